import type { Messages } from 'next-intl';

import type { SitePage } from '@/i18n/paths';

type Entries = Messages['HistoryPage']['entries'];

/** An entry of the timeline, by its name under `HistoryPage.entries` in the catalogues. */
export type TimelineEntryKey = keyof Entries;

/** The texts of `entry`'s description: its keys other than the heading's and the picture's, as `{entry}.{text}`. */
type DescriptionKeyOf<Entry extends TimelineEntryKey> = `${Entry}.${Exclude<
  keyof Entries[Entry] & string,
  'title' | 'subtitle' | 'imageAlt'
>}`;

/** A text of some entry's description: a key under `HistoryPage.entries`. */
export type DescriptionKey = { [Entry in TimelineEntryKey]: DescriptionKeyOf<Entry> }[TimelineEntryKey];

/**
 * The company's history: each entry's description is a list of blocks — paragraphs, an
 * orange-highlighted text, or a link — whose texts are keys of `HistoryPage.entries` in the catalogues.
 */
export type TimelineBlock<Key extends string = DescriptionKey> =
  { kind: 'paragraphs'; keys: Key[] } | { kind: 'highlight'; key: Key } | { kind: 'link'; key: Key; page: SitePage };

/** An entry, whose description uses its own texts only. */
export type TimelineEntry = {
  [Entry in TimelineEntryKey]: { key: Entry; description: TimelineBlock<DescriptionKeyOf<Entry>>[] };
}[TimelineEntryKey];

const paragraphs = <Key extends DescriptionKey>(...keys: Key[]): TimelineBlock<Key> => ({ kind: 'paragraphs', keys });
const highlight = <Key extends DescriptionKey>(key: Key): TimelineBlock<Key> => ({ kind: 'highlight', key });
const link = <Key extends DescriptionKey>(key: Key, page: SitePage): TimelineBlock<Key> => ({
  kind: 'link',
  key,
  page,
});

export const timeline: TimelineEntry[] = [
  { key: 'founding', description: [paragraphs('founding.p1', 'founding.p2'), highlight('founding.highlight')] },
  { key: 'growth', description: [paragraphs('growth.p1', 'growth.p2')] },
  {
    key: 'cutting',
    description: [paragraphs('cutting.p1'), highlight('cutting.highlight'), link('cutting.linkText', 'cutting')],
  },
  {
    key: 'woodChip',
    description: [
      paragraphs('woodChip.p1'),
      highlight('woodChip.highlight'),
      paragraphs('woodChip.p2'),
      link('woodChip.linkText', 'research'),
    ],
  },
  { key: 'machines', description: [paragraphs('machines.p1'), link('machines.linkText', 'machines')] },
  {
    key: 'today',
    description: [paragraphs('today.p1', 'today.p2'), highlight('today.highlight'), link('today.linkText', 'contact')],
  },
];
