/**
 * Shapes of the demo content seeded into an empty database (see src/server/seed). Kept free of `server-only`, as
 * is the content beside it, which the e2e tests read outside Next.js.
 */
import type { Locale } from '@/i18n/locales';

/** One text in each of the five languages. */
export type Localized = Record<Locale, string>;

/** The drawings src/server/seed/drawings.ts can render; each machine picture and news cover names one. */
export const drawingKinds = [
  'press',
  'crimper',
  'cutting-table',
  'power-unit',
  'honing',
  'hose-saw',
  'test-bench',
  'cylinder',
  'seal-lathe',
  'press-brake',
  'workshop',
  'steel-plates',
] as const;
export type DrawingKind = (typeof drawingKinds)[number];

export interface SeedCategory {
  /** Stable key that machines use to name their categories. */
  key: string;
  name: Localized;
  priority: number;
}

export interface SeedNameValue {
  name: Localized;
  value: Localized;
}

export interface SeedPicture {
  drawing: DrawingKind;
  /** 'overall' draws the whole machine, 'detail' a close-up of it. */
  view: 'overall' | 'detail';
  /** Alt text: what the picture shows, for someone who cannot see it. */
  description: Localized;
}

export interface SeedMachine {
  categories: string[];
  name: Localized;
  description: Localized;
  metadescription: Localized;
  advantages: Localized[];
  options: SeedNameValue[];
  technicalCharacteristics: SeedNameValue[];
  pictures: SeedPicture[];
}

export interface SeedContentBlock {
  title: Localized;
  content: Localized;
}

export type SeedCover = { kind: 'image'; drawing: DrawingKind } | { kind: 'video' };

export interface SeedNews {
  title: Localized;
  cover: SeedCover;
  blocks: SeedContentBlock[];
}
