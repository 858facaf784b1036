/**
 * The server's background rounds: the publication schedule, the contact requests' retries, the database's upkeep,
 * the daily backups. Each is started once per process (Next.js may load a module more than once, so the started
 * rounds are kept on globalThis), a round never overlaps the previous one of its kind, a failure is logged and never
 * thrown, and the timers keep nothing alive.
 */
import 'server-only';

const slot = Symbol.for('jorat.rounds');
const holder = globalThis as { [slot]?: Map<string, ReturnType<typeof setInterval>> };

export interface RoundOptions {
  /** A first round that long after the start, besides those every interval. */
  firstAfter?: number;
  /** Asked before each round: true skips it (a server that is stopping). */
  skip?: () => boolean;
}

/**
 * Runs `round` every `interval` milliseconds in this process, unless rounds named `name` run already (answers false
 * then). A round still running when the next is due makes that one skipped; a failed round is logged under `name`.
 */
export function startRounds(
  name: string,
  interval: number,
  round: () => Promise<unknown>,
  { firstAfter, skip }: RoundOptions = {},
): boolean {
  const started = (holder[slot] ??= new Map());
  if (started.has(name)) return false;
  let running = false;
  const run = () => {
    if (running || skip?.()) return;
    running = true;
    round()
      .catch((error: unknown) => console.error(`${name}: the round failed.`, error))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, interval);
  timer.unref();
  started.set(name, timer);
  if (firstAfter !== undefined) setTimeout(run, firstAfter).unref();
  return true;
}

/** Stops the rounds named `name` (those running finish). */
export function stopRounds(name: string): void {
  const timer = holder[slot]?.get(name);
  if (!timer) return;
  clearInterval(timer);
  holder[slot]!.delete(name);
}
