/** A machine's datasheet: the PDF read back as a reader's program reads it, in every language. */
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';

import { GET } from '@/app/(site)/[locale]/machine/[id]/datasheet.pdf/route';
import { type Locale, locales } from '@/i18n/locales';

import { getDatasheet } from '@/server/datasheet';
import type { DatabaseHandle } from '@/server/db/client';
import { pictures } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { localizedColumns } from '@/server/localize';
import { addMachinePicture } from '@/server/catalogue/machine-pictures';
import { machineAdvantages, machineTechnicalCharacteristics } from '@/server/catalogue/machine-items';
import { createMachine } from '@/server/catalogue/machines';
import { createTestDatabase } from './database';
import { cachedReadTags } from './next-cache';

const site = 'https://www.example.ch';

const names: Record<Locale, string> = {
  en: 'Workshop press HP-100',
  fr: 'Presse d’atelier à tôle HP-100',
  de: 'Werkstattpresse für Grössen über 3 m HP-100',
  it: 'Pressa da officina è più HP-100',
  es: 'Prensa de taller señal HP-100',
};

/** A characteristic in each language, with the signs a datasheet must get right. */
const force: Record<Locale, { name: string; value: string }> = {
  en: { name: 'Pressing force', value: '1000 kN ± 2 %' },
  fr: { name: 'Force de pressage', value: '1000 kN ± 2 %' },
  de: { name: 'Presskraft', value: '1000 kN ± 2 %' },
  it: { name: 'Forza di pressatura', value: '1000 kN ± 2 %' },
  es: { name: 'Fuerza de prensado', value: '1000 kN ± 2 %' },
};
const table: Record<Locale, { name: string; value: string }> = {
  en: { name: 'Table', value: '3 × 6 m' },
  fr: { name: 'Table', value: '3 × 6 m' },
  de: { name: 'Tisch', value: '3 × 6 m' },
  it: { name: 'Tavola', value: '3 × 6 m' },
  es: { name: 'Mesa', value: '3 × 6 m' },
};

const perLanguage = (pick: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((locale) => [locale, pick(locale)])) as Record<Locale, string>;

async function addCharacteristic(machineId: number, row: Record<Locale, { name: string; value: string }>) {
  await machineTechnicalCharacteristics.add(machineId, {
    ...localizedColumns(
      'name',
      perLanguage((locale) => row[locale].name),
    ),
    ...localizedColumns(
      'value',
      perLanguage((locale) => row[locale].value),
    ),
  });
}

/** A photo-like picture: noise, which compresses as badly as a real photo does. */
async function photo(width: number, height: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
}

/** A machine with a name and nothing else. */
async function machineNamed(name: Record<Locale, string>): Promise<number> {
  const nothing = perLanguage(() => '');
  const { id } = await createMachine({
    ...localizedColumns('name', name),
    ...localizedColumns('description', nothing),
    ...localizedColumns('metadescription', nothing),
  });
  return id;
}

const noDescriptions = localizedColumns(
  'description',
  perLanguage(() => ''),
);

async function pdfText(pdf: Uint8Array): Promise<{ pages: string[]; count: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: false });
  return { pages: text, count: totalPages };
}

let handle: DatabaseHandle;
let pressId: number;
beforeAll(async () => {
  process.env.SITE_URL = site;
  handle = await createTestDatabase();
  ({ id: pressId } = await createMachine({
    ...localizedColumns('name', names),
    ...localizedColumns(
      'description',
      perLanguage((locale) => `${names[locale]}: 40 m³`),
    ),
    ...localizedColumns(
      'metadescription',
      perLanguage(() => ''),
    ),
  }));
  await addCharacteristic(pressId, force);
  await addCharacteristic(pressId, table);
  await machineAdvantages.add(
    pressId,
    localizedColumns(
      'description',
      perLanguage((locale) => `${locale} ±`),
    ),
  );
  for (const size of [
    [1600, 1200],
    [800, 600],
  ]) {
    await addMachinePicture(pressId, await photo(size[0]!, size[1]!), { type: 'image/jpeg', ...noDescriptions });
  }
  // A video among the pictures: no poster is stored, so the datasheet leaves it out.
  await handle.db
    .insert(pictures)
    .values({ machine_id: pressId, storage_key: `machines/${pressId}/clip.mp4`, mime_type: 'video/mp4', priority: 1 });
});
afterAll(async () => {
  delete process.env.SITE_URL;
  await handle.close();
});

describe('getDatasheet', () => {
  it.each(locales)(
    'writes the name and the characteristics in %s, signs included, as selectable text',
    async (locale) => {
      const { pdf } = await getDatasheet(pressId, locale);
      const { pages } = await pdfText(pdf);
      const text = pages.join('\n');
      expect(text).toContain(names[locale]);
      expect(text).toContain(force[locale].name);
      expect(text).toContain(force[locale].value);
      expect(text).toContain(table[locale].value);
      expect(text).toContain('40 m³');
      expect(text).toContain(`${site}/${locale}/machine/${pressId}`);
    },
  );

  it('prints a formatted description as the page shows it: bold, italic, line breaks, lists and links', async () => {
    const description =
      'A **strong** press, *quiet* too.\nIts second line.\n\n- Welded frame\n- Two-stage pump\n\n' +
      '3. Check the oil\n4. Press\n\n[Ask us](https://example.com/contact), [our page](/en/contact) or ' +
      'https://example.org. <b>Not HTML</b> [nor this](javascript:alert(1))';
    const { id } = await createMachine({
      ...localizedColumns('name', names),
      ...localizedColumns(
        'description',
        perLanguage(() => description),
      ),
      ...localizedColumns(
        'metadescription',
        perLanguage(() => ''),
      ),
    });
    const { pdf } = await getDatasheet(id, 'en');
    const text = (await pdfText(pdf)).pages.join('\n');
    expect(text).toContain('A strong press, quiet too.\nIts second line.');
    expect(text).not.toContain('*');
    expect(text).toMatch(/–\s*Welded frame\s*–\s*Two-stage pump/);
    expect(text).toMatch(/3\.\s*Check the oil\s*4\.\s*Press/);
    expect(text).toContain('Ask us (https://example.com/contact)');
    expect(text).toContain(`our page (${site}/en/contact)`);
    expect(text).toContain('https://example.org.');
    expect(text).not.toContain('https://example.org (');
    expect(text.replace(/\s+/g, ' ')).toContain('<b>Not HTML</b> [nor this](javascript:alert(1))');
    const source = Buffer.from(pdf).toString('latin1');
    const links = [...source.matchAll(/\/URI \(([^)]*)\)/g)].map(([, uri]) => uri);
    expect(links).toEqual(
      expect.arrayContaining(['https://example.com/contact', `${site}/en/contact`, 'https://example.org/']),
    );
    expect(links.join()).not.toContain('javascript');
    const fonts = new Set([...source.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(([, name]) => name));
    expect([...fonts]).toEqual(expect.arrayContaining(['IBMPlexSans-SemiBold', 'IBMPlexSans-Italic']));
  });

  it('embeds its fonts, the site’s IBM Plex Sans, and uses none of the PDF reader’s own', async () => {
    const { pdf } = await getDatasheet(pressId, 'fr');
    const source = Buffer.from(pdf).toString('latin1');
    const fonts = [...source.matchAll(/\/BaseFont \/([A-Z]{6}\+)?([\w-]+)/g)];
    expect(fonts.length).toBeGreaterThan(0);
    // A subset prefix (`ABCDEF+`) names a font embedded with the glyphs the document uses.
    for (const [, subset, name] of fonts) {
      expect(name).toMatch(/^IBMPlexSans-/);
      expect(subset).toBeDefined();
    }
    expect(source.match(/\/FontFile2 /g)?.length).toBe(new Set(fonts.map(([whole]) => whole)).size);
  });

  it('leaves a video out and stays well under a megabyte with its pictures', async () => {
    const { pdf } = await getDatasheet(pressId, 'de');
    expect(pdf.byteLength).toBeLessThan(1024 * 1024);
    const images =
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Subtype \/Image/g) ?? [];
    expect(images).toHaveLength(2);
  });

  it('breaks 40 characteristics across pages with the table’s header on each', async () => {
    const id = await machineNamed(names);
    for (let number = 1; number <= 40; number++) {
      await addCharacteristic(
        id,
        Object.fromEntries(
          locales.map((locale) => [locale, { name: `Kennwert ${number}`, value: `${number * 25} mm ± 0,${number}` }]),
        ) as Record<Locale, { name: string; value: string }>,
      );
    }
    const { pdf } = await getDatasheet(id, 'de');
    const { pages, count } = await pdfText(pdf);
    expect(count).toBe(2);
    expect(pages[1]).toContain('Bezeichnung');
    expect(pages[1]).toContain('Kennwert 40');
    expect(pages[1]).toContain('Seite 2 von 2');
  });

  it('makes a datasheet of a machine with nothing but a very long name', async () => {
    const long = `${'Hydraulikzylinder-Prüfstand '.repeat(7)}HP`.slice(0, 200);
    const id = await machineNamed(perLanguage(() => long));
    const { pdf, fileName } = await getDatasheet(id, 'it');
    const { pages, count } = await pdfText(pdf);
    expect(count).toBe(1);
    expect(pages[0]!.replace(/\s+/g, ' ')).toContain(long.trim());
    expect(fileName.ascii.length).toBeLessThanOrEqual(80 + '-it.pdf'.length);
  });

  it('keeps every letter of a datasheet made after one with accented capitals (drawn from the plain letters)', async () => {
    const accented = await machineNamed(perLanguage(() => 'À Ê Ö presse'));
    await getDatasheet(accented, 'fr');
    const plain = await machineNamed(perLanguage(() => 'Auspressen Einpressen Öl'));
    const { pages } = await pdfText((await getDatasheet(plain, 'de')).pdf);
    expect(pages[0]).toContain('Auspressen Einpressen Öl');
  });

  it('refuses an unknown machine', async () => {
    await expect(getDatasheet(999_999, 'en')).rejects.toThrow(NotFoundError);
  });

  it('is cached under the same tags as the machine’s page, so that a change shows in the next download', async () => {
    await getDatasheet(pressId, 'en');
    expect(cachedReadTags.get('datasheet')).toEqual(cachedReadTags.get('machines:public'));
  });
});

describe('GET /{locale}/machine/{id}/datasheet.pdf', () => {
  it('answers the PDF with its file name, in ASCII and in the name’s own letters', async () => {
    const response = await GET(new Request(`${site}/fr/machine/${pressId}/datasheet.pdf`), {
      params: Promise.resolve({ locale: 'fr', id: String(pressId) }),
    });
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename=presse-d-atelier-a-tole-hp-100-fr.pdf; ' +
        "filename*=UTF-8''presse-d-atelier-%C3%A0-t%C3%B4le-hp-100-fr.pdf",
    );
  });
});
