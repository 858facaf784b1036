/**
 * The proof-of-work (ALTCHA, with altcha-lib) that a contact or quote request carries instead of a cookie or a
 * third party: the server issues a signed challenge, the visitor's browser spends about a second finding the
 * counter that derives the challenge's key (PBKDF2, a thousand rounds a try), and the request brings it back.
 * Checking a solution is one HMAC; spending it is one insert, so that it serves once, on every instance.
 */
import 'server-only';

import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { inArray, lt, sql } from 'drizzle-orm';

import { challengeSolutionSchema } from '@/schemas/contact-challenge';

import { keyFor } from '../secrets';
import { clock } from '../clock';
import { database } from '../db';
import { spentChallenges } from '../db/schema';
import { ValidationError } from '../errors';

/** How long a challenge may be solved and sent: long enough to write a message, short enough to hoard few. */
export const challengeSeconds = 10 * 60;

/**
 * The work: the counter lies between these, and each try costs PBKDF2-SHA-256 of `cost` rounds. In Chromium on a
 * shared desktop core about 6,000 tries a second: half a second on average, a few seconds on a slow phone, all in
 * the background while the visitor types. A robot pays as much in native code for each request.
 */
export const challengeWork = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counter: { min: 1_000, max: 5_000 } };

/** Spent challenges are kept this long past their expiry, for instances whose clocks differ a little. */
const spentMarginSeconds = 5 * 60;

/** The two HMAC keys, each of its own (secrets.ts), so that no other secret is needed. */
function secrets() {
  return {
    hmacSignatureSecret: keyFor('contact challenges'),
    hmacKeySignatureSecret: keyFor('contact challenge keys'),
  };
}

/**
 * A new challenge, signed, for GET /api/contact/challenge. `counter` is where its solution lies, random within
 * `challengeWork` unless a test wants one found at once.
 */
export async function issueChallenge(
  counter = randomInt(challengeWork.counter.max, challengeWork.counter.min),
): Promise<Challenge> {
  const { algorithm, cost } = challengeWork;
  return createChallenge({
    algorithm,
    cost,
    counter,
    deriveKey,
    expiresAt: Math.floor(clock.now().getTime() / 1000) + challengeSeconds,
    ...secrets(),
  });
}

/** The field's messages, in English like the rest of the API; the forms show their own text for any of them. */
export const challengeMessages = {
  required: 'Required: solve GET /api/contact/challenge',
  invalid: 'Invalid solution',
  expired: 'Challenge expired',
  spent: 'Solution already used',
} as const;

function refuse(message: string): never {
  throw new ValidationError('Invalid value for: altcha.', { altcha: message });
}

/**
 * Checks the `altcha` field (the base64 payload) and spends it: ValidationError naming `altcha` when it is not a
 * solution of a challenge this site issued, when that challenge has expired, or when it was spent before (of a
 * hundred identical requests at once, one passes).
 */
export async function spendChallengeSolution(altcha: string): Promise<void> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
  } catch {
    refuse(challengeMessages.invalid);
  }
  const parsed = challengeSolutionSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.challenge.parameters.algorithm !== challengeWork.algorithm) {
    refuse(challengeMessages.invalid);
  }
  const { challenge, solution } = parsed.data;
  const result = await verifySolution({ challenge, solution, deriveKey, ...secrets() });
  if (result.expired) refuse(challengeMessages.expired);
  if (!result.verified) refuse(challengeMessages.invalid);

  const db = await database();
  // Forget what expired a while ago, a batch at a time, skipping rows another request is deleting already.
  await db.delete(spentChallenges).where(
    inArray(
      spentChallenges.nonce,
      db
        .select({ nonce: spentChallenges.nonce })
        .from(spentChallenges)
        .where(lt(spentChallenges.expires_at, sql`now()`))
        .limit(100)
        .for('update', { skipLocked: true }),
    ),
  );
  const expiresAt = (challenge.parameters.expiresAt + spentMarginSeconds) * 1000;
  const spent = await db
    .insert(spentChallenges)
    .values({ nonce: challenge.parameters.nonce, expires_at: new Date(expiresAt) })
    .onConflictDoNothing()
    .returning({ nonce: spentChallenges.nonce });
  if (spent.length === 0) refuse(challengeMessages.spent);
}
