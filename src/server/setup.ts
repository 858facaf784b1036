/**
 * What every start does before the first request: migrate, seed a new empty database, create the
 * first administrator, write the site pages' texts into the search index. Safe to run by several instances at once against one PostgreSQL server.
 */
import 'server-only';

import { pgTable, text } from 'drizzle-orm/pg-core';

import { type AdminAccountResult, ensureAdminAccount } from './auth/first-admin';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { maintainTables } from './db/maintenance';
import type { MediaStorage } from './media/types';
import { indexSitePages } from './search/site-pages';
import { catchUpSearchIndex, flushSearchIndex, learnSearchWords } from './search/upkeep';
import { type SeedReport, seedNewDatabase } from './seed';

/**
 * What drizzle/0016_fold_usernames.sql renamed, until the start tells it. Not in db/schema.ts on purpose: the table
 * is that migration's message to the start, and no schema change should ever be generated from it.
 */
const usernameRenames = pgTable('username_renames', {
  old_username: text('old_username').notNull(),
  new_username: text('new_username').notNull(),
});

export interface SetupReport {
  seeded: SeedReport | null;
  admin: AdminAccountResult;
  /** Accounts the migration to one form of username had to rename, since another account had that name. */
  renamedAccounts: { old_username: string; new_username: string }[];
}

export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Config,
  storage: MediaStorage,
): Promise<SetupReport> {
  return handle.exclusively(async (db) => {
    await handle.migrate();
    // Told once, at the start after the migration (drizzle/0016_fold_usernames.sql), then forgotten.
    const renamed = await db.delete(usernameRenames).returning();
    const seeded = await seedNewDatabase(db, storage);
    const admin = await ensureAdminAccount(db, config.admin, config.dataDir);
    await indexSitePages(db);
    // The seeded content's rows, and any a save noted before a stop.
    await catchUpSearchIndex(db);
    await learnSearchWords(db);
    // What the migrations and the site pages' rows left pending, before the first search reads it.
    await flushSearchIndex(db);
    // And what no autovacuum did (db/maintenance.ts): the statistics of what was loaded or restored, among others.
    await maintainTables(db);
    return { seeded, admin, renamedAccounts: renamed };
  });
}

/** The lines printed at start-up: where to go, and where the generated first password is, never the password. */
export function describeSetup(report: SetupReport, config: Config, handle: DatabaseHandle): string[] {
  const host = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  const base = `http://${host}:${config.port}`;
  const lines = [
    `Database: ${handle.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (report.seeded) {
    const { categories, machines, pictures, news } = report.seeded;
    lines.push(
      `Demo content added: ${categories} categories, ${machines} machines, ${pictures} pictures, ${news} news articles.`,
    );
  }
  if (report.admin.created) {
    lines.push(`Administrator account created: ${report.admin.username}`);
    if (report.admin.passwordFile) {
      lines.push(
        `  Its first password is in ${report.admin.passwordFile} (readable by this user only).`,
        '  Sign in with it within 72 hours and choose your own; the file is deleted then.',
      );
    }
  }
  for (const { old_username, new_username } of report.renamedAccounts) {
    lines.push(
      `WARNING: usernames are now lower case, and another account already had the name of "${old_username}":`,
      `  it signs in as "${new_username}" from now on. Tell its owner.`,
    );
  }
  lines.push(`Website: ${base}/`);
  return lines;
}
