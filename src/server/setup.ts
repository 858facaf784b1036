/**
 * What every start does before the first request: migrate, seed a new empty database, create the
 * first administrator, write the site pages' texts into the search index. Safe to run by several instances at once against one PostgreSQL server.
 */
import 'server-only';

import { type AdminAccountResult, ensureAdminAccount } from './auth/first-admin';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { MediaStorage } from './media/types';
import { indexSitePages } from './search/site-pages';
import { type SeedReport, seedNewDatabase } from './seed';

export interface SetupReport {
  seeded: SeedReport | null;
  admin: AdminAccountResult;
}

export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Config,
  storage: MediaStorage,
): Promise<SetupReport> {
  return handle.exclusively(async (db) => {
    await handle.migrate();
    const seeded = await seedNewDatabase(db, storage);
    const admin = await ensureAdminAccount(db, config.admin);
    await indexSitePages(db);
    return { seeded, admin };
  });
}

/** The lines printed at start-up: where to go, and the generated password the one time there is one. */
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
    if (report.admin.generatedPassword) {
      lines.push(
        `  Password: ${report.admin.generatedPassword}`,
        '  It is shown this once. Change it with `npm run admin -- <username>`.',
      );
    }
  }
  lines.push(`Website: ${base}/`);
  return lines;
}
