/**
 * Shapes of the demo content seeded into an empty database (see src/server/seed). Kept free of `server-only`, as
 * is the content beside it, which the e2e tests read outside Next.js.
 */
import type { Locale } from '@/i18n/locales';
import type { Unit } from '@/schemas/units';

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

/** What a technical characteristic means across machines, with its unit (a characteristic type). */
export interface SeedCharacteristicType {
  /** Stable key that characteristics use to name their type. */
  key: string;
  name: Localized;
  unit: Unit;
}

/**
 * A technical characteristic: a free text, or a measure of a type, written as the office enters one (its names are
 * then the type's, its values the measure as each language writes it). Decimals as texts, exact.
 */
export type SeedCharacteristic = SeedNameValue | { type: string; measure: { min: string; max?: string } };

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
  technicalCharacteristics: SeedCharacteristic[];
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
