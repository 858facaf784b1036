import 'server-only';

/**
 * `run`, with the calls made while an identical one (same key) is still running sharing its promise instead of
 * doing the same work again. Once that one settles (fulfilled or rejected), the next call runs afresh: nothing is
 * kept, only what is in flight.
 */
export function coalesced<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  keyOf: (...args: A) => string,
): (...args: A) => Promise<R> {
  const running = new Map<string, Promise<R>>();
  return (...args) => {
    const key = keyOf(...args);
    let pending = running.get(key);
    if (!pending) {
      pending = run(...args).finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}
