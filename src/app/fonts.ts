import localFont from 'next/font/local';

/**
 * The site's typeface, IBM Plex Sans (variable weight), served from the app like any static file. The Latin subset,
 * which the five languages' text needs, is requested as soon as the page's first text is styled, with the CSS in the
 * page. It is shown only if it arrives within a tenth of a second (`optional`): on a slow line the first page keeps
 * the fallback, fitted to the typeface's metrics, and nothing moves as the font arrives; the next pages have it from
 * the cache. Not preloaded: Chromium holds the first paint for a preloaded `optional` font, and a phone's first paint
 * came up to two seconds late for it (docs/performance.md, "First paint on a phone"). The extended Latin subset
 * (names such as "Łódź" or "Škoda") loads only on a page with such a letter; other scripts use the system's font.
 */
// The loader reads its options at build time: each must be a literal (the package's files, from here).
const ibmPlexSans = localFont({
  src: '../../node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2',
  weight: '100 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-plex-latin',
  preload: false,
  adjustFontFallback: 'Arial',
});

const ibmPlexSansExtended = localFont({
  src: '../../node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-ext-wght-normal.woff2',
  weight: '100 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-plex-latin-ext',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      // The package's own range for this subset (its index.css), less the characters the Latin file holds too (ı,
      // Œ, œ, †): the package declares the Latin face last, so that it wins for those; here the extended face comes first
      // in the font stack (src/app/theme.css), and French text (cœur, œuvre) would load this file for one letter.
      value:
        'U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

/**
 * The classes of the `<html>` element of the public root layouts: they define the variables `--font-sans` is made of.
 * The back office takes the same typeface from its stylesheet (src/app/admin.css).
 */
export const fontVariables = `${ibmPlexSans.variable} ${ibmPlexSansExtended.variable}`;
