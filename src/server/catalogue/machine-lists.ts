/**
 * The lists of machines: all of them (the API, the home page), one page of the catalogue (the public listing, the
 * admin's list), the counts of the listing's filter, and the index of every machine's page (the sitemap).
 */
import 'server-only';

import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';

import { type Locale, locales } from '@/i18n/locales';
import type { RangeFilter } from '@/i18n/listing';
import type { ListRange } from '@/schemas/paging';
import type { PublicationFilter } from '@/schemas/publication';

import { cacheTags } from '../cache/tags';
import { database } from '../db';
import { latestChange } from '../db/latest-change';
import { allWrittenIn, fieldColumns, type PageEntry, writtenColumns, writtenLanguages } from '../db/written';
import {
  advantages,
  machineCategories,
  machineOptionsTable,
  machines,
  pictures,
  technicalCharacteristics,
} from '../db/schema';
import { fallbackOf, localize, type Fallback } from '../localize';
import { jsonSliceOf, type Page, pageOf, pageWindow, sliceOf } from '../paging';
import { inPublicationState } from '../publication/states';
import { isPublished } from '../publication/visible';
import { titleMatches } from '../search/search';
import { inRange, machineIdsInRanges } from './machine-filters';
import { byPriority, type MachineCategory, presentCategories, presentPicture, type PublicPicture } from './presenters';

export interface MachineSummary {
  id: number;
  name: string;
  /** The name's language when it is not the visitor's. */
  fallback: Fallback<'name'>;
  pictures: PublicPicture[];
  categories: MachineCategory[];
}

/** A machine of a page of the list, with the languages its name and description are written in (see `writtenIn`). */
export interface MachineListItem extends MachineSummary {
  languages: Locale[];
}

/** Every machine with its pictures and categories, by id, in one query. */
async function readMachineSummaries(locale: Locale): Promise<MachineSummary[]> {
  const db = await database();
  const rows = await db.query.machines.findMany({
    where: isPublished(machines),
    orderBy: [asc(machines.id)],
    with: { pictures: byPriority(pictures), categories: { with: { category: true } } },
  });
  return rows.map((machine) => ({
    id: machine.id,
    name: localize(machine, 'name', locale),
    fallback: fallbackOf(machine, ['name'], locale),
    pictures: machine.pictures.map((picture) => presentPicture(picture, locale)),
    categories: presentCategories(machine.categories, locale),
  }));
}

/** The whole list in one language, cached once: the only key a visitor's `?limit=&offset=&category=` can reach. */
const allMachineSummaries = unstable_cache(
  async (locale: Locale) => (await readMachineSummaries(locale)).map((machine) => JSON.stringify(machine)),
  ['machines:summaries'],
  { tags: [cacheTags.machines, cacheTags.categories] },
);

/**
 * What a request may ask of the whole list: a range, of the machines of any of some categories and in every one of
 * some range filters.
 */
type SummaryQuery = ListRange & { categoryIds?: readonly number[]; ranges?: readonly RangeFilter[] };

/**
 * The cached whole list's texts, those of any of `categoryIds` when some are given: filtered here, so that no choice
 * of categories makes an entry of its own.
 */
async function summaryTexts(locale: Locale, { categoryIds = [], ranges = [] }: SummaryQuery): Promise<string[]> {
  const texts = await allMachineSummaries(locale);
  if (categoryIds.length === 0 && ranges.length === 0) return texts;
  const wanted = new Set(categoryIds);
  // The ranges' machines are read at each request (one query of ids): a cached read per range would be unbounded.
  const inRanges = ranges.length > 0 ? await machineIdsInRanges(ranges) : null;
  return texts.filter((text) => {
    const machine = JSON.parse(text) as MachineSummary;
    return (
      (wanted.size === 0 || machine.categories.some((category) => wanted.has(category.id))) &&
      (inRanges === null || inRanges.has(machine.id))
    );
  });
}

/**
 * Every machine (or `range` of them, by id, of any of some categories) with its pictures and categories: the home
 * page. A range is cut from the cached whole list, so that no `limit` and `offset` of a request makes an entry of its
 * own.
 */
export async function listMachines(locale: Locale, query: SummaryQuery = {}): Promise<MachineSummary[]> {
  return sliceOf(await summaryTexts(locale, query), query).map((text) => JSON.parse(text) as MachineSummary);
}

/** The same as JSON, joined from the cached texts without making objects: GET /api/machine. */
export async function listMachinesJson(locale: Locale, query: SummaryQuery = {}): Promise<string> {
  return jsonSliceOf(await summaryTexts(locale, query), query);
}

type Database = Awaited<ReturnType<typeof database>>;

/** The machines of any of `categoryIds`. */
const inAnyCategory = (db: Database, categoryIds: readonly number[]) =>
  inArray(
    machines.id,
    db
      .select({ id: machineCategories.machine_id })
      .from(machineCategories)
      .where(inArray(machineCategories.category_id, [...categoryIds])),
  );

/** A machine's main text: what makes its page one of a language. A field blank in all five does not count. */
const mainText = [fieldColumns(machines, 'name'), fieldColumns(machines, 'description')];

const nameColumns = Object.fromEntries(locales.map((locale) => [`name_${locale}`, true])) as Record<
  `name_${Locale}`,
  true
>;

export interface MachineListQuery {
  /** Only the machines of any of these categories (none: every machine). */
  categoryIds?: readonly number[];
  /** Only the machines in every one of these ranges (see `inRange`). */
  ranges?: readonly RangeFilter[];
  /** Only the machines whose name, in any language, contains these words (case and accents aside). */
  search?: string;
  /** The newest first (the admin's list, where a machine just added shows on top), instead of the oldest. */
  newestFirst?: boolean;
  /** Drafts and unpublished machines too: the admin's list. Visitors see published machines only. */
  unpublished?: boolean;
  /** Only the machines in this state of publication (the admin's list; see `inPublicationState`). */
  publication?: PublicationFilter;
  page: number;
  pageSize: number;
}

/**
 * One page of machines by id (oldest or newest first), each with its first picture, its categories and the languages
 * its main text is written in, and how many there are: two
 * queries whatever the page's size (the machines with their first picture and categories, and the count).
 */
export async function readMachinePage(locale: Locale, query: MachineListQuery): Promise<Page<MachineListItem>> {
  const db = await database();
  const conditions: SQL[] = query.unpublished ? [] : [isPublished(machines)];
  if (query.categoryIds?.length) conditions.push(inAnyCategory(db, query.categoryIds));
  for (const range of query.ranges ?? []) conditions.push(inRange(range, machines.id));
  if (query.search) conditions.push(sql`${machines.id} in ${await titleMatches('machine', query.search)}`);
  if (query.publication) conditions.push(inPublicationState('machine', machines, query.publication));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db.query.machines.findMany({
      columns: { id: true, ...nameColumns },
      extras: Object.fromEntries(
        Object.entries(writtenColumns((language) => allWrittenIn(machines, mainText, language))).map(
          ([name, written]) => [name, written.as(name)],
        ),
      ),
      where,
      orderBy: [query.newestFirst ? desc(machines.id) : asc(machines.id)],
      ...pageWindow(query.page, query.pageSize),
      with: { pictures: { ...byPriority(pictures), limit: 1 }, categories: { with: { category: true } } },
    }),
    db.select({ total: count() }).from(machines).where(where),
  ]);
  const items = rows.map((machine) => ({
    id: machine.id,
    name: localize(machine, 'name', locale),
    fallback: fallbackOf(machine, ['name'], locale),
    pictures: machine.pictures.map((picture) => presentPicture(picture, locale)),
    categories: presentCategories(machine.categories, locale),
    languages: writtenLanguages(machine),
  }));
  return pageOf(items, counted?.total ?? 0, query.page, query.pageSize);
}

/**
 * One page of the catalogue: the public listing (by categories) and the admin list (by name). A view with ranges
 * reads `readMachinePage` instead, uncached: its page is cached, and a cached read per range would be unbounded.
 */
export const listMachinePage = unstable_cache(readMachinePage, ['machines:page'], {
  tags: [cacheTags.machines, cacheTags.categories],
});

/** How many machines each category has (a category without any is left out), and how many there are in all. */
async function readMachineCounts(): Promise<{ total: number; byCategory: Record<number, number> }> {
  const db = await database();
  const [perCategory, [all]] = await Promise.all([
    db
      .select({ categoryId: machineCategories.category_id, machines: count() })
      .from(machineCategories)
      .innerJoin(machines, eq(machines.id, machineCategories.machine_id))
      .where(isPublished(machines))
      .groupBy(machineCategories.category_id),
    db.select({ total: count() }).from(machines).where(isPublished(machines)),
  ]);
  return {
    total: all?.total ?? 0,
    byCategory: Object.fromEntries(perCategory.map((row) => [row.categoryId, row.machines])),
  };
}

/** The counts of the listing's category filter. */
export const countMachines = unstable_cache(readMachineCounts, ['machines:counts'], {
  tags: [cacheTags.machines, cacheTags.categories],
});

/**
 * Each machine's page entry: the latest change of its row or of anything it shows (pictures, categories,
 * advantages, options, technical characteristics; a part removed leaves no date behind), and the languages its
 * main text is written in. One query.
 */
async function readMachineIndex(): Promise<PageEntry[]> {
  const db = await database();
  const part = (
    table: typeof pictures | typeof advantages | typeof machineOptionsTable | typeof technicalCharacteristics,
  ) => ({
    table,
    ownerId: table.machine_id,
    changedAt: table.updated_at,
  });
  const latest = latestChange({ table: machines, id: machines.id, changedAt: machines.updated_at }, [
    part(pictures),
    part(advantages),
    part(machineOptionsTable),
    part(technicalCharacteristics),
    // A category link is added or removed, never edited.
    { table: machineCategories, ownerId: machineCategories.machine_id, changedAt: machineCategories.created_at },
  ]);
  const rows = await db
    .select({
      id: machines.id,
      updatedAt: latest,
      ...writtenColumns((locale) => allWrittenIn(machines, mainText, locale)),
    })
    .from(machines)
    .where(isPublished(machines))
    .orderBy(asc(machines.id));
  // Strings, not Dates: cached entries are stored as JSON.
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString(), languages: writtenLanguages(row) }));
}

/**
 * Every machine's id, last change and languages, for the sitemap and the machine pages' language links; expired
 * with the machine lists.
 */
export const listMachineIndex = unstable_cache(readMachineIndex, ['machines:index'], { tags: [cacheTags.machines] });
