import type { ComponentProps } from 'react';

import { type ButtonSize, type ButtonVariant, buttonClass } from './button-class';

/** A `<button>` in one of the shared looks; `type` defaults to `button`, so that only a submit says so. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
