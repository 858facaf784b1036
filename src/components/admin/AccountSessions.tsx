import { getFormatter, getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import type { SessionListing } from '@/server/auth/sessions';

import { EndOtherSessions, RevokeSession } from './SessionButtons.client';
import { describeUserAgent } from './user-agent';

/**
 * The account screen's list of the person's open sessions: the device (browser and system, from the user agent),
 * the address, when it logged in and was last active, this one marked; each other one with its button to sign it
 * out, and one for all the others.
 */
export async function AccountSessions({ sessions, locale }: { sessions: SessionListing[]; locale: Locale }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminSessions' }),
    getFormatter({ locale }),
  ]);
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section
      aria-labelledby="sessions-title"
      className="mt-8 max-w-2xl space-y-4 rounded-sm border border-steel-100 bg-white p-6"
      data-testid="sessions"
    >
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-steel-700">{t('intro')}</p>
      <ul className="divide-y divide-steel-100 border-y border-steel-100">
        {sessions.map((session) => {
          const { browser, system } = describeUserAgent(session.userAgent);
          const device = t('device', {
            browser: browser ?? t('unknownBrowser'),
            system: system ?? t('unknownSystem'),
          });
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-steel-100 px-2 py-0.5 text-xs font-semibold">
                      {t('thisSession')}
                    </span>
                  )}
                </p>
                <p className="text-steel-700">
                  {t('lastSeen', { time: when(session.lastSeenAt) })} ·{' '}
                  {t('signedIn', { time: when(session.createdAt) })}
                </p>
                <p className="text-steel-700 tabular-nums">{t('address', { address: session.address })}</p>
              </div>
              {!session.current && <RevokeSession id={session.id} device={device} />}
            </li>
          );
        })}
      </ul>
      {others > 0 ? <EndOtherSessions /> : <p className="text-sm text-steel-700">{t('only')}</p>}
    </section>
  );
}
