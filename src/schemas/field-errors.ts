/**
 * How every caller names the wrong fields of an input that its schema refused: the API's 422 answers, the admin
 * actions and the contact form.
 */

// No zod here, nor in any module this one imports: the public forms' client code imports it (through
// contact-form-state), and zod must not reach the browser.

/** The message of a text with a control character; the forms show their generic "invalid" text for it. */
export const controlCharacterMessage = 'Must not contain control characters';

/** A zod issue, as far as a field error needs it. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message for each wrong field, keyed by its path joined with dots (`name_fr`, `changes.name_en`,
 * `ids.2`); an issue with the input as a whole is keyed `_`.
 */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * What is wrong with a text field, from the message of the shared schemas (which speak English, for the API), so
 * that a form can show its own translated text: left blank, too long, or anything else (a control character…),
 * which the forms answer with their generic "please check" text.
 */
export function textProblem(message: string | undefined): 'required' | 'tooLong' | 'invalid' {
  if (message === 'Required') return 'required';
  if (message?.startsWith('At most')) return 'tooLong';
  return 'invalid';
}
