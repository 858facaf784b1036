'use client';

import { useEffect } from 'react';

/** While `dirty`, leaving or reloading the page asks first, so that an unsaved edit is not lost silently. */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
