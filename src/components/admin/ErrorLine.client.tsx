'use client';

import { usePathname } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState, useTransition } from 'react';

import type { ActionError, ActionFailure, ActionResult } from '@/schemas/action-result';

import { alertClass } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useReload } from './ItemVersion.client';
import { sessionEnded } from './FormDrafts.client';
import { useReauthentication } from './ReauthDialog.client';
import type { Status } from './StatusLine.client';

/** The answer of an action call that never reached the server (connection lost, server down). */
export const connectionLost: ActionFailure<'unexpected'> = { ok: false, error: 'unexpected' };

/** An action call's answer, with a call that could not reach the server answered as `connectionLost`. */
export function reach<T, E extends string = ActionError>(
  call: Promise<ActionResult<T, E>>,
): Promise<ActionResult<T, E | 'unexpected'>> {
  return call.catch(() => connectionLost);
}

interface ErrorLineState {
  /** What a failure says, in the admin's language (the `AdminErrors` messages). */
  errorText: (error: ActionError) => string;
  message: string | null;
  /** Whether the message is a save refused because a colleague changed the same thing since: it offers Reload. */
  conflict: boolean;
  /**
   * Shows why `result` failed, or clears the line on success; true on success. `refusal`: the message of a refusal
   * because of a colleague (`conflictDelete` for a deletion: nothing typed is kept, nothing was deleted).
   */
  report: (result: ActionResult<unknown>, refusal?: Refusal) => boolean;
  /** Shows a message of the caller's own (a refused file, say), or clears the line; `conflict`: see above. */
  show: (message: string | null, conflict?: boolean) => void;
}

/** The messages of a refusal because of a colleague's change: of a save, of a deletion. */
type Refusal = 'conflict' | 'conflictDelete';

const ErrorLineContext = createContext<ErrorLineState | null>(null);

/**
 * The error line of a screen, or of one area of it: the message of the last failed call, cleared by the next
 * success or by leaving the screen. The admin layout gives every screen one; `<ErrorLine />` shows it where it
 * is placed. A nested provider gives an area a line of its own (an article's titles, cover and content blocks
 * each have theirs). Each failure is said by its `AdminErrors` message.
 */
export function ErrorLineProvider(props: {
  /** A sentence put before the reason, e.g. "Failed to create news.", joined with a space. */
  prefix?: string;
  children: ReactNode;
}) {
  const errorText = useTranslations('AdminErrors');
  const prefix = props.prefix ?? '';
  const pathname = usePathname();
  const [line, setLine] = useState<{ message: string; pathname: string | null; conflict?: boolean } | null>(null);
  const show = useCallback(
    (message: string | null, conflict = false) => setLine(message ? { message, pathname, conflict } : null),
    [pathname],
  );
  const format = useFormatter();
  const report = useCallback(
    (result: ActionResult<unknown>, refusal: Refusal = 'conflict') => {
      if (result.ok) {
        show(null);
        return true;
      }
      const conflict = result.error === 'conflict' && result.conflict !== undefined;
      const reason = conflict
        ? errorText(refusal, {
            by: result.conflict!.by ?? errorText('someone'),
            at: format.dateTime(new Date(result.conflict!.at), { dateStyle: 'short', timeStyle: 'short' }),
          })
        : errorText(result.error);
      show(prefix ? `${prefix} ${reason}` : reason, conflict);
      return false;
    },
    [errorText, format, prefix, show],
  );
  const current = line && line.pathname === pathname ? line : null;
  const message = current?.message ?? null;
  const conflict = current?.conflict ?? false;
  const value = useMemo(
    () => ({ errorText, message, conflict, report, show }),
    [errorText, message, conflict, report, show],
  );
  return <ErrorLineContext.Provider value={value}>{props.children}</ErrorLineContext.Provider>;
}

function useErrorLineState(): ErrorLineState {
  const state = useContext(ErrorLineContext);
  if (!state) throw new Error('An admin action needs an ErrorLineProvider around it');
  return state;
}

/**
 * The line itself, where it is placed, shown while there is a message. A `sticky` line stays in view when the
 * failed call came from a section far down a long screen, and is always in the page (empty), so that screen
 * readers announce a message as it appears in it.
 */
export function ErrorLine({ sticky = false, className = '' }: { sticky?: boolean; className?: string }) {
  const { message, conflict } = useErrorLineState();
  if (!message && !sticky) return null;
  return (
    <div
      role="alert"
      className={message ? `${alertClass} ${sticky ? 'sticky top-2 z-20 shadow-md' : ''} ${className}` : 'sr-only'}
    >
      {message && <p>{message}</p>}
      {/* A save refused because of a colleague's change: the item as stored now, what was typed kept beside. */}
      {message && conflict && <ReloadButton />}
    </div>
  );
}

/** Reload, under a refused save's message: the screen shows the item as stored; the line clears. */
function ReloadButton() {
  const t = useTranslations('AdminErrors');
  const { show } = useErrorLineState();
  const reload = useReload();
  return (
    <Button
      variant="dark"
      size="sm"
      className="mt-2"
      onClick={() => {
        show(null);
        reload();
      }}
    >
      {t('reload')}
    </Button>
  );
}

/**
 * A screen's own words for a refused field: from the code a refusal gives `field` (a domain word such as `wrong`
 * or `taken`, or a schema's code such as `required`, see `fieldErrors`) to the message shown, or null when the
 * screen has none, and the error line says the refusal as everywhere else.
 */
export type Explain = (code: string, field: string) => string | null | undefined;

/**
 * The one way an admin screen calls a server action: `run(call, onSuccess)` sends it in a transition, reports a
 * refusal or a lost connection on the nearest error line, and calls `onSuccess` with the answer's data. A
 * revalidating action's answer already carries the refreshed screen, so nothing reloads it a second time. With
 * `explain`, a refusal whose fields the screen can name (a wrong password, a taken username) is said in its words
 * (the first field it explains), on the same line. With `status`, each call clears what the last success said
 * there ("Saved."), which `onSuccess` says again: a failure leaves no "Saved." beside it, and a second save is
 * announced as the first. A sensitive change that needs the password again opens the re-authentication dialog and,
 * once confirmed, is sent again; a session that has ended keeps the screen's unsaved forms (FormDrafts) and leads
 * to the login page, which comes back here. With `refusal: 'conflictDelete'`, a deletion refused because of a
 * colleague's change says so in its own words.
 */
export function useAdminAction(options: { explain?: Explain; status?: Status; refusal?: Refusal } = {}) {
  const { report: reportOnLine, show, errorText } = useErrorLineState();
  const { explain, refusal } = options;
  const say = options.status?.say;
  const [pending, startTransition] = useTransition();
  const reauthenticate = useReauthentication();
  const report = useCallback(
    (result: ActionResult<unknown>) => {
      if (!result.ok && explain) {
        for (const [field, code] of Object.entries(result.fields ?? {})) {
          const message = explain(code, field);
          if (message) {
            show(message);
            return false;
          }
        }
      }
      return reportOnLine(result, refusal);
    },
    [explain, refusal, reportOnLine, show],
  );
  const run = useCallback(
    <T,>(
      call: () => Promise<ActionResult<T>>,
      onSuccess?: (data: T) => void,
      onFailure?: (failure: ActionFailure) => void,
    ) => {
      say?.(null);
      startTransition(async () => {
        let result = await reach(call());
        if (!result.ok && result.error === 'reauthenticate' && (await reauthenticate())) result = await reach(call());
        if (!result.ok && result.error === 'unauthorized') sessionEnded('ended');
        if (!result.ok && result.error === 'mustChangePassword') sessionEnded('mustChangePassword');
        if (report(result) && result.ok) onSuccess?.(result.data);
        else if (!result.ok) onFailure?.(result);
      });
    },
    [reauthenticate, report, say],
  );
  return { run, pending, report, show, errorText };
}
