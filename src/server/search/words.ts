/**
 * A search's words as the index compares them: folded (lower case, no accents) and split into letters and digits.
 * Only these go into the SQL, as parameters and as tsquery words made of [a-z0-9] alone, so no search can be
 * read as tsquery or SQL syntax. Plain functions, without the database.
 */

/** At most this many words of a search are used; more only make the query slower. */
export const maxWords = 8;
/** A word longer than this is no word of the catalogue. */
const maxWordLength = 40;

const ligatures: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/** Lower case without accents, as PostgreSQL's `search_fold` (unaccent) gives it: "Straße" → "strasse". */
export function fold(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđłþ]/g, (character) => ligatures[character] ?? character);
}

export interface SearchTerms {
  /** The folded words, e.g. `["pk", "250"]` for "PK-250". */
  words: string[];
  /** The words run together when they hold a digit (a model number or steel grade: "pk250"), else null. */
  compact: string | null;
}

export function searchTerms(text: string): SearchTerms {
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word.length <= maxWordLength)
    .slice(0, maxWords);
  const joined = words.join('');
  return { words, compact: /\d/.test(joined) && joined.length >= 3 ? joined : null };
}

/**
 * The tsquery text of `words`: all of them (`&`), or any (`|`) to mark them in a snippet; the last, when made of
 * letters, also as the start of a longer word, since it may be typed only in part (a number is a number: 135 is
 * not 1350). `weight` `A`: in titles only.
 */
export function tsqueryText(words: string[], join: '&' | '|' = '&', weight?: 'A'): string {
  return words
    .map((word, index) => {
      const prefix = index === words.length - 1 && /^[a-z]{3,}$/.test(word) ? '*' : '';
      return prefix || weight ? `${word}:${prefix}${weight ?? ''}` : word;
    })
    .join(` ${join} `);
}
