import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { ErrorLine } from '@/components/admin/ErrorLine.client';
import { HistoryButton } from '@/components/admin/HistoryButton.client';
import { readConfig } from '@/server/config';
import { listTrash } from '@/server/history';

import { currentAdmin, requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await currentAdmin())) return {};
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminTrash' });
  return { title: t('title') };
}

/**
 * /admin/trash: what was deleted, the latest first, by whom and when; each can be put back whole, or erased for
 * good after a confirmation. What stays longer than TRASH_RETENTION_DAYS is erased by the daily housekeeping.
 */
export default async function TrashPage() {
  await requireAdminPage('/admin/trash');
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
      <ErrorLine sticky className="mt-4" />
      {entries.length === 0 ? (
        <p className="mt-6 text-steel-700">{t('empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-steel-100 rounded-sm border border-steel-100 bg-white">
          {entries.map((entry) => {
            const what = t(`kinds.${entry.kind}`, { label: entry.label });
            return (
              <li key={`${entry.kind}:${entry.id}`} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <p className="font-medium">{what.charAt(0).toUpperCase() + what.slice(1)}</p>
                  <p className="text-sm text-steel-700">
                    {t('deleted', {
                      when: format.dateTime(new Date(entry.deletedAt), { dateStyle: 'medium', timeStyle: 'short' }),
                      who: entry.deletedBy ?? t('someone'),
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <HistoryButton
                    command={{ action: 'restoreFromTrash', kind: entry.kind, id: entry.id }}
                    label={t('restore')}
                  />
                  <HistoryButton
                    command={{ action: 'erase', kind: entry.kind, id: entry.id }}
                    label={t('erase')}
                    confirm={t('confirmErase', { what })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
