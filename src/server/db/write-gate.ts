/**
 * The embedded database runs one transaction at a time: a backup reading it in one transaction would hold every
 * page of the site until the whole dump is read. Instead, the backup holds the writes: while it reads, statements
 * that change the database wait (and those already running finish first), so the rows it reads in many short
 * statements are one consistent state, and reads of the site's pages run between its statements.
 */

export interface WriteGate {
  /** Runs a write, after any hold in progress. */
  write<T>(run: () => Promise<T>): Promise<T>;
  /** Runs `task` once the writes in flight have ended, with every new write waiting until it ends. */
  hold<T>(task: () => Promise<T>): Promise<T>;
}

export function writeGate(): WriteGate {
  let writing = 0;
  let held: Promise<void> | null = null;
  let drained: (() => void) | null = null;
  return {
    async write(run) {
      while (held) await held;
      writing += 1;
      try {
        return await run();
      } finally {
        writing -= 1;
        if (writing === 0) drained?.();
      }
    },
    async hold(task) {
      while (held) await held;
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      try {
        if (writing > 0) await new Promise<void>((resolve) => (drained = resolve));
        drained = null;
        return await task();
      } finally {
        held = null;
        release();
      }
    },
  };
}

/** A statement that only reads: a plain `select` (every other statement waits while the gate is held). */
export function onlyReads(statement: string): boolean {
  return /^\s*select\b/i.test(statement) && !/\bfor\s+(no\s+key\s+)?(update|share)\b/i.test(statement);
}
