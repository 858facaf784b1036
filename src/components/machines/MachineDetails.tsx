import { getTranslations } from 'next-intl/server';

import { FallbackNotice } from '@/components/FallbackNotice';
import { keepUnitsWithNumbers, WholeModelNames } from '@/components/KeepTogether';
import { requestFormConstraints, requestFormLabels } from '@/components/forms/request-form-texts';
import { BackToListing } from '@/components/machines/BackToListing.client';
import { CategoryNames } from '@/components/machines/CategoryNames';
import { MachineGallery } from '@/components/machines/MachineGallery';
import { MachineQuote } from '@/components/machines/MachineQuote.client';
import { FormattedText } from '@/components/FormattedText';
import { listingHref } from '@/i18n/listing-address';
import { formatPrice } from '@/i18n/measures';
import type { Locale } from '@/i18n/locales';
import { cardPath, languageLinks, summarize } from '@/components/seo/metadata';
import { PrintedAddress } from '@/components/PrintedAddress';
import { plainText } from '@/markdown/plain-text';
import { datasheetPath, machinePage, machinePath, quoteListPath } from '@/i18n/paths';
import { quoteListButtonLabels } from '@/components/quote-list/labels';
import { AddToQuoteList } from '@/components/quote-list/AddToQuoteList.client';
import { OpenSectionsForPrint } from '@/components/PrintSupport.client';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbData, productData, videoData } from '@/components/seo/structured-data';
import { readConfig } from '@/server/config';
import type { PublicMachine } from '@/server/catalogue/machines';
import type { PageEntry } from '@/server/db/written';

/**
 * A machine's page: pictures, name, categories, description and three sections, closed at first. The public page
 * and the preview of a draft show it; `entry` is the machine's sitemap entry (its languages and last change).
 */
export async function MachineDetails({
  locale,
  machine,
  entry,
}: {
  locale: Locale;
  machine: PublicMachine;
  entry: PageEntry | undefined;
}) {
  const [t, datasheet, quote, formLabels, nav, listing, addLabels] = await Promise.all([
    getTranslations('MachinePage'),
    getTranslations('Datasheet'),
    getTranslations('MachineQuote'),
    requestFormLabels(),
    getTranslations('Navigation'),
    getTranslations('MachinesPage'),
    quoteListButtonLabels(locale),
  ]);
  const untranslated = entry !== undefined && !entry.languages.includes(locale);
  const { siteUrl } = readConfig();
  const links = (path: string) => languageLinks(path)[locale];
  const pageUrl = links(machinePage(machine.id));
  const main = machine.pictures[0];
  const structuredData = [
    productData(siteUrl, pageUrl, machine),
    breadcrumbData([
      { name: nav('home'), url: links('') },
      { name: listing('title'), url: links('/nos-machines') },
      { name: machine.name, url: pageUrl },
    ]),
    ...(main?.type.startsWith('video/')
      ? [
          videoData(siteUrl, {
            name: machine.name,
            description: main.description || summarize(plainText(machine.description)),
            url: main.url,
            thumbnailUrl: cardPath(locale, machinePage(machine.id)),
            // Every listed machine has its date; the machine page and the list are expired together.
            uploaded: new Date(entry?.updatedAt ?? 0),
          }),
        ]
      : []),
  ];
  const sections = [
    {
      title: t('advantages'),
      body: (
        <ul className="list-disc space-y-2 pl-5">
          {machine.advantages.map((advantage) => (
            <li key={advantage.id} lang={advantage.fallback.description}>
              {advantage.description}
            </li>
          ))}
        </ul>
      ),
      count: machine.advantages.length,
    },
    {
      title: t('technicalCharacteristics'),
      body: <NameValueTable rows={machine.technical_characteristics} />,
      count: machine.technical_characteristics.length,
    },
    { title: t('options'), body: <NameValueTable rows={machine.options} />, count: machine.options.length },
  ].filter((section) => section.count > 0);

  return (
    <div className="mx-auto max-w-6xl px-6 py-10 sm:py-16">
      <JsonLd data={structuredData} />
      <OpenSectionsForPrint />
      <BackToListing
        href={listingHref(locale, { page: 1 })}
        className="text-sm font-medium text-signal hover:text-anthracite print:hidden"
      >
        ← {t('back')}
      </BackToListing>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <MachineGallery
          pictures={machine.pictures}
          labels={{
            gallery: t('gallery'),
            previous: t('previous'),
            next: t('next'),
            show: t.raw('show') as string,
            enlarge: t('enlarge'),
            enlarged: t('enlarged'),
            close: t('closePicture'),
          }}
        />
        <div>
          <h1 lang={machine.fallback.name} className="text-3xl font-semibold tracking-tight [overflow-wrap:anywhere]">
            <WholeModelNames text={machine.name} />
          </h1>
          {untranslated && <FallbackNotice locale={locale} />}
          {machine.categories.length > 0 && (
            <p className="mt-2 text-steel-700">
              <CategoryNames categories={machine.categories} />
            </p>
          )}
          <p className="mt-2 font-medium tabular-nums">
            {machine.price ? t('price', { price: formatPrice(machine.price, locale) }) : t('priceOnRequest')}
          </p>
          <FormattedText
            text={machine.description}
            lang={machine.fallback.description}
            className="mt-6 space-y-4 leading-relaxed text-steel-700"
          />
          <MachineQuote
            labels={{ ...formLabels, open: quote('open'), title: quote('title'), close: quote('close') }}
            constraints={requestFormConstraints('machineQuote')}
            page={machinePath(locale, machine.id)}
            machine={{
              initial: { id: machine.id, name: machine.name },
              searchUrl: `/api/machine/search?lang=${locale}`,
            }}
          />
          <div className="mt-4 print:hidden">
            <AddToQuoteList machineId={machine.id} listHref={quoteListPath(locale)} labels={addLabels} />
          </div>
          <a
            href={datasheetPath(locale, machine.id)}
            download
            className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-signal hover:text-anthracite print:hidden"
          >
            <span aria-hidden="true">↓</span>
            {datasheet('download')}
          </a>
          <div className="mt-8 divide-y divide-steel-100 border-y border-steel-100">
            {sections.map((section) => (
              <details key={section.title} className="group py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between font-medium">
                  <h2>{section.title}</h2>
                  <span aria-hidden="true" className="transition-transform duration-200 group-open:rotate-90">
                    ›
                  </span>
                </summary>
                <div className="pt-4">{section.body}</div>
              </details>
            ))}
          </div>
        </div>
      </div>
      <PrintedAddress url={pageUrl} />
    </div>
  );
}

/** Technical characteristics and options: name and value rows, figures aligned. */
function NameValueTable({ rows }: { rows: PublicMachine['options'] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <tbody className="divide-y divide-steel-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" lang={row.fallback.name} className="py-2 pr-4 font-normal text-steel-700">
                {row.name}
              </th>
              <td lang={row.fallback.value} className="py-2 font-medium tabular-nums">
                {keepUnitsWithNumbers(row.value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
