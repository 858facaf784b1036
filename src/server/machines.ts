/** Machines of the catalogue, read in the visitor's language. */
import 'server-only';

import { asc } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';

import type { Locale } from '@/i18n/locales';

import { cacheTags } from './cache-tags';
import { database } from './db';
import { machineCategories, machines, pictures } from './db/schema';
import { localize } from './localize';
import { mediaStorage } from './media/storage';

export interface PublicPicture {
  id: number;
  url: string;
  /** The mime type; a video's starts with `video/`. */
  type: string;
  /** Alt text in the visitor's language. */
  description: string;
  width: number | null;
  height: number | null;
}

export interface MachineSummary {
  id: number;
  name: string;
  pictures: PublicPicture[];
  categories: { id: number; name: string }[];
}

const byPriority = { orderBy: [asc(pictures.priority), asc(pictures.id)] };

/** Every machine with its pictures and categories, by priority then id, in one query. */
async function readMachineSummaries(locale: Locale): Promise<MachineSummary[]> {
  const db = await database();
  const rows = await db.query.machines.findMany({
    orderBy: [asc(machines.id)],
    with: {
      pictures: byPriority,
      categories: {
        with: { category: true },
        orderBy: [asc(machineCategories.category_id)],
      },
    },
  });
  const storage = mediaStorage();
  return rows.map((machine) => ({
    id: machine.id,
    name: localize(machine, 'name', locale),
    pictures: machine.pictures.map((picture) => ({
      id: picture.id,
      url: storage.publicUrl(picture.storage_key),
      type: picture.mime_type,
      description: localize(picture, 'description', locale),
      width: picture.width,
      height: picture.height,
    })),
    categories: machine.categories
      .map(({ category }) => category)
      .sort((a, b) => a.priority - b.priority || a.id - b.id)
      .map((category) => ({ id: category.id, name: localize(category, 'name', locale) })),
  }));
}

export const listMachines = unstable_cache(readMachineSummaries, ['machines:summaries'], {
  tags: [cacheTags.machines, cacheTags.categories],
});

