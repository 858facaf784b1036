import type { ReactNode } from 'react';

/** The one look of a failure message: the red line the back office has always shown, on a pale ground. */
export const alertClass = 'rounded-sm border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800';

/** A message that something failed, announced by screen readers when it appears. */
export function Alert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`${alertClass} ${className}`}>
      {children}
    </p>
  );
}
