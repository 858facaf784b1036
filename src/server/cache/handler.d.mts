/** Types of handler.mjs for the TypeScript code that uses it (the tests). */
export declare const channel: string;

export interface CacheStore {
  readonly listening: Promise<unknown>;
  readonly size: number;
  get(
    key: string,
    ctx?: { tags?: string[]; softTags?: string[] },
  ): { value: any; lastModified: number; cacheControl: unknown } | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  set(key: string, value: unknown, ctx?: { tags?: string[]; cacheControl?: unknown; fetchCache?: boolean }): void;
  revalidateTag(tags: string | string[]): Promise<void>;
  close(): Promise<void>;
}

export declare function createCacheStore(options?: { databaseUrl?: string; maxEntries?: number }): CacheStore;

export default class CacheHandler {
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
