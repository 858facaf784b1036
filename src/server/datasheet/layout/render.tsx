// Kept free of `server-only`: bench:datasheet renders outside Next.js, and react-pdf fails under react-server.
import { renderToBuffer } from '@react-pdf/renderer';

import { parseFormatted } from '@/markdown/formatted';

import { Datasheet, type DatasheetProps } from './Datasheet';
import { loadDatasheetFonts } from './fonts';

/** The datasheet as PDF bytes, its text in the site's font, embedded (the glyphs it uses only). */
export async function renderDatasheet(props: Omit<DatasheetProps, 'fonts'>): Promise<Uint8Array> {
  const fonts = await loadDatasheetFonts();
  return new Uint8Array(await renderToBuffer(<Datasheet {...props} fonts={fonts} />));
}

/**
 * Lays out a small datasheet and throws it away: the first one a process makes also loads react-pdf, reads the
 * fonts' files and fills the layout engine's caches, about a second of work that a visitor would otherwise wait for.
 * Latin and extended letters, both weights upright and italic, a list, a link, a table and a QR code, as a real
 * datasheet has.
 */
export async function warmDatasheetRenderer(): Promise<void> {
  const row = { name: 'Ø ± × m³ ř ő ł', value: '1 250 mm' };
  await renderDatasheet({
    locale: 'en',
    company: { name: 'Datasheet', address: ['1'], phone: '0', email: 'a@b.c', website: 'example.ch' },
    machine: {
      name: 'Warm-up',
      categories: ['Presses'],
      description: parseFormatted('Àéîõü ß « » – ’ **bold** *italic* ***both***\n- [a link](https://example.ch)'),
      advantages: ['Fast'],
      technicalCharacteristics: [row],
      options: [row],
    },
    pictures: [],
    url: 'https://example.ch/',
    labels: {
      title: 'Datasheet',
      phone: 'Phone:',
      email: 'E-mail:',
      description: 'Description',
      advantages: 'Advantages',
      technicalCharacteristics: 'Characteristics',
      options: 'Options',
      name: 'Name',
      value: 'Value',
      dataOf: 'Data of',
      page: (page, pages) => `${page}/${pages}`,
    },
  });
}
