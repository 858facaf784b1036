/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { locales } from './locales';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [nested, text] of flatten(value, name)) entries.set(nested, text);
  }
  return entries;
}

const catalogues = Object.fromEntries(
  locales.map((locale) => {
    const file = path.join(process.cwd(), 'messages', `${locale}.json`);
    return [locale, flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue)];
  }),
) as Record<(typeof locales)[number], Map<string, string>>;

/**
 * The arguments a message takes: the names in `{name}` and `{count, plural, …}`. The type check compares the
 * code's keys with en's only, and a message's arguments not at all: each language must take en's.
 */
function argumentsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map(([, name]) => name!))].sort();
}

describe('message catalogues', () => {
  it.each(locales.filter((locale) => locale !== 'en'))('%s has exactly the keys of en', (locale) => {
    expect([...catalogues[locale].keys()].sort()).toEqual([...catalogues.en.keys()].sort());
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s takes the arguments of en in every message', (locale) => {
    const differing = [...catalogues.en]
      .filter(([key, text]) => argumentsOf(catalogues[locale].get(key) ?? '').join() !== argumentsOf(text).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(locales)('%s has no blank text', (locale) => {
    const blank = [...catalogues[locale]].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(blank).toEqual([]);
  });
});
