import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { loadOrNotFound } from '@/app/_lib/load-or-not-found';
import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { ErrorLine } from '@/components/admin/ErrorLine.client';
import { ItemVersionProvider } from '@/components/admin/ItemVersion.client';
import { MachineCategories } from '@/components/admin/MachineCategories.client';
import { MachineEditForm } from '@/components/admin/MachineEditForm.client';
import { MachineItems } from '@/components/admin/MachineItems.client';
import { MeasuredCharacteristicForm } from '@/components/admin/MeasuredCharacteristicForm.client';
import type { MachineItem } from '@/components/admin/machine-items';
import { MachinePictures } from '@/components/admin/MachinePictures';
import { PublicationPanel } from '@/components/admin/PublicationPanel.client';
import { TranslationEditingProvider } from '@/components/admin/TranslationEditing.client';
import { languageNames, type Locale, locales } from '@/i18n/locales';
import { datasheetPath, machinePath } from '@/i18n/paths';
import type { MachineItemKind } from '@/schemas/machine';
import { listCategories } from '@/server/catalogue/categories';
import { listCharacteristicTypes } from '@/server/catalogue/characteristic-types';
import { draftMachine } from '@/server/catalogue/machines';
import { editMark } from '@/server/history';
import { publicationOf, readAsDrafted } from '@/server/publication/publish';
import { itemTranslations } from '@/server/translations';
import { suggestionsAvailable } from '@/server/translations/suggestions';

import { editableLanguages, may } from '@/server/auth/roles';

import { adminWhoMay, requireAdminPage } from '../../_lib/auth';
import { adminLocale } from '../../_lib/locale';
import { machineEditValues } from '../_lib/values';

type Props = PageProps<'/admin/machine/[id]'>;

/** The machine as its draft makes it (never a cached copy: the admin edits it), or the not-found page. */
const loadMachine = cache(async (id: string, locale: Locale) =>
  loadOrNotFound(id, (found) => draftMachine(found, locale)),
);

/**
 * The latest change the screen will show, then the machine as its draft makes it: read in this order, a save made in
 * between is one the screen's saves are checked against, never one they could overwrite unseen.
 */
const loadForEditing = (id: string, locale: Locale) =>
  loadOrNotFound(id, async (found) => {
    const mark = await editMark('machine', found);
    return { mark, machine: await draftMachine(found, locale) };
  });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // For a request the page refuses (no session, a role without it), nothing about the machine is read.
  if (!(await adminWhoMay('texts'))) return {};
  const locale = await adminLocale();
  const [t, machine] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminMachine' }),
    loadMachine((await params).id, locale),
  ]);
  return { title: t('title', { name: machine.name }) };
}

/**
 * /admin/machine/{id}: the machine's fields, categories, advantages, options, technical characteristics and pictures.
 * `?created=1`: the machine was just created on the list, which the page says.
 */
export default async function MachinePage({ params, searchParams }: Props) {
  const { id } = await params;
  const created = (await searchParams).created === '1';
  const admin = await requireAdminPage(`/admin/machine/${id}`, 'texts');
  // A translator sees the texts: the rest of the screen is the catalogue's (editors and owners).
  const content = may(admin, 'content');
  const locale = await adminLocale();
  const [t, { mark, machine }, categories, types] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminMachine' }),
    loadForEditing(id, locale),
    listCategories(locale),
    listCharacteristicTypes(locale),
  ]);
  const [translations, publication] = await Promise.all([
    // The states of the texts the screen shows: the draft's.
    readAsDrafted('machine', machine.id, (tx) => itemTranslations('machine', machine.id, tx)),
    publicationOf('machine', machine.id),
  ]);
  const own = new Set(machine.categories.map((category) => category.id));
  const section = (
    kind: MachineItemKind,
    list: typeof machine.advantages | typeof machine.options,
    children?: React.ReactNode,
  ) => (
    <MachineItems
      kind={kind}
      machineId={machine.id}
      // The editor shows every language itself; which one the site falls back to is the public pages' concern.
      items={list.map(
        (item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'fallback')) as MachineItem,
      )}
      locale={locale}
    >
      {children}
    </MachineItems>
  );

  return (
    <TranslationEditingProvider
      items={translations}
      suggest={suggestionsAvailable()}
      locale={locale}
      editable={editableLanguages(admin)}
      manage={content}
    >
      {/* Every save says the latest change its form was shown from: a colleague's change since is not overwritten. */}
      <ItemVersionProvider version={mark}>
        <AdminPageHeading
          back={content ? { label: t('back'), href: '/admin/machine' } : undefined}
          title={t('title', { name: machine.name })}
          site={{ label: t('viewOnSite'), href: machinePath(locale, machine.id) }}
          history={content ? { label: t('history'), href: `/admin/machine/${machine.id}/history` } : undefined}
        />
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <span className="text-steel-700">{t('datasheets')}</span>
          {locales.map((language) => (
            <a
              key={language}
              href={datasheetPath(language, machine.id)}
              download
              lang={language}
              className="font-medium text-signal underline-offset-2 hover:underline"
            >
              {languageNames[language]}
            </a>
          ))}
        </p>
        {created && (
          <p
            role="status"
            className="mt-4 rounded-sm border border-green-700 bg-green-50 px-4 py-3 text-sm font-medium"
          >
            {t('created')}
          </p>
        )}
        {content && <PublicationPanel kind="machine" id={machine.id} publication={publication} locale={locale} />}
        <ErrorLine sticky className="mt-4" />
        <section aria-label={t('edit')} className="mt-6">
          <MachineEditForm id={machine.id} values={machineEditValues(machine)} locale={locale} />
        </section>
        {content && (
          <MachineCategories
            machineId={machine.id}
            categories={machine.categories}
            available={categories.filter((category) => !own.has(category.id)).map(({ id, name }) => ({ id, name }))}
            locale={locale}
          />
        )}
        {section('advantages', machine.advantages)}
        {section('options', machine.options)}
        {section(
          'technicalCharacteristics',
          machine.technical_characteristics,
          <MeasuredCharacteristicForm
            machineId={machine.id}
            types={types.map(({ id, name, unit, symbol }) => ({ id, name, unit, symbol }))}
          />,
        )}
        {content && <MachinePictures machineId={machine.id} pictures={machine.pictures} locale={locale} />}
      </ItemVersionProvider>
    </TranslationEditingProvider>
  );
}
