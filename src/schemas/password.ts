import { text } from './fields';

/** NIST SP 800-63B's minimum for a password a person chooses. */
export const minPasswordLength = 12;

/**
 * A new password as the forms and actions take it: its length only, counted in characters. The server also
 * refuses common and guessable ones (src/server/auth/password-policy.ts), whose dictionaries stay on the server.
 * A refusal's code is the policy's problem name (`tooShort`), which the forms translate.
 */
export const newPassword = () =>
  text()
    .max(1000, 'Too long')
    .refine((value) => [...value].length >= minPasswordLength, { message: 'tooShort', params: { code: 'tooShort' } });
