'use client';

import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

import type { ActionError, ActionResult } from '@/schemas/action-result';

/** Settles an action's result: on success clears the error line and reloads the page's data; else shows why. */
export type Settle = (result: ActionResult<unknown>) => boolean;

const ErrorLineContext = createContext<Settle | null>(null);

/** The answer of an action that could not be reached at all (connection lost, server down). */
export const unreachable = { ok: false, error: 'unexpected' } as const;

/**
 * One red error line at the top of a screen, shared by every section below it, so a failure shows in one place:
 * the message of the last failed call, cleared by the next success.
 */
export function ErrorLineProvider({ errors, children }: { errors: Record<ActionError, string>; children: ReactNode }) {
  const router = useRouter();
  const [error, setError] = useState<ActionError | null>(null);
  const settle = useCallback<Settle>(
    (result) => {
      if (!result.ok) {
        setError(result.error);
        return false;
      }
      setError(null);
      router.refresh();
      return true;
    },
    [router],
  );
  const value = useMemo(() => settle, [settle]);

  return (
    <ErrorLineContext.Provider value={value}>
      {/* Always in the page, so that screen readers announce a message when it appears; sticky, so that it is
          seen from a section far down the page too. */}
      <p
        role="alert"
        className={
          error
            ? 'sticky top-2 z-20 mt-4 rounded-sm border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 shadow-md'
            : 'sr-only'
        }
      >
        {error ? errors[error] : null}
      </p>
      {children}
    </ErrorLineContext.Provider>
  );
}

/** The `settle` of the screen's error line; each section reports its calls through it. */
export function useErrorLine(): Settle {
  const settle = useContext(ErrorLineContext);
  if (!settle) throw new Error('useErrorLine needs an ErrorLineProvider around it');
  return settle;
}
