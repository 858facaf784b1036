import type { FieldErrorKey } from '@/schemas/contact-form-state';

/**
 * The forms' translated error of a control that fails the browser's own checks (`required`, `maxlength`,
 * `type="email"`), or undefined. A blank text of spaces counts as missing, as the server trims it.
 */
export function nativeError(control: HTMLInputElement | HTMLTextAreaElement): FieldErrorKey | undefined {
  const { validity } = control;
  if (validity.valueMissing || (control.required && control.value.trim() === '')) return 'required';
  if (validity.tooLong) return 'tooLong';
  if (validity.typeMismatch) return control.type === 'email' ? 'email' : 'invalid';
  return validity.valid ? undefined : 'invalid';
}
