/**
 * The site search: machines, news articles and the site's own pages, found in the visitor's language first (its
 * stemming, accents and case aside), then in the other four; model numbers with or without separators; parts of
 * words ("zylinder" in "Hydraulikzylinder"); and, when nothing matches as typed, the closest words of the texts
 * ("Did you mean …"). Everything runs in PostgreSQL on the index of drizzle/0018_site_search.sql, kept by triggers.
 */
import 'server-only';

import { type SQL, sql } from 'drizzle-orm';

import { type Locale, locales } from '@/i18n/locales';
import { machinePath, newsPath, pathOf, type SitePage, sitePaths } from '@/i18n/paths';

import { database } from '../db';
import { rowsOf } from '../db/rows';
import { mediaUrl } from '../media/storage';
import { catchUpSearchIndex } from './upkeep';
import { entryIsPublic } from './visible';
import { fold, searchTerms, type SearchTerms, tsqueryText } from './words';

export type SearchKind = 'machine' | 'news' | 'page';

export interface SearchHit {
  kind: SearchKind;
  /** The machine's or article's id; a site page has none. */
  id?: number;
  title: string;
  url: string;
  /**
   * A short passage of the text, HTML: the text escaped, the words found in `<mark>`. In the page's language when
   * the item has text in it, else in the language `localize` falls back to.
   */
  snippet: string;
  picture: { url: string; description: string } | null;
}

export interface SearchResults {
  items: SearchHit[];
  total: number;
  /** What was searched: the words as typed, or `suggestion` when they found nothing and it did. */
  searched: string;
  /** The words as typed with their misspelled words replaced by the closest of the texts, when that finds more. */
  suggestion: string | null;
}

const fallbackOrder = (locale: Locale): Locale[] => [
  locale,
  ...(['fr', 'en', 'de', 'it', 'es'] as const).filter((l) => l !== locale),
];

/** The text search configuration of each language (drizzle/0018_site_search.sql). */
const config = (locale: Locale) => sql.raw(`'public.search_${locale}'::regconfig`);

/** One way for an index row `e` to match a search, and what it adds to the row's score when it does. */
interface Alternative {
  condition: SQL;
  weight: number;
  /** The language of the rows it matches, when it is a text search (and so has a rank). */
  language?: Locale;
}

/**
 * The ways an index row `e` matches `terms`: the text search of its language (all the words, stemmed; one
 * alternative per language, each on its language's index), its letters and digits run together (a model number),
 * or parts of the words of its title; `deep`: or of its text too (slower: only when nothing else was found).
 * `titleOnly`: in the title alone (the admin lists' name search).
 */
function alternativesOf(terms: SearchTerms, { titleOnly = false, deep = false } = {}): Alternative[] {
  const alternatives: Alternative[] = [];
  const longWords = terms.words.filter((word) => word.length >= 3);
  const containsAll = (column: SQL) =>
    sql`(${sql.join(
      longWords.map((word) => sql`${column} like ${`%${word}%`}`),
      sql` and `,
    )})`;
  if (terms.words.length > 0) {
    const query = tsqueryText(terms.words, '&', titleOnly ? 'A' : undefined);
    for (const language of locales)
      alternatives.push({
        condition: sql`(e.locale = ${language} and e.document @@ to_tsquery(${config(language)}, ${query}))`,
        weight: 2,
        language,
      });
  }
  // Parts of words: every word of three letters or more inside the title ("zylinder" in "Hydraulikzylinder").
  if (longWords.length > 0 && longWords.length === terms.words.length) {
    alternatives.push({ condition: containsAll(sql`e.folded_title`), weight: 1 });
    if (deep && !titleOnly) alternatives.push({ condition: containsAll(sql`e.folded`), weight: 0.5 });
  }
  if (terms.compact) {
    const column = titleOnly ? sql`regexp_replace(e.folded_title, '[^a-z0-9]+', '', 'g')` : sql`e.compact`;
    alternatives.push({ condition: sql`${column} like ${`%${terms.compact}%`}`, weight: 2 });
  }
  return alternatives;
}

/** The condition on an index row `e` that it matches in one of `ways` (false for none). */
function anyOf(ways: Alternative[]): SQL {
  if (ways.length === 0) return sql`false`;
  return sql`(${sql.join(
    ways.map((way) => way.condition),
    sql` or `,
  )})`;
}

interface Found {
  machine_id: number | null;
  news_id: number | null;
  page: string | null;
  total: number;
}

/**
 * One page of the items whose index rows match `terms`, best first. A row's score: far above the others when it is
 * in `locale`, then its text search rank (a row found another way has none), then the weights of the ways it
 * matched; an item's, its best row's. Each row is read once, with its whole score: by the text search of its
 * language, each on its own index, or, when that does not match it, by the other ways together (one condition of
 * them all ORed, the text searches among them, made PostgreSQL test each way again on every row any index gave).
 * So that what is grouped is small, only the rows the public may find are read.
 */
async function find(terms: SearchTerms, locale: Locale, limit: number, offset: number, deep = false): Promise<Found[]> {
  const alternatives = alternativesOf(terms, { deep });
  const searches = alternatives.filter((alternative) => alternative.language);
  const others = alternatives.filter((alternative) => !alternative.language);
  if (alternatives.length === 0) return [];
  const query = tsqueryText(terms.words);
  const weightOf = (ways: Alternative[]) =>
    sql.join(
      ways.map(({ condition, weight }) => sql`(case when ${condition} then ${sql.raw(String(weight))} else 0 end)`),
      sql` + `,
    );
  const isPublic = entryIsPublic(sql.raw('e'));
  const reads = searches.map(
    // A text search's rows are all of its language: its rank in that language's configuration, a constant (the
    // query is parsed once, not once per row), and the bonus of the page's language known.
    ({ condition, weight, language }) =>
      sql`select e.machine_id, e.news_id, e.page,
        ${sql.raw(String((language === locale ? 10 : 0) + weight))} + ts_rank(e.document, to_tsquery(${config(language!)}, ${query}))
          ${others.length ? sql`+ ${weightOf(others)}` : sql``} as score
        from search_entries e where ${isPublic} and ${condition}`,
  );
  if (others.length)
    reads.push(sql`select e.machine_id, e.news_id, e.page,
        (case when e.locale = ${locale} then 10 else 0 end) + ${weightOf(others)} as score
      from search_entries e where ${isPublic} and ${anyOf(others)} and not ${anyOf(searches)}`);
  const db = await database();
  return rowsOf<Found>(
    await db.execute(sql`select i.machine_id, i.news_id, i.page, count(*) over ()::int as total
      from (select r.machine_id, r.news_id, r.page, max(r.score) as score
        from (${sql.join(reads, sql` union all `)}) r
        group by r.machine_id, r.news_id, r.page) i
      order by i.score desc, i.page nulls last, i.machine_id nulls last, i.news_id desc
      limit ${limit} offset ${offset}`),
  );
}

/**
 * The misspelled words of `terms` (in no text of the index) replaced by the closest word of the texts, or null
 * when none is close enough. A word is replaced as typed in `text`, the others kept.
 */
async function suggest(text: string, terms: SearchTerms): Promise<string | null> {
  const typed = [...new Set(terms.words.filter((candidate) => candidate.length >= 4 && !/\d/.test(candidate)))];
  if (typed.length === 0) return null;
  const db = await database();
  // The closest word to each typed word, all in one statement.
  const closest = rowsOf<{ typed: string; word: string; exact: boolean; similarity: number }>(
    await db.execute(sql`select t.typed, c.word, c.folded = t.typed as exact, similarity(c.folded, t.typed)::float8 as similarity
      from unnest(array[${sql.join(
        typed.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as t(typed)
      cross join lateral (select word, folded from search_words where folded % t.typed
        order by folded <-> t.typed, word limit 1) c`),
  );
  const replacements = new Map(
    closest.filter((row) => !row.exact && row.similarity >= 0.35).map((row) => [row.typed, row.word]),
  );
  if (replacements.size === 0) return null;
  return text
    .split(' ')
    .map((part) => {
      const folded = fold(part).replace(/[^a-z0-9]+/g, '');
      return replacements.get(folded) ?? part;
    })
    .join(' ');
}

/** One page of the results of `text` in `locale`, best first; with the suggestion when `text` found nothing. */
export async function searchSite(
  text: string,
  locale: Locale,
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchResults> {
  // What saves noted since the last search, made first: the search finds what was saved before it.
  await catchUpSearchIndex();
  let terms = searchTerms(text);
  let found = await find(terms, locale, limit, offset);
  // Nothing in the titles: parts of the words of the texts too.
  if (found.length === 0) found = await find(terms, locale, limit, offset, true);
  let searched = text;
  let suggestion: string | null = null;
  if (found.length === 0 && offset === 0) {
    const suggested = await suggest(text, terms);
    if (suggested) {
      const suggestedTerms = searchTerms(suggested);
      const alternative = await find(suggestedTerms, locale, limit, offset);
      if (alternative.length > 0) {
        [terms, found, searched, suggestion] = [suggestedTerms, alternative, suggested, suggested];
      }
    }
  }
  return { items: await present(found, terms, locale), total: found[0]?.total ?? 0, searched, suggestion };
}

/** Marks that no text of the catalogue contains (private use characters), replaced by `<mark>` once escaped. */
const startMark = '\uE000';
const stopMark = '\uE001';
const headlineOptions = `StartSel=${startMark}, StopSel=${stopMark}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function markSnippet(headline: string): string {
  return escapeHtml(headline.replace(/[\uE000\uE001]/g, (mark) => (mark === startMark ? '\u0001' : '\u0002')))
    .replace(/\u0001/g, '<mark>')
    .replace(/\u0002/g, '</mark>');
}

interface EntryRow {
  machine_id: number | null;
  news_id: number | null;
  page: string | null;
  locale: Locale;
  title: string;
  snippet: string | null;
}

const keyOf = (row: { machine_id: number | null; news_id: number | null; page: string | null }) =>
  row.machine_id !== null ? `m${row.machine_id}` : row.news_id !== null ? `n${row.news_id}` : `p${row.page}`;

/**
 * The hits of `found`, in its order: each item's title in `locale` (or its fallback), a snippet of its text in the
 * first language of the fallback order that has one, its first picture and its address.
 */
async function present(found: Found[], terms: SearchTerms, locale: Locale): Promise<SearchHit[]> {
  if (found.length === 0) return [];
  const db = await database();
  const machineIds = found.flatMap((row) => (row.machine_id !== null ? [row.machine_id] : []));
  const newsIds = found.flatMap((row) => (row.news_id !== null ? [row.news_id] : []));
  const pages = found.flatMap((row) => (row.page !== null ? [row.page] : []));
  const order = fallbackOrder(locale);
  const marked = tsqueryText(terms.words, '|');
  const headline = terms.words.length
    ? sql`ts_headline(public.search_config(e.locale), left(e.body, 2000), to_tsquery(public.search_config(e.locale), ${marked}), ${headlineOptions})`
    : sql`left(e.body, 200)`;
  const items = sql`(e.machine_id = any(${sql.raw(intArray(machineIds))}) or e.news_id = any(${sql.raw(intArray(newsIds))}) or ${
    pages.length
      ? sql`e.page in (${sql.join(
          pages.map((page) => sql`${page}`),
          sql`, `,
        )})`
      : sql`false`
  })`;
  const position = sql.raw(`array_position(array[${order.map((l) => `'${l}'`).join(',')}], e.locale)`);
  // The snippet of each item is made from the one row chosen for it (ts_headline is the costly part).
  const [entries, pictures, covers] = await Promise.all([
    db.execute(sql`select e.machine_id, e.news_id, e.page, e.locale, e.title, null as snippet
        from search_entries e where ${items}
      union all
      select e.machine_id, e.news_id, e.page, e.locale, '' as title, ${headline} as snippet
        from (select distinct on (e.machine_id, e.news_id, e.page) e.machine_id, e.news_id, e.page, e.locale, e.body
          from search_entries e where ${items} and e.body <> ''
          order by e.machine_id, e.news_id, e.page, ${position}) e`),
    machineIds.length
      ? db.execute(sql`select distinct on (machine_id) machine_id, storage_key,
            ${sql.raw(`coalesce(${order.map((l) => `nullif(trim(description_${l}), '')`).join(', ')}, '')`)} as description
          from pictures where machine_id = any(${sql.raw(intArray(machineIds))}) and mime_type like 'image/%'
          order by machine_id, priority, id`)
      : Promise.resolve([]),
    newsIds.length
      ? db.execute(sql`select id, image_key from news
          where id = any(${sql.raw(intArray(newsIds))}) and image_key is not null and image_type like 'image/%'`)
      : Promise.resolve([]),
  ]);
  const titles = new Map<string, Partial<Record<Locale, string>>>();
  const snippets = new Map<string, string>();
  for (const row of rowsOf<EntryRow>(entries)) {
    const key = keyOf(row);
    if (row.snippet !== null) snippets.set(key, row.snippet);
    else titles.set(key, { ...titles.get(key), [row.locale]: row.title });
  }
  const pictureOf = new Map(
    rowsOf<{ machine_id: number; storage_key: string; description: string }>(pictures).map((row) => [
      `m${row.machine_id}`,
      { url: mediaUrl(row.storage_key), description: row.description },
    ]),
  );
  for (const row of rowsOf<{ id: number; image_key: string }>(covers))
    pictureOf.set(`n${row.id}`, { url: mediaUrl(row.image_key), description: '' });
  return found.map((row) => {
    const key = keyOf(row);
    const byLanguage = titles.get(key) ?? {};
    const title = order.map((language) => byLanguage[language]?.trim()).find(Boolean) ?? '';
    const base = { title, snippet: markSnippet(snippets.get(key) ?? ''), picture: pictureOf.get(key) ?? null };
    if (row.machine_id !== null)
      return { kind: 'machine', id: row.machine_id, url: machinePath(locale, row.machine_id), ...base };
    if (row.news_id !== null) return { kind: 'news', id: row.news_id, url: newsPath(locale, row.news_id), ...base };
    const page = row.page as SitePage;
    return { kind: 'page', url: page in sitePaths ? pathOf(locale, page) : `/${locale}`, ...base };
  });
}

/** An `integer[]` literal of ids (numbers from the database, never from a visitor). */
const intArray = (ids: number[]) => `array[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`;

/**
 * The ids of the `kind` items whose title in any language matches `text` as the site search matches it (stemming,
 * accents and case aside, parts of words, model numbers): the admin lists' name search, as a subquery.
 */
export async function titleMatches(kind: 'machine' | 'news', text: string): Promise<SQL> {
  // What saves noted since the last search, made first, as a search does.
  await catchUpSearchIndex();
  const where = anyOf(alternativesOf(searchTerms(text), { titleOnly: true }));
  // And the words as they are typed, anywhere in the title: "machine 1" also finds "Machine 12".
  const phrase = `%${fold(text.trim())
    .replace(/\s+/g, ' ')
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const column = kind === 'machine' ? sql`e.machine_id` : sql`e.news_id`;
  return sql`(select ${column} from search_entries e where ${column} is not null and (${where} or e.folded_title like ${phrase}))`;
}
