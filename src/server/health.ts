/**
 * Whether this instance can serve: its database answers a trivial query and its media store can be written to.
 * Asked by load balancers and monitors through `/healthz`, so it opens nothing new and gives up after a short
 * while: a database or bucket that hangs makes the answer "unavailable", not a request that hangs too.
 */
import 'server-only';

import { sql } from 'drizzle-orm';

import { type Database, database } from './db';
import { mediaStorage } from './media/storage';
import { type MediaStorage } from './media/types';

export type HealthPart = 'database' | 'storage';

export interface Health {
  ok: boolean;
  /** The parts that failed or did not answer in time. */
  failing: HealthPart[];
}

/** How long each check may take before it counts as failed. */
export const healthTimeoutMs = 2000;

export interface HealthSources {
  database: () => Promise<Database>;
  storage: () => MediaStorage;
  timeoutMs: number;
}

const defaultSources: HealthSources = { database, storage: mediaStorage, timeoutMs: healthTimeoutMs };

/** Checks the database and the media store at once; each failure is logged with its cause. */
export async function checkHealth(sources: Partial<HealthSources> = {}): Promise<Health> {
  const { database: db, storage, timeoutMs } = { ...defaultSources, ...sources };
  const checks: [HealthPart, (signal: AbortSignal) => Promise<unknown>][] = [
    ['database', async () => (await db()).execute(sql`select 1`)],
    ['storage', (signal) => storage().check(signal)],
  ];
  const results = await Promise.all(
    checks.map(async ([part, check]) => {
      try {
        await withTimeout(check, timeoutMs);
        return null;
      } catch (error) {
        console.error(`Health check: the ${part} failed:`, error instanceof Error ? error.message : error);
        return part;
      }
    }),
  );
  const failing = results.filter((part): part is HealthPart => part !== null);
  return { ok: failing.length === 0, failing };
}

async function withTimeout<T>(task: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([task(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
