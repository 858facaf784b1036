/** Expiring cached pages from a request, and from outside one (the publication schedule's rounds). */
import { revalidateTag } from 'next/cache';

import { invalidate } from './tags';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const slot = Symbol.for('jorat.cacheStore');
const holder = globalThis as { [slot]?: { revalidateTag: jest.Mock } };

afterEach(() => {
  delete holder[slot];
  jest.mocked(revalidateTag).mockReset();
});

describe('invalidate', () => {
  it('expires each tag once through Next.js within a request', () => {
    invalidate('machines', 'machine:4', 'machines');
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['machines', { expire: 0 }],
      ['machine:4', { expire: 0 }],
    ]);
  });

  it('tells the process’s cache store directly where Next.js refuses, outside a request', () => {
    jest.mocked(revalidateTag).mockImplementation(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag("news")');
    });
    const store = { revalidateTag: jest.fn().mockResolvedValue(undefined) };
    holder[slot] = store;
    invalidate('news', 'news:7');
    expect(store.revalidateTag.mock.calls).toEqual([[['news']], [['news:7']]]);
  });

  it('still fails where there is no cache store to tell', () => {
    jest.mocked(revalidateTag).mockImplementation(() => {
      throw new Error('refused');
    });
    expect(() => invalidate('news')).toThrow('refused');
  });
});
