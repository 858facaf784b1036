/**
 * The solution of a contact request's proof-of-work challenge (ALTCHA), as the `altcha` field carries it: the
 * base64 of `{"challenge": {"parameters", "signature"}, "solution": {"counter", "derivedKey"}}`. The challenge
 * comes from GET /api/contact/challenge; only what the server issues is read, the rest is dropped (and then fails
 * the signature).
 */
import { z } from 'zod';

import { text } from './fields';

const hex = z.string().regex(/^(?:[0-9a-f]{2}){1,64}$/);
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const challengeSolutionSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string().max(20),
      cost: count,
      expiresAt: count,
      keyLength: count,
      keyPrefix: hex,
      keySignature: hex,
      nonce: hex,
      salt: hex,
    }),
    signature: hex,
  }),
  solution: z.object({ counter: count, derivedKey: hex }),
});
export type ChallengeSolution = z.infer<typeof challengeSolutionSchema>;

/** The `altcha` field: the solution as base64, far shorter than this bound. */
export const challengeField = text().trim().max(4000, 'At most 4000 characters');
