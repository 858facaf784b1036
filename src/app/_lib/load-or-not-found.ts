import { notFound } from 'next/navigation';

import { NotFoundError } from '@/server/errors';
import { decimalId } from '@/schemas/fields';

/** What `load` finds for the id of the URL, or null when the id is malformed or names nothing. */
export async function loadOrNull<T>(id: string, load: (id: number) => Promise<T>): Promise<T | null> {
  const parsed = decimalId(id);
  if (parsed === null) return null;
  try {
    return await load(parsed);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * What `load` finds for the id of the URL; the not-found page when the id is malformed or names nothing. Thrown,
 * so drawn by the browser only (see NotFoundPage): for the back office, which no search engine reads.
 */
export async function loadOrNotFound<T>(id: string, load: (id: number) => Promise<T>): Promise<T> {
  const parsed = decimalId(id);
  if (parsed === null) notFound();
  try {
    return await load(parsed);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
