'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

interface LeaveWarning {
  /** Marks one part of the screen as holding unsaved edits; the returned function unmarks it. */
  hold(): () => void;
  /** Whether to go on with a navigation: true when nothing is unsaved, or when the admin agrees to lose it. */
  confirmLeave(): boolean;
}

const LeaveWarningContext = createContext<LeaveWarning | null>(null);

/**
 * Guards the admin's unsaved edits: while any part of the screen holds some, reloading or closing the tab asks
 * (the browser's own prompt), and so does following a link inside the site (the `AdminLayout` message
 * `unsavedChanges`), which the browser
 * does not ask about on its own since App Router navigations do not unload the page.
 */
export function LeaveWarningProvider({ children }: { children: ReactNode }) {
  const message = useTranslations('AdminLayout')('unsavedChanges');
  const holders = useRef(0);
  const confirmLeave = useCallback(() => holders.current === 0 || window.confirm(message), [message]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (holders.current > 0) event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || holders.current === 0) return;
      const opensElsewhere =
        link.target === '_blank' || link.hasAttribute('download') || event.ctrlKey || event.metaKey || event.shiftKey;
      const samePage = link.pathname === window.location.pathname && link.search === window.location.search;
      if (opensElsewhere || samePage || link.origin !== window.location.origin) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Captured before Next.js's Link handles the click.
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [message]);

  const value = useMemo<LeaveWarning>(
    () => ({
      hold() {
        holders.current += 1;
        return () => void (holders.current -= 1);
      },
      confirmLeave,
    }),
    [confirmLeave],
  );
  return <LeaveWarningContext.Provider value={value}>{children}</LeaveWarningContext.Provider>;
}

/** While `dirty`, leaving the screen asks first, so that an unsaved edit is not lost silently. */
export function useLeaveWarning(dirty: boolean) {
  const warning = useContext(LeaveWarningContext);
  useEffect(() => {
    if (!dirty || !warning) return;
    return warning.hold();
  }, [dirty, warning]);
}

/** For navigations made in code (a clicked table row): whether to go on. */
export function useConfirmLeave(): () => boolean {
  const warning = useContext(LeaveWarningContext);
  return warning?.confirmLeave ?? (() => true);
}
