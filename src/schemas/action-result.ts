/**
 * What every admin server action answers, shared by the actions and the client screens that call them: the
 * result, or why not, with the wrong fields. No `server-only` here, so that client files may import it.
 */
export type ActionError =
  | 'unauthorized'
  // The account's role does not allow this (or it must first enrol in two-factor sign-in).
  | 'forbidden'
  // A translator changed texts of a language that is not its own (the fields say which).
  | 'otherLanguages'
  | 'notFound'
  | 'invalid'
  | 'tooLarge'
  | 'unexpected'
  // Too many wrong passwords or codes: wait before trying again.
  | 'rateLimited'
  // A sensitive change: the person must give their password (and code) again first (reauthentication.ts).
  | 'reauthenticate'
  // The account must still choose its own password; nothing else is allowed until it has.
  | 'mustChangePassword'
  // Someone else changed what this save changes since the screen was opened (see `conflict`).
  | 'conflict'
  // Suggested translations: DeepL refused the key, its quota is used up, too many requests, out of reach.
  | 'suggestKey'
  | 'suggestQuota'
  | 'suggestBusy'
  | 'suggestUnavailable';

/**
 * A refusal. `E` is the admin actions' `ActionError`, or the sign-in's own reasons for the two login actions, which
 * run before there is a session (see `_actions/auth.ts`).
 */
export type ActionFailure<E extends string = ActionError> = {
  ok: false;
  error: E;
  fields?: Record<string, string>;
  /** With `conflict`: who made the change this save would overwrite (their account's name), and when. */
  conflict?: { by: string | null; at: string };
};

export type ActionResult<T = null, E extends string = ActionError> = { ok: true; data: T } | ActionFailure<E>;
