/**
 * How every caller names the wrong fields of an input that its schema refused: the API's 422 answers, the admin
 * actions and the contact form.
 */

// No zod here, nor in any module this one imports: the public forms' client code imports it (through
// contact-form-state), and zod must not reach the browser.

/** The message of a text with a control character, for the API; its code is `controlCharacter`. */
export const controlCharacterMessage = 'Must not contain control characters';

/** A zod issue, as far as a field error needs it. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly code: string;
  readonly message: string;
  /** What was checked (`string`, `number`, `array`…), on a size issue. */
  readonly origin?: string;
  readonly minimum?: number | bigint;
  /** The type a type issue expected. */
  readonly expected?: string;
  /** A refinement's own code, given as `params: { code }`. */
  readonly params?: Record<string, unknown>;
}

/**
 * What is wrong with a value, as a code that the forms translate: `required` (a text left blank or not sent: the
 * forms send every field as text, so a text of another type is a missing one), `tooShort`, `tooLong`, a
 * refinement's own code (`mismatch`, `controlCharacter`…), else `invalid`. Read from the issue's kind, never from
 * its message, which is English for the API.
 */
export function issueCode(issue: Issue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'required' : 'tooShort';
    case 'too_big':
      return 'tooLong';
    case 'invalid_type':
      return issue.expected === 'string' ? 'required' : 'invalid';
    case 'custom':
    case 'invalid_format':
      return typeof issue.params?.code === 'string' ? issue.params.code : 'invalid';
    default:
      return 'invalid';
  }
}

const fieldOf = (issue: Issue) => issue.path.map(String).join('.') || '_';

/**
 * The code (`issueCode`) of the first issue of each wrong field, keyed by its path joined with dots (`name_fr`,
 * `changes.name_en`, `ids.2`); an issue with the input as a whole is keyed `_`. What the admin actions and the
 * contact form answer, and what the admin forms' resolver (`codeResolver`) gives react-hook-form.
 */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= issueCode(issue);
  return fields;
}

/**
 * The same, keyed alike, with the schemas' English messages: the REST API's 422 answers only, whose `fields` have
 * said them since the former site's API (docs/api.md).
 */
export function fieldMessages(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= issue.message;
  return fields;
}

/**
 * What a form says of a text field refused with `code`: left blank, too long, or anything else (a control
 * character…), which the forms answer with their generic "please check" text.
 */
export function textProblem(code: string | undefined): 'required' | 'tooLong' | 'invalid' {
  return code === 'required' || code === 'tooLong' ? code : 'invalid';
}
