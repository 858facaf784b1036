/**
 * The `sizes` of each picture slot of the site: how wide it is shown at each screen width, so that the browser
 * picks the srcset candidate it needs (next/image's candidates are `pictureWidths`).
 *
 * A phone of three device pixels per CSS pixel would fetch three times its slot: more bytes than the eye sees on a
 * small screen, on what is often a slow line. A phone gets no more than twice its slot: its slot is announced
 * smaller by its pixel ratio, so that the browser asks for 1.75 times it, and Chromium takes the smallest candidate
 * at least that wide, which `pictureWidths` keep within 2 times (at 375 px: a 325 px card, 569 asked, 640 fetched).
 */

/** A slot: its width on wider screens, widest first (`[media condition, CSS length]`), and on a phone. */
function slotSizes(wider: [condition: string, length: string][], phone: string): string {
  const scaled = (factor: string) => `calc(${phone.replace(/^calc/, '')} * ${factor})`;
  return [
    ...wider.map(([condition, length]) => `${condition} ${length}`),
    `(min-resolution: 3.5dppx) ${scaled('0.4375')}`,
    `(min-resolution: 2.5dppx) ${scaled('0.583')}`,
    `(min-resolution: 1.5dppx) ${scaled('0.875')}`,
    phone,
  ].join(', ');
}

/**
 * The slots, measured on the layout: the page's column is 1152 px at most with 24 px of padding on each side;
 * cards have a 1 px border and 24 px between them, 3 columns from 1024 px, 2 from 640 px.
 */
export const pictureSizes = {
  /** A machine card of the listing and the home page. */
  card: slotSizes(
    [
      ['(min-width: 1152px)', '350px'],
      ['(min-width: 1024px)', 'calc(33.3vw - 34px)'],
      ['(min-width: 640px)', 'calc(50vw - 38px)'],
    ],
    'calc(100vw - 50px)',
  ),
  /** The main picture of a machine's gallery, and an article's picture: half the column from 1024 px (40 px apart). */
  halfColumn: slotSizes(
    [
      ['(min-width: 1152px)', '532px'],
      ['(min-width: 1024px)', 'calc(50vw - 44px)'],
    ],
    'calc(100vw - 48px)',
  ),
  /** A picture enlarged to the whole screen: as sharp as the screen can show, a phone's too. */
  enlarged: '100vw',
  /** A thumbnail of a machine's gallery (80 px wide, with a 2 px border). */
  thumbnail: slotSizes([], '76px'),
  /** A news card of the home page's carousel. */
  newsCard: slotSizes([['(min-width: 640px)', '320px']], '288px'),
} as const;
