import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { AdminTable } from '@/components/admin/AdminTable';
import { ClickableRow } from '@/components/admin/ClickableRow.client';
import { NewsCreateForm } from '@/components/admin/NewsCreateForm.client';
import { MediaView } from '@/components/MediaView';
import { listNews } from '@/server/news';

import { requireAdminPage } from '../_lib/auth';
import { adminLocale } from '../_lib/locale';
import { languageTabsLabels } from '../_lib/labels';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminNews' });
  return { title: t('title') };
}

/** /admin/news: the articles, newest first, each opening its own screen; below, the creation form. */
export default async function NewsListPage() {
  await requireAdminPage('/admin/news');
  const locale = await adminLocale();
  const [t, articles, tabs] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminNews' }),
    listNews(locale),
    languageTabsLabels(locale),
  ]);

  return (
    <>
      <AdminPageHeading back={t('back')} title={t('title')} intro={t('intro')} />
      <AdminTable
        className="mt-8"
        columns={[{ label: t('columns.cover'), className: 'w-24' }, { label: t('columns.title') }]}
        empty={t('empty')}
        isEmpty={articles.length === 0}
      >
        {articles.map((article) => (
          <ClickableRow key={article.id} href={`/admin/news/${article.id}`}>
            <td className="px-3 py-2">
              {article.image && article.image_type ? (
                <MediaView
                  media={{ url: article.image, type: article.image_type, width: 160, height: 120 }}
                  alt=""
                  sizes="64px"
                  className="h-12 w-16 rounded-sm bg-steel-50 object-cover"
                />
              ) : (
                <span className="block h-12 w-16 rounded-sm bg-steel-100" aria-label={t('noCover')} role="img" />
              )}
            </td>
            <td className="px-3 py-2">
              <Link href={`/admin/news/${article.id}`} className="font-medium hover:text-signal">
                {article.title}
              </Link>
            </td>
          </ClickableRow>
        ))}
      </AdminTable>
      <NewsCreateForm
        locale={locale}
        labels={{
          heading: t('create.heading'),
          intro: t('create.intro'),
          title: t('create.title'),
          submit: t('create.submit'),
          submitting: t('create.submitting'),
          failed: t('create.failed'),
          tabs,
        }}
      />
    </>
  );
}
