import { useCallback, useRef } from 'react';

import type { SolvedChallenge } from './challenge-solver';

/** A solution this close to its challenge's expiry is not sent: a new one is solved first. */
const expiryMarginMs = 30_000;

/**
 * How long a visitor who pressed "send" waits for the solution at most, all tries together; then the form goes
 * without it, as from a browser without JavaScript (held to the stricter limit), rather than never.
 */
const waitLimitMs = 20_000;

/**
 * The proof-of-work of a request form, solved in the background: `start` (on the first focus in the form) begins
 * solving once; `take` (on a submit the browser found nothing wrong with) waits for the solution and hands it over,
 * answering the solution, or null when none could be had: the form then goes with a blank `altcha`, which the
 * server takes as a form sent without JavaScript. `giveBack` returns a solution the server did not spend (it
 * refused the form's fields first), so that correcting a field never costs the visitor another wait.
 */
export function useChallengeSolution() {
  const pending = useRef<Promise<SolvedChallenge | null> | null>(null);

  const start = useCallback(() => {
    pending.current ??= import('./challenge-solver').then((solver) => solver.solveContactChallenge()).catch(() => null);
    return pending.current;
  }, []);

  const take = useCallback(async (): Promise<SolvedChallenge | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const givingUp = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitLimitMs)));
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const solved = await Promise.race([start(), givingUp]);
        // Too late: the solving goes on, and serves the next submit if this one is refused.
        if (solved === 'late') return null;
        pending.current = null;
        // One that failed, or expires too soon, is solved once more within the same wait.
        if (solved && solved.expiresAt - Date.now() >= expiryMarginMs) return solved;
      }
      return null;
    } finally {
      clearTimeout(timer);
    }
  }, [start]);

  const giveBack = useCallback((solved: SolvedChallenge | null) => {
    if (solved) pending.current = Promise.resolve(solved);
  }, []);

  return { start, take, giveBack };
}
