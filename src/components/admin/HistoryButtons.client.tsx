'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';

import {
  eraseFromTrashAction,
  restoreFromTrashAction,
  restoreRevisionAction,
} from '@/app/(admin)/admin/_actions/history';
import type { Locale } from '@/i18n/locales';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { StatusLine, useStatus } from './StatusLine.client';

/** What a history or trash button does. */
export type HistoryCommand =
  | {
      action: 'restoreRevision';
      kind: 'machine' | 'news' | 'category';
      id: number;
      revisionId: number;
      field?: string;
      language?: Locale | null;
      before?: boolean;
    }
  | { action: 'restoreFromTrash'; kind: string; id: number }
  | { action: 'erase'; kind: string; id: number };

const calls = {
  restoreRevision: restoreRevisionAction,
  restoreFromTrash: restoreFromTrashAction,
  erase: eraseFromTrashAction,
};

interface Choice {
  command: HistoryCommand;
  label: string;
  /** Asked first (naming what it acts on): an erase. */
  confirm?: string;
  /** Where to go once done (the trash, which then says what was done): the entry acted on is no longer there. */
  then?: string;
}

/**
 * The buttons of a revision, a change, or an entry of the trash: restore a revision (or one field of it, or undo it),
 * put an item of the trash back, or erase it for good after a confirmation. A revision's say "Restored." beside them,
 * and the history is refreshed by the action with the restore on top; a trash entry's lead to `then`.
 */
export function HistoryButtons(props: { choices: Choice[]; small?: boolean }) {
  const t = useTranslations('AdminHistory');
  const router = useRouter();
  const status = useStatus();
  const { run, pending } = useAdminAction({ status });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {props.choices.map(({ command, label, confirm, then }) => {
        const { action, ...input } = command;
        return (
          <Button
            key={action}
            variant={action === 'erase' ? 'danger' : 'outline'}
            size="sm"
            className={props.small ? 'text-xs' : 'text-sm'}
            disabled={pending}
            onClick={() => {
              if (confirm && !window.confirm(confirm)) return;
              run(
                () => calls[action](input),
                () => (then ? router.push(then) : status.say(t('restored'))),
              );
            }}
          >
            {label}
          </Button>
        );
      })}
      <StatusLine status={status} />
    </span>
  );
}
