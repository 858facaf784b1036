/**
 * The demo content: seeded into a new, empty database so that a fresh install shows a living site, and by
 * `npm run db:seed`. The pictures are drawn here (src/server/seed/drawings.ts), never downloaded.
 */
import 'server-only';

import fs from 'node:fs/promises';
import path from 'node:path';

import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';

import type { Database } from '../db';
import {
  advantages,
  appState,
  categories,
  characteristicTypes,
  machineCategories,
  machineOptionsTable,
  machines,
  news,
  newsContentBlocks,
  pictures,
  technicalCharacteristics,
} from '../db/schema';
import { formatMeasure } from '@/i18n/measures';
import { locales } from '@/i18n/locales';

import { localizedColumns } from '../localize';
import { type MediaStorage, newMediaKey } from '../media/types';
import * as content from './content';
import type { SeedCharacteristic, SeedCharacteristicType } from './content/types';
import { drawingSvg } from './drawings';

const demoVideo = path.join(process.cwd(), 'src/server/seed/assets/cutting-table.mp4');

/** True when the database holds no category, machine or news article. */
export async function hasNoContent(db: Database): Promise<boolean> {
  const totals = await Promise.all(
    [categories, machines, news].map((table) => db.select({ total: count() }).from(table)),
  );
  return totals.every(([row]) => !row || row.total === 0);
}

export interface SeedReport {
  categories: number;
  machines: number;
  pictures: number;
  news: number;
}

/** Inserts the demo content. Files written for a seed that fails are removed again. */
export async function seedDemoContent(db: Database, storage: MediaStorage): Promise<SeedReport> {
  const written: string[] = [];
  const store = async (key: string, body: Uint8Array, type: string) => {
    await storage.put(key, body, type);
    written.push(key);
  };
  try {
    const report = await db.transaction(async (tx) => {
      const categoryIds = new Map<string, number>();
      for (const category of content.categories) {
        const [row] = await tx
          .insert(categories)
          .values({ ...localizedColumns('name', category.name), priority: category.priority })
          .returning({ id: categories.id });
        categoryIds.set(category.key, row!.id);
      }

      const types = new Map<string, SeedCharacteristicType & { id: number }>();
      for (const [priority, type] of content.characteristicTypes.entries()) {
        const [row] = await tx
          .insert(characteristicTypes)
          .values({ ...localizedColumns('name', type.name), unit: type.unit, priority })
          .returning({ id: characteristicTypes.id });
        types.set(type.key, { ...type, id: row!.id });
      }

      let pictureCount = 0;
      for (const machine of content.machines) {
        const [row] = await tx
          .insert(machines)
          .values({
            ...localizedColumns('name', machine.name),
            ...localizedColumns('description', machine.description),
            ...localizedColumns('metadescription', machine.metadescription),
          })
          .returning({ id: machines.id });
        const machine_id = row!.id;
        await tx.insert(machineCategories).values(
          machine.categories.map((key) => {
            const category_id = categoryIds.get(key);
            if (category_id === undefined) throw new Error(`Demo machine names unknown category ${key}`);
            return { machine_id, category_id };
          }),
        );
        await tx.insert(advantages).values(
          machine.advantages.map((text, priority) => ({
            machine_id,
            priority,
            ...localizedColumns('description', text),
          })),
        );
        await tx.insert(machineOptionsTable).values(
          machine.options.map((option, priority) => ({
            machine_id,
            priority,
            ...localizedColumns('name', option.name),
            ...localizedColumns('value', option.value),
          })),
        );
        await tx.insert(technicalCharacteristics).values(
          machine.technicalCharacteristics.map((characteristic, priority) => ({
            machine_id,
            priority,
            ...characteristicColumns(characteristic, types),
          })),
        );
        for (const [priority, picture] of machine.pictures.entries()) {
          const image = await renderDrawing(drawingSvg(picture.drawing, picture.view));
          const storage_key = newMediaKey(`machines/${machine_id}`, 'webp');
          await store(storage_key, image.data, 'image/webp');
          await tx.insert(pictures).values({
            machine_id,
            priority,
            storage_key,
            mime_type: 'image/webp',
            width: image.width,
            height: image.height,
            ...localizedColumns('description', picture.description),
          });
          pictureCount++;
        }
      }

      const seededAt = Date.now();
      for (const [index, article] of content.news.entries()) {
        // Published a month apart, the last one today: newest first is the order they are listed in.
        const published_at = new Date(seededAt - (content.news.length - 1 - index) * 30 * 24 * 3600 * 1000);
        const [row] = await tx
          .insert(news)
          .values({ ...localizedColumns('title', article.title), published_at })
          .returning({ id: news.id });
        const news_id = row!.id;
        const cover =
          article.cover.kind === 'video'
            ? { data: await fs.readFile(demoVideo), type: 'video/mp4', extension: 'mp4' }
            : {
                data: (await renderDrawing(drawingSvg(article.cover.drawing, 'overall'))).data,
                type: 'image/webp',
                extension: 'webp',
              };
        const image_key = newMediaKey(`news/${news_id}`, cover.extension);
        await store(image_key, cover.data, cover.type);
        await tx.update(news).set({ image_key, image_type: cover.type }).where(eq(news.id, news_id));
        await tx.insert(newsContentBlocks).values(
          article.blocks.map((block, priority) => ({
            news_id,
            priority,
            ...localizedColumns('title', block.title),
            ...localizedColumns('content', block.content),
          })),
        );
      }

      return {
        categories: content.categories.length,
        machines: content.machines.length,
        pictures: pictureCount,
        news: content.news.length,
      };
    });
    return report;
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * The columns of a demo characteristic: its texts, or, for a measure of a type, what the office's save writes (the
 * type's names, the measure's numbers and unit, and its values as each language writes it).
 */
function characteristicColumns(
  characteristic: SeedCharacteristic,
  types: Map<string, SeedCharacteristicType & { id: number }>,
) {
  if (!('type' in characteristic)) {
    return {
      ...localizedColumns('name', characteristic.name),
      ...localizedColumns('value', characteristic.value),
    };
  }
  const type = types.get(characteristic.type);
  if (!type) throw new Error(`Demo characteristic names unknown type ${characteristic.type}`);
  const measure = { min: characteristic.measure.min, max: characteristic.measure.max ?? null, unit: type.unit };
  const values = Object.fromEntries(locales.map((locale) => [locale, formatMeasure(measure, locale)]));
  return {
    ...localizedColumns('name', type.name),
    ...localizedColumns('value', values as typeof type.name),
    type_id: type.id,
    measure_min: measure.min,
    measure_max: measure.max,
    measure_unit: measure.unit,
  };
}

async function renderDrawing(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const initializedKey = 'initialized';

/**
 * Seeds the demo content the first time the product starts on a database, when that database is empty.
 * An installation whose staff later delete every machine is not filled with demo content again.
 */
export async function seedNewDatabase(db: Database, storage: MediaStorage): Promise<SeedReport | null> {
  const [state] = await db.select().from(appState).where(eq(appState.key, initializedKey));
  if (state) return null;
  const report = (await hasNoContent(db)) ? await seedDemoContent(db, storage) : null;
  await markInitialized(db);
  return report;
}

export async function markInitialized(db: Database): Promise<void> {
  await db
    .insert(appState)
    .values({ key: initializedKey, value: { at: new Date().toISOString() } })
    .onConflictDoNothing();
}

/** Deletes every category, machine, characteristic type and news article with their files, for `npm run db:seed -- --reset`. */
export async function deleteAllContent(db: Database, storage: MediaStorage): Promise<void> {
  const pictureKeys = await db.select({ key: pictures.storage_key }).from(pictures);
  const coverKeys = await db.select({ key: news.image_key }).from(news);
  await db.transaction(async (tx) => {
    await tx.delete(machines);
    await tx.delete(characteristicTypes);
    await tx.delete(categories);
    await tx.delete(news);
  });
  const keys = [...pictureKeys, ...coverKeys].map(({ key }) => key).filter((key): key is string => !!key);
  await Promise.all(keys.map((key) => storage.delete(key)));
}
