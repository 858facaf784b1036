import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';

import { MachineCard } from '@/components/machines/MachineCard';
import { MachineCatalogue } from '@/components/machines/MachineCatalogue.client';
import type { Locale } from '@/i18n/locales';
import { localizedMetadata } from '@/i18n/metadata';
import { sitePaths } from '@/i18n/paths';
import { listCategories } from '@/server/categories';
import { listMachines } from '@/server/machines';

type Props = PageProps<'/[locale]/nos-machines'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'MachinesPage' });
  // One page whatever the category filter (`?category=…`, read in the browser): its canonical is the unfiltered list.
  return localizedMetadata({ locale, path: sitePaths.machines, title: t('title'), description: t('intro') });
}

/** The machine catalogue, filtered by category in the browser. */
export default async function MachinesPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, machines, categories] = await Promise.all([
    getTranslations('MachinesPage'),
    listMachines(locale),
    listCategories(locale),
  ]);
  const cards = machines.map((machine) => (
    <li key={machine.id}>
      <MachineCard machine={machine} href={`/${locale}/machine/${machine.id}`} action={t('details')} />
    </li>
  ));

  return (
    <>
      <section className="bg-anthracite text-white">
        <div className="mx-auto max-w-6xl px-6 py-12 sm:py-16">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-steel-300">{t('intro')}</p>
        </div>
      </section>
      <section aria-labelledby="machines-results" className="mx-auto max-w-6xl px-6 py-10">
        {/* The cards' headings sit under this one, not straight under the page's title. */}
        <h2 id="machines-results" className="sr-only">
          {t('results')}
        </h2>
        {machines.length === 0 ? (
          <p className="text-steel-700">{t('empty')}</p>
        ) : (
          // Until the browser has read the URL's filter, every machine shows.
          <Suspense fallback={<ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{cards}</ul>}>
            <MachineCatalogue
              categories={categories.map(({ id, name }) => ({ id, name }))}
              machines={machines.map((machine) => ({
                id: machine.id,
                categoryIds: machine.categories.map((category) => category.id),
              }))}
              labels={{ filter: t('filter'), empty: t('empty'), allCategories: t('allCategories') }}
            >
              {cards}
            </MachineCatalogue>
          </Suspense>
        )}
      </section>
    </>
  );
}
