import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Illustration } from '@/components/content/Illustration';
import { type DescriptionKey, type TimelineBlock, timeline } from '@/components/history/timeline';
import { PageHero } from '@/components/PageHero';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/components/seo/metadata';
import { pathOf } from '@/i18n/paths';

type Props = PageProps<'/[locale]/notre-histoire'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, 'history');
}

/** History: the banner and the timeline, entries alternating left and right on wide screens. */
export default async function HistoryPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('HistoryPage');

  function block(item: TimelineBlock, index: number) {
    const text = (key: DescriptionKey) => t(`entries.${key}`);
    switch (item.kind) {
      case 'paragraphs':
        return item.keys.map((key) => (
          <p key={key} className="leading-relaxed text-steel-700">
            {text(key)}
          </p>
        ));
      case 'highlight':
        return (
          <p key={index} className="font-semibold text-signal">
            {text(item.key)}
          </p>
        );
      case 'link':
        return (
          <p key={index}>
            <a href={pathOf(locale, item.page)} className="font-medium text-signal underline-offset-4 hover:underline">
              {text(item.key)} →
            </a>
          </p>
        );
    }
  }

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <ol className="relative mx-auto max-w-6xl px-6 py-16 before:absolute before:top-16 before:bottom-16 before:left-6 before:w-px before:bg-steel-300 lg:before:left-1/2">
        {timeline.map((entry, index) => (
          <li key={entry.key} className="relative pb-16 pl-8 last:pb-0 lg:grid lg:grid-cols-2 lg:gap-16 lg:pl-0">
            <span
              aria-hidden="true"
              className="absolute top-2 left-[-5px] h-3 w-3 rounded-full bg-signal lg:left-[calc(50%-6px)]"
            />
            <div className={index % 2 === 1 ? 'lg:order-2 lg:pl-4' : 'lg:pr-4'}>
              <Illustration
                name={`history-${entry.key}`}
                alt={t(`entries.${entry.key}.imageAlt`)}
                sizes="(min-width: 1024px) 520px, 100vw"
              />
            </div>
            <article className={`mt-6 space-y-4 lg:mt-0 ${index % 2 === 1 ? 'lg:pr-4 lg:text-right' : 'lg:pl-4'}`}>
              <h2 className="text-3xl font-semibold tracking-tight tabular-nums">{t(`entries.${entry.key}.title`)}</h2>
              <p className="text-lg font-medium">{t(`entries.${entry.key}.subtitle`)}</p>
              {entry.description.map((item, position) => block(item, position))}
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
