/**
 * What every admin server action answers, shared by the actions and the client screens that call them: the
 * result, or why not, with the wrong fields. No `server-only` here, so that client files may import it.
 */
export type ActionError =
  | 'unauthorized'
  | 'notFound'
  | 'invalid'
  | 'tooLarge'
  | 'unexpected'
  // Suggested translations: DeepL refused the key, its quota is used up, too many requests, out of reach.
  | 'suggestKey'
  | 'suggestQuota'
  | 'suggestBusy'
  | 'suggestUnavailable';

export type ActionFailure = { ok: false; error: ActionError; fields?: Record<string, string> };

export type ActionResult<T = null> = { ok: true; data: T } | ActionFailure;
