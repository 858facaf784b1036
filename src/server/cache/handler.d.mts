/** Types of handler.mjs for the TypeScript code that uses it (the tests). */
export declare const channel: string;

export interface CacheStore {
  readonly listening: Promise<unknown>;
  readonly usage: {
    found: { entries: number; bytes: number };
    missed: { entries: number; bytes: number };
    ranged: { entries: number; bytes: number };
  };
  has(key: string): boolean;
  get(
    key: string,
    ctx?: { tags?: string[]; softTags?: string[] },
  ): { value: any; lastModified: number; cacheControl: unknown } | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  set(key: string, value: unknown, ctx?: { tags?: string[]; cacheControl?: unknown; fetchCache?: boolean }): void;
  revalidateTag(tags: string | string[]): Promise<void>;
  close(): Promise<void>;
}

export declare function createCacheStore(options?: { databaseUrl?: string; maxBytes?: number }): CacheStore;
export declare function cacheBudget(env?: Record<string, string | undefined>): number;
export declare function sizeOf(value: unknown): number;
export declare function isMiss(value: unknown): boolean;
export declare function isRangedView(key: string): boolean;

export default class CacheHandler {
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
