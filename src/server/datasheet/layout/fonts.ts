// Kept free of `server-only`: bench:datasheet renders outside Next.js, and react-pdf fails under react-server.
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
const file = (subset: 'latin' | 'latin-ext', weight: number, style: FontStyle) =>
  path.join(
    /* turbopackIgnore: true */ process.cwd(),
    'node_modules/@fontsource/ibm-plex-sans/files',
    `ibm-plex-sans-${subset}-${weight}-${style}.woff`,
  );

/**
 * Registers the fonts once per process; react-pdf then embeds the glyphs each document uses, and only those. Asked of
 * react-pdf's own registry, which the server's start (that lays out a first datasheet to load the fonts) and the
 * datasheet route share, since the package is not bundled into each of them (next.config.mjs).
 */
function registerDatasheetFonts(): void {
  if (Font.getRegisteredFontFamilies().includes(datasheetFont)) return;
  for (const [family, subset] of families) {
    Font.register({
      family,
      fonts: weights.flatMap((fontWeight) =>
        fontStyles.map((fontStyle) => ({ src: file(subset, fontWeight, fontStyle), fontWeight, fontStyle })),
      ),
    });
  }
  // Words wrap whole, as on the site; only a run of characters longer than a line of the name (a part number, say)
  // is broken, every 20 characters.
  Font.registerHyphenationCallback((word) => (word.length > 36 ? (word.match(/.{1,20}/gsu) ?? [word]) : [word]));
}

const families = [
  [datasheetFont, 'latin'],
  [extendedFont, 'latin-ext'],
] as const;
const weights = [400, 600];
/** Upright, and italic for a description's emphasis. */
const fontStyles = ['normal', 'italic'] as const;
type FontStyle = (typeof fontStyles)[number];

/** The part of a fontkit font this module corrects. */
interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

const corrected = new WeakSet<object>();

/**
 * fontkit keeps one glyph object per glyph id, with the characters it was first asked for. Embedding a composite glyph
 * (À is drawn from A and a grave accent) asks for its parts by id alone, so a later document's A comes back from
 * that cache with no characters, and react-pdf's layout drops it: the letter vanishes from the text and every line
 * of the paragraph breaks in the wrong place. A glyph asked for with characters therefore answers with those.
 */
function keepCharacters(font: GlyphSource): void {
  if (corrected.has(font)) return;
  corrected.add(font);
  const cached = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = cached(id, codePoints);
    if (!glyph || codePoints.length === 0 || glyph.codePoints.join() === codePoints.join()) return glyph;
    return Object.assign(Object.create(Object.getPrototypeOf(glyph) as object) as typeof glyph, glyph, { codePoints });
  };
}

/** Registers and loads the datasheet's fonts (once per process) and names them, in the order react-pdf tries them. */
export async function loadDatasheetFonts(): Promise<string[]> {
  registerDatasheetFonts();
  for (const [fontFamily] of families) {
    for (const fontWeight of weights) {
      for (const fontStyle of fontStyles) {
        const source = Font.getFont({ fontFamily, fontWeight, fontStyle });
        await source.load();
        keepCharacters(source.data as unknown as GlyphSource);
      }
    }
  }
  return families.map(([family]) => family);
}
