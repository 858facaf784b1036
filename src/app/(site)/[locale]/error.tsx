'use client';

import { useEffect } from 'react';

import { useErrorTexts } from '@/components/ErrorTexts.client';
import { ErrorView } from '@/components/ErrorView';
import { Button } from '@/components/ui/Button';

/**
 * A failure in the browser (a navigation whose page failed on the server): the error screen, with a retry that
 * renders the page again. A page that fails on the server's first answer gets the same screen from the server
 * (erreur/page.tsx).
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorTexts();
  useEffect(() => {
    // The server has logged the details; the digest ties this screen to that log line.
    if (error.digest) console.error(`Application error ${error.digest}`);
  }, [error]);

  return (
    <ErrorView
      title={t.title}
      message={t.message}
      retry={
        <Button variant="outline" size="lg" onClick={reset}>
          {t.retry}
        </Button>
      }
      // A full load (ErrorView's plain link), not a client navigation: the way out of a page that failed.
      home={{ href: t.homeHref, label: t.home }}
    />
  );
}
