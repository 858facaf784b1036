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

/**
 * Expires `tags` at once, so that the next request renders fresh content (no stale-while-revalidate: an office
 * worker who just saved expects to see the change). Works in route handlers and server actions alike.
 */
export function invalidate(...tags: string[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
