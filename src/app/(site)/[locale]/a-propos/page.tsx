import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Illustration } from '@/components/content/Illustration';
import { RequestForm, RequestSection } from '@/components/forms/RequestForm';
import { PageHero } from '@/components/PageHero';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/components/seo/metadata';
import { pathOf } from '@/i18n/paths';

type Props = PageProps<'/[locale]/a-propos'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, 'about');
}

/** About: hero, an image with two paragraphs, a quote, an image, the quote form. */
export default async function AboutPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('AboutPage');

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <section
        aria-labelledby="story-title"
        className="mx-auto grid max-w-6xl gap-10 px-6 py-16 lg:grid-cols-2 lg:items-center"
      >
        <Illustration name="about-workshop" alt={t('workshopAlt')} sizes="(min-width: 1024px) 536px, 100vw" />
        <div>
          <h2 id="story-title" className="text-2xl font-semibold tracking-tight">
            {t('storyTitle')}
          </h2>
          <p className="mt-6 leading-relaxed text-steel-700">{t('p1')}</p>
          <p className="mt-4 leading-relaxed text-steel-700">{t('p2')}</p>
        </div>
      </section>
      <div className="bg-anthracite text-white">
        {/* The caption a direct child of its figure, so that it captions it. */}
        <figure className="mx-auto max-w-4xl px-6 py-16">
          <blockquote className="border-l-4 border-signal-bright pl-6 text-2xl leading-snug font-medium sm:text-3xl">
            <p>{t('quote')}</p>
          </blockquote>
          <figcaption className="mt-6 pl-7 text-steel-300">{t('quoteAuthor')}</figcaption>
        </figure>
      </div>
      <div className="mx-auto max-w-6xl px-6 py-16">
        <Illustration name="about-team" alt={t('teamAlt')} sizes="(min-width: 1152px) 1104px, 100vw" />
      </div>
      <RequestSection id="quote-title" title={t('quoteTitle')} intro={t('quoteIntro')}>
        <RequestForm kind="serviceQuote" page={pathOf(locale, 'about')} />
      </RequestSection>
    </>
  );
}
