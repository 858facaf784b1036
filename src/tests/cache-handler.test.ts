import { cacheBudget, createCacheStore } from '@/server/cache/handler.mjs';

const MiB = 1024 * 1024;

const page = (tags: string) => ({ kind: 'APP_PAGE', html: '<p>page</p>', headers: { 'x-next-cache-tags': tags } });
/** A rendered page as Next.js stores it, with `html`. */
const rendered = (html: string) => ({ kind: 'APP_PAGE', html, headers: {}, status: 200 });
/** A cached read (`unstable_cache`) as Next.js stores it: its result as JSON. */
const read = (result: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(result), status: 200, url: '' },
  revalidate: false,
});

describe('the page cache of one instance', () => {
  it('keeps a rendered page until one of its tags is revalidated', async () => {
    const store = createCacheStore();
    store.set('/en', page('_N_T_/en,machines,categories'), { cacheControl: { revalidate: false } });
    expect(store.get('/en')).toMatchObject({ value: { html: '<p>page</p>' }, cacheControl: { revalidate: false } });
    await store.revalidateTag('news');
    expect(store.get('/en')).not.toBeNull();
    await store.revalidateTag(['machines']);
    expect(store.get('/en')).toBeNull();
  });

  it('expires a cached read by its own tags or the page tags it was read under', async () => {
    const store = createCacheStore();
    store.set('read-1', { kind: 'FETCH', data: 1 }, { tags: ['machine:4'], fetchCache: true });
    expect(store.get('read-1', { tags: ['machine:4'], softTags: ['_N_T_/de'] })).not.toBeNull();
    await store.revalidateTag('_N_T_/de');
    expect(store.get('read-1', { tags: ['machine:4'], softTags: ['_N_T_/de'] })).toBeNull();
  });

  it('keeps a page rendered after the revalidation', async () => {
    const store = createCacheStore();
    await store.revalidateTag('machines');
    await new Promise((resolve) => setTimeout(resolve, 2));
    store.set('/fr', page('machines'));
    expect(store.get('/fr')).not.toBeNull();
  });

  it('weighs each entry by what it holds: its HTML, payload and key', () => {
    const store = createCacheStore({ maxBytes: 10 * MiB });
    store.set('/fr/small', rendered('x'.repeat(1_000)));
    const small = store.usage.found.bytes;
    store.set('/fr/large', rendered('x'.repeat(100_000)));
    expect(small).toBeGreaterThan(2_000);
    expect(small).toBeLessThan(4_000);
    // Two bytes a character, as V8 keeps a text with any character past Latin-1.
    expect(store.usage.found.bytes - small).toBeGreaterThan(200_000);
    expect(store.usage.found.bytes - small).toBeLessThan(203_000);
    // Buffers (the React payload, the segments) count by their length.
    const before = store.usage.found.bytes;
    store.set('/fr/payload', {
      ...rendered(''),
      rscData: Buffer.alloc(50_000),
      segmentData: new Map([['/a', Buffer.alloc(20_000)]]),
    });
    expect(store.usage.found.bytes - before).toBeGreaterThan(70_000);
    // Replacing an entry counts it once.
    store.set('/fr/large', rendered('x'.repeat(100_000)));
    expect(store.usage.found.entries).toBe(3);
  });

  it('keeps no page that answers 404, whatever its address', () => {
    const store = createCacheStore();
    store.set('/fr/nos-machines/99999-1', { ...page('machines'), status: 404 });
    store.set('/fr/nos-machines/1-1', { ...page('machines'), status: 200 });
    expect(store.get('/fr/nos-machines/99999-1')).toBeNull();
    expect(store.get('/fr/nos-machines/1-1')).not.toBeNull();
    expect(store.usage.found.entries + store.usage.missed.entries).toBe(1);
  });

  it('holds at most its budget of bytes, dropping the least recently used', () => {
    const store = createCacheStore({ maxBytes: 1 * MiB });
    const third = 'x'.repeat(150_000); // 300 KB: two bytes a character
    store.set('a', rendered(third));
    store.set('b', rendered(third));
    store.get('a');
    store.set('c', rendered(third));
    store.set('d', rendered(third));
    expect(store.usage.found.bytes).toBeLessThanOrEqual(1 * MiB);
    expect(store.get('b')).toBeNull();
    expect(store.get('a')).not.toBeNull();
    expect(store.get('d')).not.toBeNull();
    // An entry larger than the whole budget is not kept, and pushes nothing out.
    store.set('huge', rendered('x'.repeat(2 * MiB)));
    expect(store.has('huge')).toBe(false);
    expect(store.get('a')).not.toBeNull();
  });

  it('keeps what was not found in a small budget of its own, which never pushes a page out', () => {
    const store = createCacheStore({ maxBytes: 16 * MiB });
    store.set('/fr/machine/1', rendered('x'.repeat(500_000)));
    store.set('machines:one-1', read({ id: 1 }));
    // Thousands of made-up paths and ids, as anyone can ask for them: 404 pages and reads that found nothing.
    for (let index = 0; index < 5_000; index++) {
      store.set(`/fr/nothing-${index}`, { ...rendered('x'.repeat(2_000)), status: 404 });
      store.set(`machines:one-${100_000 + index}`, read(null));
    }
    expect(store.usage.missed.bytes).toBeLessThanOrEqual(MiB);
    expect(store.usage.missed.entries).toBeLessThan(10_000);
    expect(store.get('/fr/machine/1')).not.toBeNull();
    expect(store.get('machines:one-1')).not.toBeNull();
    expect(store.usage.found.entries).toBe(2);
    // The latest reads that found nothing are still answered from memory; a 404 page is never kept.
    expect(store.get('machines:one-104999')).not.toBeNull();
    expect(store.get('/fr/nothing-4999')).toBeNull();
  });

  it('keeps the listing’s views with ranges in a small budget of their own, which never pushes a page out', () => {
    const store = createCacheStore({ maxBytes: 16 * MiB });
    store.set('/fr/nos-machines/1_3-1', rendered('x'.repeat(500_000)));
    // Any number a visitor types is a view of its own: thousands of them.
    for (let index = 0; index < 5_000; index++)
      store.set(`/fr/nos-machines/all-1~4_${index}_`, rendered('x'.repeat(2_000)));
    expect(store.usage.ranged.bytes).toBeLessThanOrEqual(MiB);
    expect(store.get('/fr/nos-machines/1_3-1')).not.toBeNull();
    expect(store.usage.found.entries).toBe(1);
    expect(store.get('/fr/nos-machines/all-1~4_4999_')).not.toBeNull();
  });

  it('reads its budget from CACHE_MAX_MB, and refuses a budget that is no whole number of 16 MB or more', () => {
    expect(cacheBudget({})).toBe(256 * MiB);
    expect(cacheBudget({ CACHE_MAX_MB: '64' })).toBe(64 * MiB);
    for (const wrong of ['8', '1e3', '-5', 'lots', '64.5']) {
      expect(() => cacheBudget({ CACHE_MAX_MB: wrong })).toThrow('CACHE_MAX_MB');
    }
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

(databaseUrl ? describe : describe.skip)('several instances on one PostgreSQL server', () => {
  it('expires a page on every instance when one of them revalidates its tag', async () => {
    const first = createCacheStore({ databaseUrl });
    const second = createCacheStore({ databaseUrl });
    try {
      await Promise.all([first.listening, second.listening]);
      second.set('/de', page('machines'));
      await first.revalidateTag('machines');
      await waitFor(() => second.get('/de') === null);
      expect(second.get('/de')).toBeNull();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
