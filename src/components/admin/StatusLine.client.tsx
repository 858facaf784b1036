'use client';

import { useMemo, useState } from 'react';

/** What the last successful call of an area says ("Saved."), or null; `say(null)` clears it. */
export interface Status {
  message: string | null;
  say: (message: string | null) => void;
}

/**
 * An area's status, kept by the component that stays on the screen (a form, a section), so that the rows that
 * start again after a save (their key is their saved values) can still say it. `useAdminAction({ status })`
 * clears it at each call.
 */
export function useStatus(): Status {
  const [message, say] = useState<string | null>(null);
  return useMemo(() => ({ message, say }), [message]);
}

/**
 * The status line, where it is placed: always in the page (empty, and then without its margin), so that screen
 * readers announce each message as it appears.
 */
export function StatusLine({ status, className = '' }: { status: Status; className?: string }) {
  return (
    <p role="status" className={status.message ? `text-sm text-steel-700 ${className}` : 'sr-only'}>
      {status.message}
    </p>
  );
}
