'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { Link } from '@/i18n/navigation';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button';

/** An unexpected failure: a translated message and a way back, never the error itself. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    // The server has logged the details; the digest ties this screen to that log line.
    if (error.digest) console.error(`Application error ${error.digest}`);
  }, [error]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-lg text-steel-700">{t('message')}</p>
      <div className="mt-10 flex gap-4">
        <Button variant="outline" size="lg" onClick={reset}>
          {t('retry')}
        </Button>
        <Link href="/" className={buttonClass('primary', 'lg')}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
