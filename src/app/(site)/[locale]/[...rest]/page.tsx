import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { NotFoundPage } from '@/components/NotFoundPage';
import { isLocale } from '@/i18n/locales';
import { notFoundMetadata } from '@/components/seo/metadata';

type Props = PageProps<'/[locale]/[...rest]'>;

// Rendered on the first request for a path, then cached, like the other pages: the render in which the
// not-found page gets its 404 status (see NotFoundPage).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

/** Any path under a language that no page answers: the language's not-found page, with a 404 status. */
export default async function UnknownPage({ params }: Props) {
  const { locale } = await params;
  // Outside the five languages the layout shows the not-found page itself.
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return <NotFoundPage locale={locale} />;
}
