import { renderToBuffer } from '@react-pdf/renderer';

import { Datasheet, type DatasheetProps } from './Datasheet';
import { registerDatasheetFonts } from './fonts';

/** The datasheet as PDF bytes, its text in the site's font, embedded (the glyphs it uses only). */
export async function renderDatasheet(props: Omit<DatasheetProps, 'fonts'>): Promise<Uint8Array> {
  const fonts = registerDatasheetFonts();
  return new Uint8Array(await renderToBuffer(<Datasheet {...props} fonts={fonts} />));
}
