import { type APIRequestContext, expect } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The `altcha` field of a contact request sent through the API: a challenge from the server, solved here with
 * altcha-lib the way docs/api.md tells an API client to.
 */
export async function solvedChallenge(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/contact/challenge');
  expect(response.status()).toBe(200);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  const { counter, derivedKey } = solution!;
  return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey } })).toString('base64');
}

/** The `altcha` field a form sent with its server action, or '' (multipart: `name="altcha"` or `"_1_altcha"`). */
export const altchaSent = (postData: string | null) =>
  /name="(?:_\d+_)?altcha"\r\n\r\n([^\r]*)/.exec(postData ?? '')?.[1] ?? '';
