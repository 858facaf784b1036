'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { endOtherSessionsAction, revokeSessionAction } from '@/app/(admin)/admin/_actions/accounts';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';

/** Signs one other session of the person out; the list then shows it gone. */
export function RevokeSession({ id, device }: { id: string; device: string }) {
  const t = useTranslations('AdminSessions');
  const { run, pending } = useAdminAction();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      aria-label={t('revokeOne', { device })}
      onClick={() => run(() => revokeSessionAction({ id }))}
    >
      {t('revoke')}
    </Button>
  );
}

/**
 * "Sign out my other sessions": every session of the person but this one ends, and the button says how many.
 * `note` says why it is offered here (after a change of how the person logs in).
 */
export function EndOtherSessions({ note }: { note?: string }) {
  return (
    <ErrorLineProvider>
      <EndOthers note={note} />
    </ErrorLineProvider>
  );
}

function EndOthers({ note }: { note?: string }) {
  const t = useTranslations('AdminSessions');
  const { run, pending } = useAdminAction();
  const [ended, setEnded] = useState<number | null>(null);
  return (
    <div className="space-y-2">
      <ErrorLine />
      {note && <p className="text-sm text-steel-700">{note}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="dark" disabled={pending} onClick={() => run(() => endOtherSessionsAction({}), setEnded)}>
          {t('revokeOthers')}
        </Button>
        {ended !== null && (
          <p role="status" className="text-sm font-medium text-green-800">
            {t('ended', { count: ended })}
          </p>
        )}
      </div>
    </div>
  );
}
