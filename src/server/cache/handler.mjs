/**
 * Next.js's cache of rendered pages and cached reads (next.config.mjs `cacheHandler`).
 *
 * Entries live in this process's memory, bounded, and never on disk: a restart on another database must not
 * serve the old one's pages. Invalidations are what must reach every instance: with DATABASE_URL set, each
 * revalidated tag is announced with PostgreSQL NOTIFY and every instance LISTENs and expires it too, so a
 * change made through one instance shows on all of them at the next request. Plain JavaScript, because
 * Next.js loads this file as it is.
 */
import postgres from 'postgres';

export const channel = 'jorat_cache_invalidations';
const tagsHeader = 'x-next-cache-tags';

/**
 * One process's cache: entries by key, most recently used last, and when each tag was last expired.
 * @param {{ databaseUrl?: string, maxEntries?: number }} options
 */
export function createCacheStore({ databaseUrl, maxEntries = 2000 } = {}) {
  /** @type {Map<string, { value: unknown, lastModified: number, tags: string[], cacheControl: unknown }>} */
  const entries = new Map();
  /** @type {Map<string, number>} */
  const expiredAt = new Map();
  const sql = databaseUrl ? postgres(databaseUrl, { max: 1, onnotice: () => {} }) : null;

  const expire = (tags, at) => {
    for (const tag of tags) expiredAt.set(tag, at);
  };

  // Every (re)connection may have missed announcements: forget everything then, it is only a cache.
  const listening = sql
    ? sql
        .listen(
          channel,
          (payload) => {
            try {
              expire(JSON.parse(payload), Date.now());
            } catch (error) {
              console.error('Ignored a malformed cache invalidation:', error);
            }
          },
          () => entries.clear(),
        )
        .catch((error) => console.error('Cache invalidations from other instances are not received:', error))
    : Promise.resolve();

  return {
    listening,

    get(key, ctx = {}) {
      const entry = entries.get(key);
      if (!entry) return null;
      const tags = [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
      if (tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) >= entry.lastModified)) {
        entries.delete(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    },

    set(key, value, ctx = {}) {
      entries.delete(key);
      // A page that does not exist is rendered again when asked for, never kept: otherwise every unknown id or
      // view an anonymous visitor makes up would take an entry and push out the pages that exist.
      if (!value || (value.kind === 'APP_PAGE' && value.status === 404)) return;
      const header = value.headers?.[tagsHeader];
      const tags = [...(ctx.tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])];
      entries.set(key, {
        value,
        lastModified: Date.now(),
        tags,
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },

    async revalidateTag(tags) {
      const list = [tags].flat().filter(Boolean);
      if (list.length === 0) return;
      expire(list, Date.now());
      if (sql) {
        try {
          await sql.notify(channel, JSON.stringify(list));
        } catch (error) {
          console.error('Could not tell the other instances to expire', list, error);
        }
      }
    },

    get size() {
      return entries.size;
    },

    async close() {
      await sql?.end();
    },
  };
}

const slot = Symbol.for('jorat.cacheStore');

/** Next.js creates a handler per request; they all share the process's store. */
export default class CacheHandler {
  constructor() {
    // A build has no business with the runtime database, whichever it is.
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    globalThis[slot] ??= createCacheStore({
      databaseUrl: building ? undefined : process.env.DATABASE_URL || undefined,
    });
    this.store = globalThis[slot];
  }

  async get(key, ctx) {
    return this.store.get(key, ctx);
  }

  async set(key, data, ctx) {
    this.store.set(key, data, ctx);
  }

  async revalidateTag(tags) {
    await this.store.revalidateTag(tags);
  }

  resetRequestCache() {}
}
