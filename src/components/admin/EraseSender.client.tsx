'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { eraseSenderAction } from '@/app/(admin)/admin/_actions/inbox';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, useAdminAction } from './ErrorLine.client';

export interface EraseSenderLabels {
  heading: string;
  intro: string;
  button: string;
  /** Names how many requests go, and from which address. */
  confirm: string;
  yes: string;
  cancel: string;
}

/**
 * "Erase everything from this address": a first click asks, naming how many requests will be deleted; the second
 * deletes them and goes back to the inbox, which says how many went.
 */
export function EraseSender(props: { requestId: number; labels: EraseSenderLabels }) {
  return (
    <ErrorLineProvider>
      <Erase {...props} />
    </ErrorLineProvider>
  );
}

function Erase({ requestId, labels }: { requestId: number; labels: EraseSenderLabels }) {
  const router = useRouter();
  const { run, pending } = useAdminAction();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="erase-sender" className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id="erase-sender" className="text-lg font-semibold">
        {labels.heading}
      </h2>
      <p className="mt-1 text-sm text-steel-700">{labels.intro}</p>
      {asking ? (
        <div role="alertdialog" aria-labelledby="erase-sender-confirm" className="mt-4 rounded-sm bg-orange-50 p-4">
          <p id="erase-sender-confirm" className="text-sm font-medium">
            {labels.confirm}
          </p>
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
              {labels.yes}
            </Button>
            <Button variant="outline" size="sm" disabled={pending} onClick={() => setAsking(false)} autoFocus>
              {labels.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="danger" size="sm" className="mt-4" onClick={() => setAsking(true)}>
          {labels.button}
        </Button>
      )}
      <ErrorLine className="mt-3" />
    </section>
  );
}
