'use client';

import { useTranslations } from 'next-intl';

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
    }
  | { action: 'restoreFromTrash'; kind: string; id: number }
  | { action: 'erase'; kind: string; id: number };

const calls = {
  restoreRevision: restoreRevisionAction,
  restoreFromTrash: restoreFromTrashAction,
  erase: eraseFromTrashAction,
};

/**
 * A button of the history or the trash: restores a revision (or one field of it), puts an item of the trash back,
 * or erases it for good after a confirmation (`confirm`, naming it). Says "Restored." beside it; the screen is
 * refreshed by the action.
 */
export function HistoryButton(props: { command: HistoryCommand; label: string; confirm?: string; small?: boolean }) {
  const t = useTranslations('AdminHistory');
  const status = useStatus();
  const { run, pending } = useAdminAction({ status });
  const { action, ...input } = props.command;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant={action === 'erase' ? 'danger' : 'outline'}
        size="sm"
        className={props.small ? 'text-xs' : 'text-sm'}
        disabled={pending}
        onClick={() => {
          if (props.confirm && !window.confirm(props.confirm)) return;
          run(
            () => calls[action](input),
            () => status.say(action === 'erase' ? t('erased') : t('restored')),
          );
        }}
      >
        {props.label}
      </Button>
      <StatusLine status={status} />
    </span>
  );
}
