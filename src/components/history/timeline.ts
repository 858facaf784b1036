import type { SitePage } from '@/i18n/paths';

/**
 * The company's history: each entry's description is a list of blocks — paragraphs, an
 * orange-highlighted text, or a link — whose texts are the keys of `HistoryPage.entries.{entry}` in the catalogues.
 */
export type TimelineBlock =
  | { kind: 'paragraphs'; keys: string[] }
  | { kind: 'highlight'; key: string }
  | { kind: 'link'; key: string; page: SitePage };

export interface TimelineEntry {
  key: string;
  description: TimelineBlock[];
}

const paragraphs = (...keys: string[]): TimelineBlock => ({ kind: 'paragraphs', keys });
const highlight: TimelineBlock = { kind: 'highlight', key: 'highlight' };
const link = (page: SitePage): TimelineBlock => ({ kind: 'link', key: 'linkText', page });

export const timeline: TimelineEntry[] = [
  { key: 'founding', description: [paragraphs('p1', 'p2'), highlight] },
  { key: 'growth', description: [paragraphs('p1', 'p2')] },
  { key: 'cutting', description: [paragraphs('p1'), highlight, link('cutting')] },
  { key: 'woodChip', description: [paragraphs('p1'), highlight, paragraphs('p2'), link('research')] },
  { key: 'machines', description: [paragraphs('p1'), link('machines')] },
  { key: 'today', description: [paragraphs('p1', 'p2'), highlight, link('contact')] },
];
