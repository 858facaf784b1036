/**
 * Stand-in for next/cache in the integration tests, where no Next.js server holds a cache: cached reads run
 * every time, and revalidations are recorded so that tests can check which tags a write touched. The tags each
 * cached read is declared with are recorded too, so that a test can check that a write expires a read.
 */
export const revalidatedTags: string[] = [];

/** The tags of each cached read, by its key. */
export const cachedReadTags = new Map<string, string[]>();

export function unstable_cache<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  keyParts?: string[],
  options?: { tags?: string[] },
) {
  cachedReadTags.set((keyParts ?? []).join('/'), options?.tags ?? []);
  return read;
}

export function revalidateTag(tag: string) {
  revalidatedTags.push(tag);
}

export function updateTag(tag: string) {
  revalidatedTags.push(tag);
}

export function revalidatePath() {}
