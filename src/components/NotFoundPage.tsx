import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';

import type { Locale } from '@/i18n/locales';
import { pathOf } from '@/i18n/paths';

import { NotFoundView } from './NotFoundView';
import { ServerOnlySignal } from './ServerOnlySignal.client';

/** The not-found screen of the public site in `locale`: what the page shows in place of what does not exist. */
export async function LocalizedNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <NotFoundView
      code={t('code')}
      title={t('title')}
      message={t('message')}
      home={{ href: pathOf(locale, 'home'), label: t('home') }}
    />
  );
}

/**
 * The not-found page as a page of the site renders it (an unknown path, machine or article), in its layout,
 * answered with 404; `children`, a screen of its own in place of the usual one (an expired preview link).
 *
 * Why not just `notFound()`: it throws, and React's server rendering runs no error boundary, so a throw that no
 * Suspense boundary surrounds fails the whole document; Next.js then answers an empty `<html id="__next_error__">`
 * with the 404 status, and the not-found page appears only once JavaScript has run (vercel/next.js#62228). So the
 * page renders the not-found screen itself, and `notFound()` is thrown in a Suspense boundary of its own, where
 * it only does what is left: the status. The site's pages are rendered on their first request and then cached
 * (their `generateStaticParams`), and in that kind of render Next.js answers 404 when a boundary threw
 * `notFound()`, keeping the document around it; a route rendered at every request instead (one that reads cookies,
 * say) would answer 200, which e2e/not-found.spec.ts would catch. In the browser the throw is ignored: the screen
 * is already there. Left open: when two first requests for the same unknown page arrive at the same moment, the
 * browser of one of them may report React's #419 (the boundary switched to client rendering) on hydration; the
 * screen is the same, only the report is extra.
 */
export function NotFoundPage({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return (
    <>
      {children ?? <LocalizedNotFound locale={locale} />}
      <Suspense fallback={null}>
        <ServerOnlySignal>
          <NotFoundStatus />
        </ServerOnlySignal>
      </Suspense>
    </>
  );
}

async function NotFoundStatus(): Promise<never> {
  notFound();
}
