import { getTranslations, setRequestLocale } from 'next-intl/server';

import { MachineCard } from '@/components/machines/MachineCard';
import type { Locale } from '@/i18n/locales';
import { listMachines } from '@/server/machines';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, machines] = await Promise.all([getTranslations('HomePage'), listMachines(locale)]);

  return (
    <>
      <section className="bg-anthracite text-white">
        <div className="mx-auto max-w-6xl px-6 py-16 sm:py-24">
          <h1 className="max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-steel-300">{t('intro')}</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-6 py-16" aria-labelledby="machines-title">
        <h2 id="machines-title" className="text-2xl font-semibold tracking-tight">
          {t('machinesTitle')}
        </h2>
        {machines.length === 0 ? (
          <p className="mt-6 text-steel-700">{t('noMachines')}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {machines.map((machine) => (
              <li key={machine.id}>
                <MachineCard machine={machine} href={`/${locale}/machine/${machine.id}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
