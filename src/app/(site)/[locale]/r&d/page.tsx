import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Illustration } from '@/components/content/Illustration';
import { DescriptionSection, MarkedList } from '@/components/content/Sections';
import { RequestForm, RequestSection } from '@/components/forms/RequestForm';
import { PageHero } from '@/components/PageHero';
import { ProjectList } from '@/components/research/ProjectList.client';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/components/seo/metadata';
import { pathOf } from '@/i18n/paths';

type Props = PageProps<'/[locale]/r&d'>;

const bullets = ['mechanical', 'hydraulic', 'electrical', 'simulation'] as const;
const projects = ['woodChip', 'press', 'testBench', 'lifting', 'control'] as const;
const images = ['one', 'two', 'three'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, 'research');
}

/** R&D: description with four fields and an image, five projects two at a time, quote form. */
export default async function ResearchPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('ResearchPage');

  const articles = projects.map((key, index) => (
    <article key={key} aria-labelledby={`project-${key}`} className="grid gap-8 lg:grid-cols-2 lg:items-center">
      <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
        <h3 id={`project-${key}`} className="text-xl font-semibold">
          {t(`projects.${key}.title`)}
        </h3>
        <p className="mt-4 leading-relaxed text-steel-700">{t(`projects.${key}.description1`)}</p>
        <p className="mt-4 leading-relaxed text-steel-700">{t(`projects.${key}.description2`)}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {images.map((image, number) => (
          <Illustration
            key={image}
            name={`rd-${key}-${number + 1}`}
            alt={t(`projects.${key}.images.${image}`)}
            sizes={number === 0 ? '(min-width: 1024px) 536px, 100vw' : '(min-width: 1024px) 262px, 50vw'}
            className={number === 0 ? 'col-span-2' : ''}
          />
        ))}
      </div>
    </article>
  ));

  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <DescriptionSection
        title={t('descriptionTitle')}
        illustration={{ name: 'research-fem', alt: t('illustrationAlt') }}
      >
        <p className="mt-6 leading-relaxed text-steel-700">{t('description')}</p>
        <MarkedList items={bullets.map((key) => ({ key, text: t(`bullets.${key}`) }))} />
      </DescriptionSection>
      <section aria-labelledby="projects-title" className="border-t border-steel-100">
        <div className="mx-auto max-w-6xl px-6 py-16">
          <h2 id="projects-title" className="text-2xl font-semibold tracking-tight">
            {t('projectsTitle')}
          </h2>
          <div className="mt-10">
            <ProjectList projects={articles} labels={{ more: t('loadMore'), less: t('loadLess') }} />
          </div>
        </div>
      </section>
      <RequestSection id="quote-title" title={t('quoteTitle')} intro={t('quoteIntro')}>
        <RequestForm kind="serviceQuote" page={pathOf(locale, 'research')} />
      </RequestSection>
    </>
  );
}
