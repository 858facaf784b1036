/**
 * Solves a contact request's proof-of-work challenge off the page's thread (see challenge-solver.ts): receives
 * the challenge of GET /api/contact/challenge and answers the `altcha` field's value, or null if it could not.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Longer than a slow phone needs for the largest counter; a form whose solution does not come is sent without. */
const timeoutMs = 60_000;

addEventListener('message', async (event: MessageEvent<Challenge>) => {
  const challenge = event.data;
  let altcha: string | null = null;
  try {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
    if (solution) {
      const { counter, derivedKey } = solution;
      altcha = btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
    }
  } catch {
    // A browser without WebCrypto's PBKDF2: the form is sent without a solution.
  }
  postMessage(altcha);
});
