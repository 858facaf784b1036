import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

import { archiveMetadata, NewsArchive } from './archive';

type Props = PageProps<'/[locale]/actualites'>;

// The archive's first page. Its other pages (`?page=…`) are rewritten by the proxy to ./page/[page], so that this
// page, like them, never reads the query and is cached once rendered.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return archiveMetadata((await params).locale as Locale, 1);
}

/** The news archive: its first page. */
export default async function NewsArchivePage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <NewsArchive locale={locale} page={1} />;
}
