import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

import { listingMetadata, MachineListing } from './listing';

type Props = PageProps<'/[locale]/nos-machines'>;

// The first page of every machine. Its other views (`?category=…&page=…`) are rewritten by the proxy to ./[view],
// so that this page, like them, never reads the query and is cached once rendered.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata((await params).locale as Locale, { page: 1 });
}

/** The machine catalogue: its first page, every category. */
export default async function MachinesPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <MachineListing locale={locale} view={{ page: 1 }} />;
}
