import { useCallback, useRef } from 'react';

import type { SolvedChallenge } from './challenge-solver';

/** A solution this close to its challenge's expiry is not sent: a new one is solved first. */
const expiryMarginMs = 30_000;

/**
 * How long a visitor who pressed "send" waits for the solution at most; then the form goes without it, as from a
 * browser without JavaScript (held to the stricter limit), rather than never.
 */
const waitLimitMs = 20_000;

const withinLimit = (solving: Promise<SolvedChallenge | null>) =>
  Promise.race([solving, new Promise<null>((resolve) => setTimeout(() => resolve(null), waitLimitMs))]);

/**
 * The proof-of-work of a request form, solved in the background: `start` (on the first focus in the form) begins
 * solving once, `take` (on submit) waits for the solution and spends it, answering the `altcha` field's value, or
 * '' when none could be had: the server then takes the form as one sent without JavaScript.
 */
export function useChallengeSolution() {
  const pending = useRef<Promise<SolvedChallenge | null> | null>(null);

  const start = useCallback(() => {
    pending.current ??= import('./challenge-solver').then((solver) => solver.solveContactChallenge()).catch(() => null);
    return pending.current;
  }, []);

  const take = useCallback(async (): Promise<string> => {
    let solved = await withinLimit(start());
    if (!solved || solved.expiresAt - Date.now() < expiryMarginMs) {
      pending.current = null;
      solved = await withinLimit(start());
    }
    pending.current = null;
    return solved?.altcha ?? '';
  }, [start]);

  return { start, take };
}
