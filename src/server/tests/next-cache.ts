/**
 * Stand-in for next/cache in the integration tests, where no Next.js server holds a cache: cached reads run
 * every time, and revalidations are recorded so that tests can check which tags a write touched.
 */
export const revalidatedTags: string[] = [];

export function unstable_cache<A extends unknown[], R>(read: (...args: A) => Promise<R>) {
  return read;
}

export function revalidateTag(tag: string) {
  revalidatedTags.push(tag);
}

export function updateTag(tag: string) {
  revalidatedTags.push(tag);
}

export function revalidatePath() {}
