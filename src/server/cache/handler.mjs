/**
 * Next.js's cache of rendered pages and cached reads (next.config.mjs `cacheHandler`).
 *
 * Entries live in this process's memory, never on disk: a restart on another database must not serve the old one's
 * pages. The memory is bounded by bytes, not by a number of entries (lru-cache with `maxSize`): each entry is
 * weighed when stored (its HTML, React payload, body or data), and the least recently used go first once the
 * budget (`CACHE_MAX_MB`, 256 by default) is full. What a visitor can make the cache keep at will, what was not
 * found (a 404 page of an unknown path or id, a cached read that found nothing), lives in a small budget of its own
 * (a sixteenth), so that no number of made-up addresses can push a real page out; so do the listing's views with
 * range filters (`/fr/nos-machines/all-1~4_100_500`), whose bounds are any number a visitor types. Invalidations are what must reach every instance: with DATABASE_URL set, each
 * revalidated tag is announced with PostgreSQL NOTIFY and every instance LISTENs and expires it too, so a
 * change made through one instance shows on all of them at the next request. Plain JavaScript, because
 * Next.js loads this file as it is.
 */
import { LRUCache } from 'lru-cache';
import postgres from 'postgres';

export const channel = 'jorat_cache_invalidations';
const tagsHeader = 'x-next-cache-tags';

const MiB = 1024 * 1024;

/** The budget of CACHE_MAX_MB (a whole number of megabytes from 16), or 256 MB. */
export function cacheBudget(env = process.env) {
  const text = env.CACHE_MAX_MB?.trim();
  if (!text) return 256 * MiB;
  if (!/^[1-9]\d{1,5}$/.test(text) || Number(text) < 16) {
    throw new Error('CACHE_MAX_MB must be a whole number of megabytes, 16 or more.');
  }
  return Number(text) * MiB;
}

/** Bytes an entry holds, roughly: its strings, buffers and the keys around them, plus a little for each object. */
export function sizeOf(value, depth = 0) {
  if (value === null || value === undefined) return 8;
  // Two bytes a character: V8 keeps a text with any character past Latin-1 (a typographic apostrophe) that way.
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (typeof value !== 'object') return 16;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (value instanceof ArrayBuffer) return 64 + value.byteLength;
  // Deeper than any value Next.js stores: counted as its JSON, which is what it would cost.
  if (depth > 8) return 16 + (JSON.stringify(value)?.length ?? 0);
  let bytes = 64;
  if (value instanceof Map) {
    for (const [key, item] of value) bytes += sizeOf(key, depth + 1) + sizeOf(item, depth + 1);
    return bytes;
  }
  for (const [key, item] of Object.entries(value)) bytes += key.length + sizeOf(item, depth + 1);
  return bytes;
}

/**
 * Whether a value tells that something was not found: a page rendered with 404 (an unknown path, machine, article
 * or view of a list), or a cached read (`unstable_cache`) that found nothing.
 */
export function isMiss(value) {
  if (!value || typeof value !== 'object') return false;
  if ((value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') && value.status === 404) return true;
  return value.kind === 'FETCH' && value.data?.body === 'null';
}

/** Whether a key is a listing view with range filters (src/i18n/listing-address.ts, `listingSegment`). */
export const isRangedView = (key) => /\/nos-machines\/[^/]*~/.test(key);

/**
 * One process's cache: entries by key in two byte-bounded LRUs (what was found, and the small one of what was not),
 * and when each tag was last expired.
 * @param {{ databaseUrl?: string, maxBytes?: number }} options
 */
export function createCacheStore({ databaseUrl, maxBytes = cacheBudget() } = {}) {
  /** @typedef {{ value: unknown, lastModified: number, tags: string[], cacheControl: unknown, bytes: number }} Entry */
  const bounded = (max) =>
    /** @type {LRUCache<string, Entry>} */ (
      new LRUCache({ maxSize: max, maxEntrySize: max, sizeCalculation: (entry) => entry.bytes })
    );
  const found = bounded(maxBytes);
  const missed = bounded(Math.max(1, Math.floor(maxBytes / 16)));
  const ranged = bounded(Math.max(1, Math.floor(maxBytes / 16)));
  const entries = {
    get: (key) => found.get(key) ?? missed.get(key) ?? ranged.get(key),
    delete(key) {
      found.delete(key);
      missed.delete(key);
      ranged.delete(key);
    },
    clear() {
      found.clear();
      missed.clear();
      ranged.clear();
    },
  };
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
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    },

    set(key, value, ctx = {}) {
      entries.delete(key);
      // A page that does not exist is rendered again when asked for, never kept: otherwise every unknown id or
      // view an anonymous visitor makes up would take an entry and push out the pages that exist.
      if (!value || (value.kind === 'APP_PAGE' && value.status === 404)) return;
      const header = value.headers?.[tagsHeader];
      const tags = [...(ctx.tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])];
      // The key counts too: a made-up address or query is part of what an entry costs.
      const bytes = 2 * key.length + sizeOf(value) + sizeOf(tags);
      (isMiss(value) ? missed : isRangedView(key) ? ranged : found).set(key, {
        value,
        lastModified: Date.now(),
        tags,
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
        bytes,
      });
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

    /** How many entries and bytes are kept: of what was found, of what was not, of the listing's ranged views. */
    get usage() {
      return {
        found: { entries: found.size, bytes: found.calculatedSize },
        missed: { entries: missed.size, bytes: missed.calculatedSize },
        ranged: { entries: ranged.size, bytes: ranged.calculatedSize },
      };
    },

    /** Whether `key` is kept (without touching its place in the order). */
    has(key) {
      return found.has(key) || missed.has(key) || ranged.has(key);
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
