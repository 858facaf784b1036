import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { parseArchiveSegment } from '@/i18n/listing';
import type { Locale } from '@/i18n/locales';

import { archiveMetadata, NewsArchive } from '../../archive';

type Props = PageProps<'/[locale]/actualites/page/[page]'>;

/** The page a request names; the proxy rewrites `?page=2` to the segment `2` (src/i18n/listing.ts). */
async function pageOf(params: Props['params']) {
  const { locale, page } = await params;
  return { locale: locale as Locale, page: parseArchiveSegment(page) };
}

// Rendered on the first request for a page, then cached until the news change.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await pageOf(params);
  return archiveMetadata(locale, page);
}

/** A page of the news archive past the first. */
export default async function NewsArchivePageOf({ params }: Props) {
  const { locale, page } = await pageOf(params);
  setRequestLocale(locale);
  return <NewsArchive locale={locale} page={page} />;
}
