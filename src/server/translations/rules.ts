/**
 * The rules of a field's translation state, without the database: which of its five languages are missing, out of
 * date or up to date, and what a write or a confirmation does to that.
 *
 * A field keeps a revision number that counts its changes of content, and each language the revision it was last
 * written or confirmed against. A change of content is a write that changes a language that was up to date (the
 * office rewrote the French description): the revision goes up, and every language it did not change is now behind
 * it, out of date. A write that only changes languages that were out of date or missing is a translation catching
 * up: those languages are brought to the current revision and nothing else moves. A confirmation ("this is still
 * right") brings one language to the current revision without a change of text. Blank text is missing, whatever
 * its number.
 */
import 'server-only';

import { type Locale, locales } from '@/i18n/locales';

export const translationStates = ['missing', 'outdated', 'current'] as const;
export type TranslationState = (typeof translationStates)[number];

/** Where the translations of one field stand. A field never changed since its creation is `unchanged`. */
export interface FieldRevision {
  revision: number;
  /** The languages of the last change of content: the text the others were to follow. */
  source: Locale[];
  basedOn: Record<Locale, number>;
}

export const unchanged: FieldRevision = {
  revision: 0,
  source: [],
  basedOn: Object.fromEntries(locales.map((locale) => [locale, 0])) as Record<Locale, number>,
};

const isBlank = (text: string | null | undefined) => !text || text.trim() === '';

/** The state of `locale` of a field whose text in that language is `text`. */
export const stateOf = (text: string | null | undefined, field: FieldRevision, locale: Locale) =>
  languageState(isBlank(text), field, locale);

/** The state of `locale` of a field whose text in that language is blank or not. */
export function languageState(blank: boolean, field: FieldRevision, locale: Locale): TranslationState {
  if (blank) return 'missing';
  return field.basedOn[locale] < field.revision ? 'outdated' : 'current';
}

/**
 * The field after a write that turned its texts `before` into `after` (one text per language), or null when no
 * language changed.
 */
export function afterWrite(
  field: FieldRevision,
  before: Record<Locale, string>,
  after: Record<Locale, string>,
): FieldRevision | null {
  const changed = locales.filter((locale) => before[locale] !== after[locale]);
  if (changed.length === 0) return null;
  // Blanking a language is no new content for the others to follow.
  const rewritten = changed.filter(
    (locale) => !isBlank(after[locale]) && stateOf(before[locale], field, locale) === 'current',
  );
  const revision = rewritten.length > 0 ? field.revision + 1 : field.revision;
  const basedOn = { ...field.basedOn };
  for (const locale of changed) basedOn[locale] = revision;
  return { revision, source: rewritten.length > 0 ? rewritten : field.source, basedOn };
}

/** The field once `locale` is confirmed as still right. */
export function afterConfirmation(field: FieldRevision, locale: Locale): FieldRevision {
  return { ...field, basedOn: { ...field.basedOn, [locale]: field.revision } };
}
