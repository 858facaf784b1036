import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { ErrorLine } from '@/components/admin/ErrorLine.client';
import { HistoryButtons } from '@/components/admin/HistoryButtons.client';
import { deletedFromUrl } from '@/schemas/paging';
import { readConfig } from '@/server/config';
import { listTrash } from '@/server/history';

import { adminWhoMay, requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await adminWhoMay('content'))) return {};
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminTrash' });
  return { title: t('title') };
}

/**
 * /admin/trash: what was deleted, the latest first, by whom and when; each can be put back whole, or erased for
 * good after a confirmation. What stays longer than TRASH_RETENTION_DAYS is erased by the daily housekeeping.
 */
export default async function TrashPage({ searchParams }: PageProps<'/admin/trash'>) {
  await requireAdminPage('/admin/trash', 'content');
  const query = await searchParams;
  const restored = deletedFromUrl(query.restored);
  const erased = deletedFromUrl(query.erased);
  const locale = await adminLocale();
  const [t, format, entries] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminTrash' }),
    getFormatter({ locale }),
    listTrash(locale),
  ]);
  const days = readConfig().trashRetentionDays;
  return (
    <>
      <AdminPageHeading title={t('title')} intro={t('intro', { days })} />
      {(restored || erased) && (
        <p role="status" className="mt-4 rounded-sm border border-green-700 bg-green-50 px-4 py-3 text-sm font-medium">
          {restored ? t('restored', { what: restored }) : t('erased', { what: erased })}
        </p>
      )}
      <ErrorLine sticky className="mt-4" />
      {entries.length === 0 ? (
        <p className="mt-6 text-steel-700">{t('empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-steel-100 rounded-sm border border-steel-100 bg-white">
          {entries.map((entry) => {
            const what = t(`kinds.${entry.kind}`, { label: entry.label });
            const named = what.charAt(0).toUpperCase() + what.slice(1);
            const back = (outcome: 'restored' | 'erased') =>
              `/admin/trash?${new URLSearchParams({ [outcome]: named })}`;
            return (
              <li key={`${entry.kind}:${entry.id}`} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <p className="font-medium">{named}</p>
                  <p className="text-sm text-steel-700">
                    {t('deleted', {
                      when: format.dateTime(new Date(entry.deletedAt), { dateStyle: 'medium', timeStyle: 'short' }),
                      who: entry.deletedBy ?? t('someone'),
                    })}
                  </p>
                </div>
                <HistoryButtons
                  choices={[
                    {
                      command: { action: 'restoreFromTrash', kind: entry.kind, id: entry.id },
                      label: t('restore'),
                      then: back('restored'),
                    },
                    {
                      command: { action: 'erase', kind: entry.kind, id: entry.id },
                      label: t('erase'),
                      confirm: t('confirmErase', { what }),
                      then: back('erased'),
                    },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
