import path from 'node:path';

import { Font } from '@react-pdf/renderer';

/** The site's own family, IBM Plex Sans, in the static files react-pdf can embed (it reads no variable font). */
export const datasheetFont = 'IBM Plex Sans';
/** Plex's Latin Extended glyphs (ř, ő, ł…), which Fontsource ships apart: each glyph is taken from the first font that has it. */
const extendedFont = 'IBM Plex Sans Extended';

/**
 * The file's path in the installed package, under the folder the app runs from (as Next.js finds its build there).
 * Not `require.resolve`: the bundler replaces it with its own, which cannot follow a pattern into the package's
 * exports, and react-pdf reads the file by its path.
 */
const file = (subset: 'latin' | 'latin-ext', weight: number) =>
  path.join(
    /* turbopackIgnore: true */ process.cwd(),
    'node_modules/@fontsource/ibm-plex-sans/files',
    `ibm-plex-sans-${subset}-${weight}-normal.woff`,
  );

/**
 * Registers the fonts once per process; react-pdf then embeds the glyphs each document uses, and only those. Asked of
 * react-pdf's own registry, which the server's start (that lays out a first datasheet to load the fonts) and the
 * datasheet route share, since the package is not bundled into each of them (next.config.mjs).
 */
export function registerDatasheetFonts(): string[] {
  if (!Font.getRegisteredFontFamilies().includes(datasheetFont)) {
    for (const [family, subset] of [
      [datasheetFont, 'latin'],
      [extendedFont, 'latin-ext'],
    ] as const) {
      Font.register({ family, fonts: [400, 600].map((fontWeight) => ({ src: file(subset, fontWeight), fontWeight })) });
    }
    // Words wrap whole, as on the site; only a run of characters longer than a line of the name (a part number, say)
    // is broken, every 20 characters.
    Font.registerHyphenationCallback((word) => (word.length > 36 ? (word.match(/.{1,20}/gsu) ?? [word]) : [word]));
  }
  return [datasheetFont, extendedFont];
}
