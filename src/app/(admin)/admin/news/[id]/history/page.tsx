import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { loadOrNotFound } from '@/app/_lib/load-or-not-found';
import { HistoryScreen } from '@/components/admin/HistoryScreen';
import { freshNews } from '@/server/news/articles';

import { adminWhoMay, requireAdminPage } from '../../../_lib/auth';
import { adminLocale } from '../../../_lib/locale';

type Props = PageProps<'/admin/news/[id]/history'>;

export async function generateMetadata(): Promise<Metadata> {
  if (!(await adminWhoMay('content'))) return {};
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'AdminHistory' });
  return { title: t('newsTitle') };
}

/** /admin/news/{id}/history: every change of the article, its cover and its content blocks, to restore from. */
export default async function NewsHistoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdminPage(`/admin/news/${id}/history`, 'content');
  const locale = await adminLocale();
  const [t, article] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminHistory' }),
    loadOrNotFound(id, (found) => freshNews(found, locale)),
  ]);
  return (
    <HistoryScreen
      kind="news"
      id={article.id}
      version={article.version}
      title={t('heading', { name: article.title })}
      back={{ label: t('backToItem', { name: article.title }), href: `/admin/news/${article.id}` }}
      path={`/admin/news/${article.id}/history`}
      query={await searchParams}
      locale={locale}
      partNames={Object.fromEntries(article.content.map((block) => [`content.${block.id}`, block.title]))}
    />
  );
}
