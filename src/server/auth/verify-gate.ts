/**
 * A small semaphore around password checks. An argon2 verification takes tens of milliseconds of CPU and 64 MiB
 * of memory, so a burst of logins must not start them all at once: at most `slots` run at the same time in this
 * process, a few more wait their turn briefly, and the rest are turned away at once (the caller answers 429).
 */
import 'server-only';

/** The gate is full, or a request waited too long for a slot. */
export class GateBusyError extends Error {
  constructor() {
    super('Too much of this work at once');
    this.name = 'GateBusyError';
  }
}

export interface GateOptions {
  /** How many tasks run at once. */
  slots: number;
  /** How many may wait for a slot; any more are refused at once. */
  maxWaiting: number;
  /** How long one may wait for a slot before it is refused. */
  maxWaitMs: number;
}

export interface Gate {
  /** Runs `task` in a slot, or throws GateBusyError without running it. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Takes a slot (or throws GateBusyError): call what it answers, once, to give it back. */
  enter(): Promise<() => void>;
  /** How many tasks run and wait now. */
  readonly load: { running: number; waiting: number };
}

export function createGate({ slots, maxWaiting, maxWaitMs }: GateOptions): Gate {
  let running = 0;
  const waiting: Array<() => void> = [];

  function acquire(): Promise<void> {
    if (running < slots) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new GateBusyError());
    return new Promise((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(wake), 1);
        reject(new GateBusyError());
      }, maxWaitMs);
      waiting.push(wake);
    });
  }

  function release() {
    // The slot goes straight to the next in line, so `running` stays the same.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async enter() {
      await acquire();
      let released = false;
      return () => {
        if (!released) release();
        released = true;
      };
    },
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

/**
 * Password checks at once per process. One: an argon2id check of this app's hashes already runs on four threads
 * (p = 4), so a single check keeps two cores busy; with two at once, a page asked for during a burst of 100 logins
 * waited 0.9 to 1.9 s on a loaded 2-core machine, against 0.6 to 1.1 s with one (`npm run bench:login`).
 */
export const verifySlots = 1;

const slot = Symbol.for('jorat.passwordGate');
type Slot = { [slot]?: Gate };

/**
 * The process's gate for password checks. Kept on globalThis because Next.js may load this module more than once
 * (the route handlers and the server actions), and the limit is for the whole process.
 */
export function passwordGate(): Gate {
  const holder = globalThis as Slot;
  holder[slot] ??= createGate({ slots: verifySlots, maxWaiting: 16, maxWaitMs: 5_000 });
  return holder[slot];
}
