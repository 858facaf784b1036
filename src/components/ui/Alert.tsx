import type { ReactNode } from 'react';

/** The one look of a failure message: the safety orange of the field errors, on a pale ground. */
export const alertClass = 'rounded-sm border border-signal bg-orange-50 px-4 py-3 text-sm font-medium text-signal';

/** A message that something failed, announced by screen readers when it appears. */
export function Alert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`${alertClass} ${className}`}>
      {children}
    </p>
  );
}
