import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { MachineDetails } from '@/components/machines/MachineDetails';
import { NewsArticle } from '@/components/news/NewsArticle';
import { previewExpiredMetadata } from '@/components/PreviewExpired';
import { formatDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import { previewMachine } from '@/server/catalogue/machines';
import { NotFoundError } from '@/server/errors';
import { draftNews } from '@/server/news/articles';
import { readPreviewToken } from '@/server/publication/preview';

type Props = PageProps<'/[locale]/apercu/[token]'>;

// A draft is read at every request and never kept: not by the app, nor (its Cache-Control) by nginx or a CDN.
export const dynamic = 'force-dynamic';

/** What the link opens: the draft's page in the link's language, or null (altered, expired, deleted since). */
async function findPreview(params: Props['params']) {
  const { locale, token } = (await params) as { locale: Locale; token: string };
  const target = readPreviewToken(decodeURIComponent(token));
  if (!target || target.language !== locale) return { locale, found: null };
  try {
    const found =
      target.kind === 'machine'
        ? { kind: 'machine' as const, machine: await previewMachine(target.id, locale) }
        : { kind: 'news' as const, article: await draftNews(target.id, locale) };
    return { locale, found, expires: target.expires };
  } catch (error) {
    if (error instanceof NotFoundError) return { locale, found: null };
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await findPreview(params);
  if (!found) return previewExpiredMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'PreviewPage' });
  const title = found.kind === 'machine' ? found.machine.name : found.article.title;
  return { title: t('title', { title }), robots: { index: false, follow: false } };
}

/**
 * The public page of a machine or an article as its draft would make it once published, with a banner saying it is
 * a preview: what a signed preview link opens (publication/preview.ts), for whoever has it.
 */
export default async function PreviewPage({ params }: Props) {
  const { locale, found, expires } = await findPreview(params);
  // Its item deleted since: the page an expired link shows, whose 404 a page rendered at every request cannot give.
  if (!found) redirect(`/${locale}/apercu-invalide`);
  setRequestLocale(locale);
  const t = await getTranslations('PreviewPage');
  return (
    <>
      <div role="status" className="border-b border-amber-300 bg-amber-50 px-6 py-3 text-center text-sm print:hidden">
        <strong className="font-semibold">{t('banner')}</strong>{' '}
        <span className="text-steel-700">{t('note', { date: formatDate(locale, expires!, 'moment') })}</span>
      </div>
      {found.kind === 'machine' ? (
        <MachineDetails locale={locale} machine={found.machine} entry={undefined} />
      ) : (
        <NewsArticle locale={locale} article={found.article} entry={undefined} />
      )}
    </>
  );
}
