'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { eraseSenderAction } from '@/app/(admin)/admin/_actions/inbox';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';

/** The request's e-mail address and the requests that came from it (when, and their subject), newest first. */
export interface Sender {
  email: string;
  requests: { id: number; date: string; subject: string }[];
}

/**
 * "Erase everything from this address": a first click asks, listing each request that will be deleted (its date
 * and subject: an address anyone may have typed could be a genuine customer's); the second deletes them and goes
 * back to the inbox, which says how many went. `sender` is null for a request without an address, of which only
 * the request itself can be deleted.
 */
export function EraseSender(props: { requestId: number; sender: Sender | null }) {
  return (
    <ErrorLineProvider>
      <Erase {...props} />
    </ErrorLineProvider>
  );
}

function Erase({ requestId, sender }: { requestId: number; sender: Sender | null }) {
  const t = useTranslations('AdminInboxRequest');
  const router = useRouter();
  const { run, pending } = useAdminAction();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="erase-sender" className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id="erase-sender" className="text-lg font-semibold">
        {t('erase.heading')}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{sender ? t('erase.intro') : t('erase.introSingle')}</p>
      {asking ? (
        <div role="alertdialog" aria-labelledby="erase-sender-confirm" className="mt-4 rounded-sm bg-orange-50 p-4">
          <p id="erase-sender-confirm" className="text-sm font-medium">
            {sender
              ? t('erase.confirm', { email: sender.email, count: sender.requests.length })
              : t('erase.confirmSingle')}
          </p>
          {sender && (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {sender.requests.map((request) => (
                <li key={request.id} className={request.id === requestId ? 'font-medium' : undefined}>
                  {request.date} – {request.subject}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              disabled={pending}
              onClick={() =>
                run(
                  () => eraseSenderAction({ id: requestId }),
                  ({ deleted }) => router.replace(`/admin/inbox?erased=${deleted}`),
                )
              }
            >
              {t('erase.yes')}
            </Button>
            <Button variant="outline" size="sm" disabled={pending} onClick={() => setAsking(false)} autoFocus>
              {t('erase.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="danger" size="sm" className="mt-4" onClick={() => setAsking(true)}>
          {sender ? t('erase.button') : t('erase.buttonSingle')}
        </Button>
      )}
      <ErrorLine className="mt-3" />
    </section>
  );
}
