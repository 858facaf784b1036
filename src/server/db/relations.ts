/**
 * How the tables of schema.ts relate, for Drizzle's relational queries (`db.query.machines.findMany({ with: … })`).
 * They add nothing to the SQL: the foreign keys are in schema.ts. The client is given both (client.ts).
 */
import 'server-only';

import { relations } from 'drizzle-orm';

import {
  advantages,
  categories,
  contactRequestItems,
  contactRequests,
  machineCategories,
  machineOptionsTable,
  machines,
  news,
  newsContentBlocks,
  pictures,
  technicalCharacteristics,
} from './schema';

export const categoriesRelations = relations(categories, ({ many }) => ({
  machines: many(machineCategories),
}));

export const machinesRelations = relations(machines, ({ many }) => ({
  categories: many(machineCategories),
  advantages: many(advantages),
  options: many(machineOptionsTable),
  technicalCharacteristics: many(technicalCharacteristics),
  pictures: many(pictures),
}));

export const machineCategoriesRelations = relations(machineCategories, ({ one }) => ({
  machine: one(machines, { fields: [machineCategories.machine_id], references: [machines.id] }),
  category: one(categories, { fields: [machineCategories.category_id], references: [categories.id] }),
}));

export const advantagesRelations = relations(advantages, ({ one }) => ({
  machine: one(machines, { fields: [advantages.machine_id], references: [machines.id] }),
}));

export const machineOptionsRelations = relations(machineOptionsTable, ({ one }) => ({
  machine: one(machines, { fields: [machineOptionsTable.machine_id], references: [machines.id] }),
}));

export const technicalCharacteristicsRelations = relations(technicalCharacteristics, ({ one }) => ({
  machine: one(machines, { fields: [technicalCharacteristics.machine_id], references: [machines.id] }),
}));

export const picturesRelations = relations(pictures, ({ one }) => ({
  machine: one(machines, { fields: [pictures.machine_id], references: [machines.id] }),
}));

export const contactRequestsRelations = relations(contactRequests, ({ many }) => ({
  items: many(contactRequestItems),
}));

export const contactRequestItemsRelations = relations(contactRequestItems, ({ one }) => ({
  request: one(contactRequests, { fields: [contactRequestItems.request_id], references: [contactRequests.id] }),
}));

export const newsRelations = relations(news, ({ many }) => ({
  content: many(newsContentBlocks),
}));

export const newsContentBlocksRelations = relations(newsContentBlocks, ({ one }) => ({
  news: one(news, { fields: [newsContentBlocks.news_id], references: [news.id] }),
}));
