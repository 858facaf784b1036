'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

import { useLeaveWarning } from './LeaveWarning.client';

/**
 * What someone typed survives a session that ended. Each admin form of react-hook-form calls `useFormDraft`
 * (which also guards its unsaved edits on leaving, as `useLeaveWarning`). When a save answers that the session has
 * ended, `keepDrafts` writes what every such form on the screen holds unsaved into the tab's sessionStorage, keyed
 * by the page and the form, and the person is sent to log in, with the page to come back to; back there, each form
 * takes its draft again, marked as unsaved, and a notice says so (`DraftNotice`). Nothing is kept beyond the tab,
 * and a draft is read once.
 */

const prefix = 'admin-draft:';
/** The forms on the screen that hold unsaved edits: each writes its own draft when asked. */
const keepers = new Set<() => void>();

/** Writes the draft of every form on the screen that holds unsaved edits (the session has ended). */
export function keepDrafts(): void {
  for (const keep of keepers) keep();
}

/** Where the session's end sends the person: the admin layout's `SessionEndRedirect`, which holds the router. */
const sessionEndListeners = new Set<(ending: 'ended' | 'mustChangePassword') => void>();

/**
 * An action answered that the session has ended (its drafts are kept, then the login page, which comes back here)
 * or may only choose its own password (its screen).
 */
export function sessionEnded(ending: 'ended' | 'mustChangePassword'): void {
  if (ending === 'ended') keepDrafts();
  for (const listener of sessionEndListeners) listener(ending);
}

/** Sends the person on when `sessionEnded` is called; placed once, in the admin layout. */
export function SessionEndRedirect() {
  const router = useRouter();
  useEffect(() => {
    const listener = (ending: 'ended' | 'mustChangePassword') => {
      const here = `${window.location.pathname}${window.location.search}`;
      const params = new URLSearchParams(ending === 'ended' ? { next: here, ended: '1' } : { next: here });
      router.push(`${ending === 'ended' ? '/admin/login' : '/admin/password'}?${params}`);
    };
    sessionEndListeners.add(listener);
    return () => void sessionEndListeners.delete(listener);
  }, [router]);
  return null;
}

const storageKey = (key: string) => `${prefix}${window.location.pathname}:${key}`;

/** The page whose forms took their drafts back, while its notice shows. */
let restoredOn: string | null = null;
const listeners = new Set<() => void>();
function setRestoredOn(pathname: string | null) {
  restoredOn = pathname;
  for (const listener of listeners) listener();
}

/**
 * Guards `form`'s unsaved edits (leaving asks first), keeps them when the session ends, and brings them back after
 * the next login. `key` names the form among those of its page (`machine`, `block-12`); `dirty` says whether it holds
 * unsaved edits, when that is more than react-hook-form's `isDirty`; `onRestore` opens a form that is shown only
 * while editing.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'formState'>,
  key: string,
  options: { dirty?: boolean; onRestore?: () => void } = {},
): void {
  const dirty = options.dirty ?? form.formState.isDirty;
  useLeaveWarning(dirty);
  const onRestore = useRef(options.onRestore);
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    onRestore.current = options.onRestore;
    dirtyNow.current = dirty;
  });

  useEffect(() => {
    const keep = () => {
      // The form's own state too: while its save is on its way, a form may call itself clean (`!pending`).
      if (!dirtyNow.current && !form.formState.isDirty) return;
      try {
        sessionStorage.setItem(storageKey(key), JSON.stringify(form.getValues()));
      } catch {
        // Storage full or refused: the leave warning still guards the edits.
      }
    };
    keepers.add(keep);
    return () => void keepers.delete(keep);
  }, [form, key]);

  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = sessionStorage.getItem(storageKey(key));
      sessionStorage.removeItem(storageKey(key));
    } catch {
      return;
    }
    if (saved === null) return;
    let values: Partial<T>;
    try {
      values = JSON.parse(saved) as Partial<T>;
    } catch {
      return;
    }
    for (const [name, value] of Object.entries(values)) {
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    onRestore.current?.();
    setRestoredOn(window.location.pathname);
  }, [form, key]);
}

function useRestoredOn(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => restoredOn,
    () => null,
  );
}

/** The notice that drafts came back after a login, above the screen; gone with its button or on another page. */
export function DraftNotice() {
  const t = useTranslations('AdminDrafts');
  const pathname = usePathname();
  if (useRestoredOn() !== pathname) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-sm border border-amber-600 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      <span>{t('restored')}</span>
      <button type="button" className="underline hover:text-signal" onClick={() => setRestoredOn(null)}>
        {t('dismiss')}
      </button>
    </div>
  );
}
