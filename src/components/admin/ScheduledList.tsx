import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { formatDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import type { ScheduledEvent } from '@/server/publication/overview';

const screens = { machine: '/admin/machine', news: '/admin/news' } as const;

/**
 * The dashboard's list of what goes on or off the site on its own: the next publications and unpublications,
 * soonest first, in Swiss time, each leading to its item's screen; "nothing scheduled" otherwise. `more`: there
 * are others, found through the lists' filter.
 */
export async function ScheduledList({
  events,
  more,
  locale,
}: {
  events: ScheduledEvent[];
  more: boolean;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'AdminScheduled' });
  return (
    <section
      aria-labelledby="scheduled-heading"
      className="mt-8 rounded-sm border border-steel-100 bg-white p-4 sm:p-6"
      data-testid="scheduled"
    >
      <h2 id="scheduled-heading" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-steel-700">{t('none')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-steel-700">{t('intro')}</p>
          <ol className="mt-3 divide-y divide-steel-100 text-sm">
            {events.map((event) => (
              <li
                key={`${event.kind}-${event.id}-${event.action}`}
                className="flex flex-col gap-x-4 gap-y-0.5 py-2 sm:flex-row sm:items-baseline"
              >
                <time dateTime={event.at} className="shrink-0 font-medium tabular-nums sm:w-56">
                  {formatDate(locale, event.at, 'appointment')}
                </time>
                <span className="shrink-0 text-steel-700 sm:w-56">{t(event.action)}</span>
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="text-steel-700">{t(event.kind)} </span>
                  <Link
                    href={`${screens[event.kind]}/${event.id}`}
                    className="font-medium underline-offset-2 hover:text-signal hover:underline"
                  >
                    {event.name}
                  </Link>
                </span>
              </li>
            ))}
          </ol>
          {more && (
            <p className="mt-3 text-sm">
              {t('more')}{' '}
              <Link href={`${screens.machine}?state=scheduled`} className="font-medium text-signal hover:underline">
                {t('allMachines')}
              </Link>
              {' · '}
              <Link href={`${screens.news}?state=scheduled`} className="font-medium text-signal hover:underline">
                {t('allNews')}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
