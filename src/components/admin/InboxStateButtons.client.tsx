'use client';

import { useTranslations } from 'next-intl';

import { changeRequestStateAction } from '@/app/(admin)/admin/_actions/inbox';
import { type InboxState, inboxStates } from '@/schemas/inbox';

import { Button } from '../ui/Button';
import { ErrorLine, useAdminAction } from './ErrorLine.client';

/**
 * The states of a request as a row of buttons, the current one pressed; a click changes it at once (the action's
 * answer brings the refreshed screen, its history line included).
 */
export function InboxStateButtons(props: { requestId: number; state: InboxState }) {
  const { requestId, state } = props;
  const t = useTranslations('AdminInboxRequest');
  const inbox = useTranslations('AdminInbox');
  const { run, pending } = useAdminAction();
  return (
    <section aria-labelledby="request-state" className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id="request-state" className="text-lg font-semibold">
        {t('state.heading')}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{t('state.intro')}</p>
      <div role="group" aria-labelledby="request-state" className="mt-4 flex flex-wrap gap-2">
        {inboxStates.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === state ? 'dark' : 'outline'}
            aria-pressed={option === state}
            disabled={pending}
            onClick={() => {
              if (option !== state) run(() => changeRequestStateAction({ id: requestId, state: option }));
            }}
          >
            {inbox(`states.${option}`)}
          </Button>
        ))}
      </div>
      <ErrorLine className="mt-4" />
    </section>
  );
}
