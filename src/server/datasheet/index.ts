/**
 * A machine's datasheet: an A4 PDF in one language, made from the catalogue's records, cached like the machine's
 * page and expired by the same tags, so that the next download after a change shows it.
 */
import 'server-only';

import { createTranslator } from 'next-intl';
import { unstable_cache } from 'next/cache';
import slugify from 'slugify';

import { renderDatasheet } from '@/server/datasheet/layout/render';
import { company } from '@/config/company';
import { formatDate } from '@/i18n/dates';
import { colon, formatLocale, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { machinePath } from '@/i18n/paths';
import { parseFormatted } from '@/markdown/formatted';
import { absoluteUrl } from '@/server/http/site-url';

import { cacheTags } from '../cache/tags';
import { coalesced } from '../coalesce';
import { workQueue } from '../work-queue';
import { readConfig } from '../config';
import { listMachineIndex } from '../catalogue/machine-lists';
import { getPublicMachine } from '../catalogue/machines';
import { printPictures } from './print-pictures';

/**
 * The font has no narrow no-break space (U+202F, which French puts before `:` and inside « »): a no-break space
 * keeps the words together in its place.
 */
const printable = (text: string) => text.replaceAll('\u202F', '\u00A0');

const printableRow = (row: { name: string; value: string }) => ({
  name: printable(row.name),
  value: printable(row.value),
});

async function makeDatasheet(id: number, locale: Locale): Promise<{ pdf: string; name: string }> {
  const [machine, dates, pictures, messages] = await Promise.all([
    getPublicMachine(id, locale),
    listMachineIndex(),
    printPictures(id),
    loadMessages(locale),
  ]);
  const t = createTranslator({ locale, messages, namespace: 'Datasheet' });
  // The page's and the footer's words where the datasheet says the same.
  const page = createTranslator({ locale, messages, namespace: 'MachinePage' });
  const footer = createTranslator({ locale, messages, namespace: 'Footer' });
  const pageUrl = absoluteUrl(machinePath(locale, id));
  const updatedAt = dates.find((entry) => entry.id === id)?.updatedAt;
  const date = formatDate(locale, updatedAt ?? new Date(), 'day');
  const label = (text: string) => printable(`${text}${colon(locale)}`);
  const pdf = await renderDatasheet({
    locale,
    company: {
      name: company.name,
      address: [company.address.street, `${company.address.postalCode} ${company.address.locality}`],
      phone: company.phone,
      email: company.email,
      website: new URL(readConfig().siteUrl).host,
    },
    machine: {
      name: printable(machine.name),
      categories: machine.categories.map((category) => printable(category.name)),
      description: parseFormatted(printable(machine.description)),
      advantages: machine.advantages.map((advantage) => printable(advantage.description)),
      technicalCharacteristics: machine.technical_characteristics.map(printableRow),
      options: machine.options.map(printableRow),
    },
    pictures,
    url: pageUrl,
    labels: {
      title: printable(t('title')),
      phone: label(footer('phone')),
      email: label(footer('email')),
      description: printable(t('description')),
      advantages: printable(page('advantages')),
      technicalCharacteristics: printable(page('technicalCharacteristics')),
      options: printable(page('options')),
      name: printable(t('name')),
      value: printable(t('value')),
      dataOf: printable(t('dataOf', { date })),
      page: (number, pages) => printable(t('page', { page: number, pages })),
    },
  });
  // Cached entries are stored as JSON.
  return { pdf: Buffer.from(pdf).toString('base64'), name: machine.name };
}

/**
 * Visitors asking at once for a datasheet that is not cached (a link shared in a meeting) wait for one making in
 * this process instead of each laying out the same PDF.
 */
const makeOnce = coalesced(
  // Through the datasheets' queue (work-queue.ts): GateBusyError when too many are being made at once.
  (id: number, locale: Locale) => workQueue('datasheet').run(() => makeDatasheet(id, locale)),
  (id, locale) => `${id}|${locale}`,
);

const cachedDatasheet = (id: number, locale: Locale) =>
  unstable_cache(makeOnce, ['datasheet'], { tags: [cacheTags.machine(id), cacheTags.categories] })(id, locale);

export interface DatasheetFile {
  pdf: Uint8Array<ArrayBuffer>;
  /** `{machine-name}-{lang}.pdf`, in the name's own letters, and in ASCII for the clients that read no other. */
  fileName: { unicode: string; ascii: string };
}

/** The machine's datasheet in `locale` and the file name to save it under, or NotFoundError. */
export async function getDatasheet(id: number, locale: Locale): Promise<DatasheetFile> {
  const { pdf, name } = await cachedDatasheet(id, locale);
  return { pdf: new Uint8Array(Buffer.from(pdf, 'base64')), fileName: datasheetFileName(id, name, locale) };
}

/**
 * The file name of a datasheet: the machine's name in lower case, each run of other characters than letters and
 * digits made one hyphen (`presse-à-tôle-fr.pdf`), and the same spelt in ASCII (`presse-a-tole-fr.pdf`,
 * `grosse-de.pdf` for Größe). Cut to 80 characters; the machine's id when its name has no letter or digit at all.
 */
export function datasheetFileName(id: number, name: string, locale: Locale): DatasheetFile['fileName'] {
  const shorten = (slug: string) =>
    [...slug]
      .slice(0, 80)
      .join('')
      .replace(/^-+|-+$/g, '') || `machine-${id}`;
  const unicode = name
    .normalize('NFC')
    .toLocaleLowerCase(formatLocale[locale])
    .replace(/[^\p{L}\p{N}]+/gu, '-');
  const ascii = slugify(unicode, { lower: true, strict: true, locale });
  return { unicode: `${shorten(unicode)}-${locale}.pdf`, ascii: `${shorten(ascii)}-${locale}.pdf` };
}
