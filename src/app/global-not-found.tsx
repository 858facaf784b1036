import './site.css';

import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';

import { fontVariables } from '@/app/fonts';
import { NotFoundView } from '@/components/NotFoundView';
import { isLocale, languageCookie, routingFallbackLocale } from '@/i18n/locales';

/** A path outside the public site (admin, API, media) that no route answers, in the stored language. */
export default async function GlobalNotFound() {
  const stored = (await cookies()).get(languageCookie)?.value;
  const locale = isLocale(stored) ? stored : routingFallbackLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <main>
          <NotFoundView
            code={t('code')}
            title={t('title')}
            message={t('message')}
            home={{ href: `/${locale}`, label: t('home') }}
          />
        </main>
      </body>
    </html>
  );
}
