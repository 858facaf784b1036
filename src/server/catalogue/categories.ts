/** Categories of the machine catalogue. */
import 'server-only';

import { asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';

import { formatLocale, type Locale, locales } from '@/i18n/locales';
import type { CategoryCreate, CategoryUpdate } from '@/schemas/category';

import { cacheTags, invalidate } from '../cache/tags';
import { database } from '../db';
import { nextPriority, setPriorities } from '../db/priority';
import { categories, machineCategories, machines } from '../db/schema';
import { NotFoundError } from '../errors';
import { changeItem, createItem, type Expectation, trashItem } from '../history';
import { updateTranslated } from '../translations';
import { localize } from '../localize';

type CategoryRow = typeof categories.$inferSelect;

/** A category in one language, with its five names for the admin. */
export interface Category {
  id: number;
  name: string;
  name_en: string;
  name_fr: string;
  name_de: string;
  name_it: string;
  name_es: string;
  priority: number;
  /** The number of its latest revision (the REST API's ETag). */
  version: number;
}

function present(row: CategoryRow, locale: Locale): Category {
  return {
    id: row.id,
    name: localize(row, 'name', locale),
    name_en: row.name_en,
    name_fr: row.name_fr,
    name_de: row.name_de,
    name_it: row.name_it,
    name_es: row.name_es,
    priority: row.priority,
    version: row.version,
  };
}

async function readCategories(locale: Locale): Promise<Category[]> {
  const db = await database();
  const rows = await db.select().from(categories).orderBy(asc(categories.priority), asc(categories.id));
  return rows.map((row) => present(row, locale));
}

/** Every category, by priority then id. */
export const listCategories = unstable_cache(readCategories, ['categories:list'], { tags: [cacheTags.categories] });

export async function createCategory(input: CategoryCreate): Promise<{ id: number }> {
  const row = await createItem('category', async (tx) => {
    // A new category goes last, unless given a priority.
    const priority = input.priority ?? (await nextPriority(tx, categories, null, null));
    const [created] = await tx
      .insert(categories)
      .values({ ...input, priority })
      .returning({ id: categories.id });
    return created!;
  });
  invalidate(cacheTags.categories);
  return row;
}

export async function updateCategory(id: number, changes: CategoryUpdate, expect?: Expectation): Promise<number> {
  const saved = await changeItem('category', id, { sections: ['fields'], expect }, (tx, item) =>
    updateTranslated('category', eq(categories.id, id), changes, tx, item),
  );
  // Machines show their categories' names and order.
  invalidate(cacheTags.categories, cacheTags.machines);
  return saved.version;
}

/** The category as it is now, bypassing the cache: what the API answers a write with. */
export async function freshCategory(id: number, locale: Locale): Promise<Category> {
  const db = await database();
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new NotFoundError('Category');
  return present(row, locale);
}

/** Puts the categories in the order of `orderedIds` (priorities 0..n-1); one deleted meanwhile is passed over. */
export async function reorderCategories(orderedIds: number[]): Promise<void> {
  await setPriorities(await database(), categories, null, null, orderedIds);
  // Machines list their categories in this order too.
  invalidate(cacheTags.categories, cacheTags.machines);
}

/** Moves the category to the trash; its machines stay, without it, until it is restored. */
export async function deleteCategory(id: number, expect?: Expectation): Promise<void> {
  await trashItem('category', id, expect);
  invalidate(cacheTags.categories, cacheTags.machines);
}

/** The machines of a category as its deletion names them: the first few names, by name, and how many there are. */
export interface CategoryMachines {
  names: string[];
  count: number;
}

/**
 * For each category that machines use (by id), the names of its first `limit` machines in `locale`, in
 * alphabetical order, and their number: what deleting it would take it out of. One query for all categories, read
 * fresh, since the admin is about to delete.
 */
export async function machinesOfCategories(locale: Locale, limit = 5): Promise<Record<number, CategoryMachines>> {
  const db = await database();
  const names = Object.fromEntries(locales.map((language) => [`name_${language}`, machines[`name_${language}`]])) as {
    [K in `name_${Locale}`]: (typeof machines)[K];
  };
  const rows = await db
    .select({ categoryId: machineCategories.category_id, ...names })
    .from(machineCategories)
    .innerJoin(machines, eq(machines.id, machineCategories.machine_id));
  const byCategory = new Map<number, string[]>();
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push(localize(row, 'name', locale));
    byCategory.set(row.categoryId, list);
  }
  const order = new Intl.Collator(formatLocale[locale]).compare;
  return Object.fromEntries(
    [...byCategory].map(([id, list]) => [id, { names: list.sort(order).slice(0, limit), count: list.length }]),
  );
}
