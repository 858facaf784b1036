import { createCacheStore } from '@/server/cache/handler.mjs';

const page = (tags: string) => ({ kind: 'APP_PAGE', html: '<p>page</p>', headers: { 'x-next-cache-tags': tags } });

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

  it('keeps no page that answers 404, whatever its address', () => {
    const store = createCacheStore();
    store.set('/fr/nos-machines/99999-1', { ...page('machines'), status: 404 });
    store.set('/fr/nos-machines/1-1', { ...page('machines'), status: 200 });
    expect(store.get('/fr/nos-machines/99999-1')).toBeNull();
    expect(store.get('/fr/nos-machines/1-1')).not.toBeNull();
    expect(store.size).toBe(1);
  });

  it('holds at most its bound, dropping the least recently used', () => {
    const store = createCacheStore({ maxEntries: 2 });
    store.set('a', page('x'));
    store.set('b', page('x'));
    store.get('a');
    store.set('c', page('x'));
    expect(store.size).toBe(2);
    expect(store.get('b')).toBeNull();
    expect(store.get('a')).not.toBeNull();
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
