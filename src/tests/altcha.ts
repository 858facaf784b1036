/**
 * Solutions of the contact requests' proof-of-work challenge, as a browser or an API client sends them in the
 * `altcha` field: issued by the domain's own `issueChallenge` and solved with altcha-lib, as docs/api.md shows.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

import { issueChallenge } from '@/server/contact/challenge';

/** The `altcha` field for `challenge`: its solution, found the way any client finds it, as base64 JSON. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  return encodeSolution(challenge, solution);
}

/** The field's value for a challenge and a solution, right or wrong. */
export function encodeSolution(challenge: Challenge, solution: { counter: number; derivedKey: string }): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A fresh, valid `altcha` field. Its challenge hides the solution at the first counters (`counter`, 2 by
 * default) rather than thousands in, so that a test file may send dozens of requests without minutes of work.
 */
export async function solvedChallenge(counter = 2): Promise<string> {
  return solve(await issueChallenge(counter));
}
