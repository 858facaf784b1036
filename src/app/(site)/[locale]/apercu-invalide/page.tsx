import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { PreviewExpired, previewExpiredMetadata } from '@/components/PreviewExpired';
import { isLocale, routingFallbackLocale } from '@/i18n/locales';

type Props = PageProps<'/[locale]/apercu-invalide'>;

// Rendered on its first request in each language, then cached: the render in which a not-found page gets its 404
// status (see NotFoundPage). It shows nothing of any item, so every expired link shares it.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return previewExpiredMetadata(isLocale(locale) ? locale : routingFallbackLocale);
}

/** Where the proxy sends an expired, altered or misaddressed preview link (src/proxy.ts): its 404 page. */
export default async function PreviewExpiredPage({ params }: Props) {
  const { locale } = await params;
  // Outside the five languages the layout shows the not-found page itself.
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return <PreviewExpired locale={locale} />;
}
