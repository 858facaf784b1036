/**
 * What the contact and quote forms and their server action share: the answer of a submission, and how a field's
 * code (`fieldErrors`) becomes one of the forms' translated error texts. Free of zod, which the forms' browser code
 * must not load.
 */
import { attachmentMessages } from './attachment-limits';
import { textProblem } from './field-errors';

/** The entered values, kept so that a failed submission loses nothing (also without JavaScript). */
export type RequestValues = Record<string, string>;

export type RequestFormState =
  | { status: 'idle' }
  | { status: 'sent'; at: number }
  | { status: 'invalid'; fields: Record<string, FieldErrorKey>; values: RequestValues }
  | { status: 'failed'; reason: RequestFailure; values: RequestValues };

/**
 * Why a request was not taken: too many from the address; its spam check (the proof-of-work) failed, expired or
 * was used before; too many sent without one (a browser without JavaScript); or our own fault.
 */
export type RequestFailure = 'rateLimited' | 'challenge' | 'uncheckedLimited' | 'unexpected';

export const idleState: RequestFormState = { status: 'idle' };

/** The keys of `RequestForm.errors` in the message catalogues. */
export type FieldErrorKey =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'product'
  | 'invalid'
  | 'fileEmpty'
  | 'fileType'
  | 'filesTooMany'
  | 'filesTooLarge';

/**
 * The translated error of `field` for the code of its refusal (`fieldErrors`), or for a domain refusal's word: a
 * blank field, a too-long one, a control character (the generic text), or the field's own format rule.
 */
export function fieldErrorKey(field: string, code: string | undefined): FieldErrorKey {
  if (field === 'attachments' || field.startsWith('attachments.')) return attachmentErrorKey(code);
  const problem = textProblem(code);
  if (problem !== 'invalid' || code === 'controlCharacter') return problem;
  if (field === 'email') return 'email';
  if (field === 'phonenumber') return 'phone';
  if (field === 'product') return 'product';
  return 'invalid';
}

/** A refusal of the files: too many (the schema's size code or the domain's message), too large, empty, or a format not accepted. */
function attachmentErrorKey(code: string | undefined): FieldErrorKey {
  if (code === 'tooLong' || code === attachmentMessages.tooMany) return 'filesTooMany';
  if (code === 'filesTooLarge' || code === attachmentMessages.tooLarge) return 'filesTooLarge';
  if (code === attachmentMessages.empty) return 'fileEmpty';
  return 'fileType';
}
