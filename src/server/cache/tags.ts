import 'server-only';

import { revalidateTag } from 'next/cache';

/**
 * Cache tags of the public reads, named after what they cover and kept in one place, so that a read and the
 * writes that outdate it cannot disagree on a name. Reads tag their entries with these; every domain write
 * revalidates the tags it touches.
 */
export const cacheTags = {
  machines: 'machines',
  machine: (id: number) => `machine:${id}`,
  categories: 'categories',
  characteristicTypes: 'characteristic-types',
  news: 'news',
  newsItem: (id: number) => `news:${id}`,
} as const;

/** The process's cache store (cache/handler.mjs), which Next.js's `revalidateTag` reaches within a request. */
const storeSlot = Symbol.for('jorat.cacheStore');
type Store = { revalidateTag(tags: string[]): Promise<void> };

/**
 * Expires `tags` at once, so that the next request renders fresh content (no stale-while-revalidate: an office
 * worker who just saved expects to see the change). Works in route handlers and server actions alike, and outside a
 * request (the publication schedule's rounds), where Next.js's `revalidateTag` refuses to run: the process's cache
 * store is then told directly, which tells the other instances as it always does.
 */
export function invalidate(...tags: string[]): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      const store = (globalThis as { [storeSlot]?: Store })[storeSlot];
      if (!store) throw error;
      store.revalidateTag([tag]).catch((failure: unknown) => console.error('Could not expire', tag, failure));
    }
  }
}
