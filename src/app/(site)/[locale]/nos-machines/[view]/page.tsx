import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { parseListingSegment } from '@/i18n/listing';
import type { Locale } from '@/i18n/locales';

import { listingMetadata, MachineListing } from '../listing';

type Props = PageProps<'/[locale]/nos-machines/[view]'>;

/** The view a request names; the proxy rewrites `?category=3&page=2` to the segment `3-2` (src/i18n/listing.ts). */
async function viewOf(params: Props['params']) {
  const { locale, view } = await params;
  return { locale: locale as Locale, view: parseListingSegment(view) };
}

// Rendered on the first request for a view, then cached until the machines or categories change.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view } = await viewOf(params);
  return listingMetadata(locale, view);
}

/** A page of the catalogue, of every category or of one. */
export default async function MachinesViewPage({ params }: Props) {
  const { locale, view } = await viewOf(params);
  setRequestLocale(locale);
  return <MachineListing locale={locale} view={view} />;
}
