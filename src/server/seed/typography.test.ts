/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { categories, machines, news } from '@/server/seed/content';

import { type Locale, locales } from '@/i18n/locales';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[name, value] as [string, string]] : flatten(value, name);
  });
}

function catalogue(locale: Locale): [string, string][] {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue);
}

/** Every text of the demo content in `locale`, named by where it sits (e.g. `machines.3.advantages.1`). */
function seedTexts(locale: Locale): [string, string][] {
  const texts: [string, string][] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}.${index}`));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (locales.every((code) => typeof record[code] === 'string')) texts.push([where, record[locale] as string]);
      else for (const [key, nested] of Object.entries(record)) walk(nested, `${where}.${key}`);
    }
  };
  walk({ categories, machines, news }, 'seed');
  return texts;
}

const narrowNoBreakSpace = '\u202F';

/**
 * Where a French text breaks the Swiss/French typographic norm the site follows: a narrow no-break space (U+202F,
 * never an ordinary or another no-break space, nor none) before ; : ? ! and inside « », in thousands (1 000) and
 * before %. A colon in a URL (https://) or between figures (12:30) is not punctuation of the sentence.
 */
function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  const at = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 12), index + 12));
  for (const match of text.matchAll(/[;:?!]/g)) {
    const index = match.index!;
    const before = text[index - 1];
    if (match[0] === ':' && (text.startsWith('//', index + 1) || /\d:\d/.test(text.slice(index - 1, index + 2))))
      continue;
    if (before !== narrowNoBreakSpace) faults.push(`before "${match[0]}": ${at(index)}`);
  }
  for (const match of text.matchAll(/«(.)/gu)) {
    if (match[1] !== narrowNoBreakSpace) faults.push(`after "«": ${at(match.index!)}`);
  }
  for (const match of text.matchAll(/(.)»/gu)) {
    if (match[1] !== narrowNoBreakSpace) faults.push(`before "»": ${at(match.index!)}`);
  }
  for (const match of text.matchAll(/\d[^\S\u202F](?=\d{3}(?!\d))/g)) faults.push(`in a number: ${at(match.index!)}`);
  for (const match of text.matchAll(/\d[^\S\u202F]%/g)) faults.push(`before "%": ${at(match.index!)}`);
  return faults;
}

const faultsIn = (texts: [string, string][], check: (text: string) => string[]) =>
  texts.flatMap(([where, text]) => check(text).map((fault) => `${where}: ${fault}`));

const sharpS = (text: string) => (text.includes('ß') ? ['ß (Swiss German writes ss)'] : []);
const germanQuotes = (text: string) => (/[„“]/.test(text) ? ['„ “ (Swiss German quotes with « »)'] : []);

describe('typography', () => {
  it('finds the faults it is meant to find, and leaves URLs, times and placeholders alone', () => {
    expect(frenchTypographyFaults('Une question ? Écrivez-nous : « merci »')).toHaveLength(4);
    expect(frenchTypographyFaults('Téléphone: 021')).toHaveLength(1);
    expect(frenchTypographyFaults('Téléphone\u00A0: 021')).toHaveLength(1);
    expect(frenchTypographyFaults('entre −1 000 000 et 1 000 000, à 3 %')).toHaveLength(5);
    expect(
      frenchTypographyFaults(
        'Voir https://example.ch, de 7\u00A0h à 12\u00A0h 30 ou 12:30, de 2 à 200 mm. {name}\u202F: {percent}\u202F!',
      ),
    ).toEqual([]);
    expect(frenchTypographyFaults('Couverture de «\u202F{title}\u202F», 1\u202F000\u202Fkg, 3\u202F%')).toEqual([]);
  });

  it('French messages use narrow no-break spaces before ; : ? !, inside « », in thousands and before %', () => {
    expect(faultsIn(catalogue('fr'), frenchTypographyFaults)).toEqual([]);
  });

  it('the French demo content does too', () => {
    expect(faultsIn(seedTexts('fr'), frenchTypographyFaults)).toEqual([]);
  });

  it('German messages and demo content write ss, never ß', () => {
    expect(faultsIn([...catalogue('de'), ...seedTexts('de')], sharpS)).toEqual([]);
  });

  it('German messages and demo content quote with « », as Swiss German does, never „ “', () => {
    expect(faultsIn([...catalogue('de'), ...seedTexts('de')], germanQuotes)).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s messages use the typographic apostrophe, which ICU does not read as a quote',
    (locale) => {
      expect(
        catalogue(locale)
          .filter(([, text]) => text.includes("'"))
          .map(([key]) => key),
      ).toEqual([]);
    },
  );

  it('the demo content is read whole: every language of every text', () => {
    expect(seedTexts('fr').length).toBeGreaterThan(300);
    expect(seedTexts('de')).toHaveLength(seedTexts('fr').length);
  });
});
