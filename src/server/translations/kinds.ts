/** Everything with localized fields whose translations are followed, and where its fields are kept. */
import 'server-only';

import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { TranslatableKind } from '@/schemas/translations';

import {
  advantages,
  categories,
  machineOptionsTable,
  machines,
  news,
  newsContentBlocks,
  pictures,
  technicalCharacteristics,
} from '../db/schema';

/** What has localized fields: its table, its fields' stems, and the item it belongs to, if any. */
export const translatable = {
  machine: { table: machines, fields: ['name', 'description', 'metadescription'], owner: null, label: 'Machine' },
  advantage: { table: advantages, fields: ['description'], owner: 'machine', label: 'Advantage' },
  option: { table: machineOptionsTable, fields: ['name', 'value'], owner: 'machine', label: 'Option' },
  characteristic: {
    table: technicalCharacteristics,
    fields: ['name', 'value'],
    owner: 'machine',
    label: 'Technical characteristic',
  },
  picture: { table: pictures, fields: ['description'], owner: 'machine', label: 'Picture' },
  category: { table: categories, fields: ['name'], owner: null, label: 'Category' },
  news: { table: news, fields: ['title'], owner: null, label: 'News' },
  newsBlock: { table: newsContentBlocks, fields: ['title', 'content'], owner: 'news', label: 'Content block' },
} as const satisfies Record<TranslatableKind, unknown>;

/** The column `name` of the table of `kind`. */
export const columnOf = (kind: TranslatableKind, name: string) =>
  (translatable[kind].table as unknown as Record<string, AnyPgColumn>)[name]!;
