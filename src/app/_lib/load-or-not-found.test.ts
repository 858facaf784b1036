/** @jest-environment node */
import { NotFoundError } from '@/server/errors';

import { loadOrNotFound } from './load-or-not-found';

/** What `notFound()` throws: Next.js answers it with the not-found page and a 404. */
const notFoundPage = { digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) };

describe('loadOrNotFound', () => {
  /** Machine 1 exists: a loose reading of the URL's id would find it. */
  const load = jest.fn(async (id: number) => {
    if (id !== 1 && id !== 17) throw new NotFoundError('Machine');
    return { id };
  });
  beforeEach(() => load.mockClear());

  it('loads the row of a decimal id', async () => {
    await expect(loadOrNotFound('1', load)).resolves.toEqual({ id: 1 });
    await expect(loadOrNotFound('17', load)).resolves.toEqual({ id: 17 });
  });

  it('shows the not-found page for an id that names nothing', async () => {
    await expect(loadOrNotFound('2', load)).rejects.toMatchObject(notFoundPage);
  });

  it('shows the not-found page, without loading anything, for /fr/machine/1%00 and every other malformed id', async () => {
    // Next.js hands the segment decoded (`1\0`) or, through some paths, as written (`1%00`): neither is machine 1.
    const malformed = ['1%00', '1\u0000', '0x11', '0x1', '1.0', '17.5', '1e0', '1e3', ' 1', '1 ', '01', '+1', 'true'];
    for (const id of [...malformed, '0', '-1', '2147483648', '99999999999', '']) {
      await expect(loadOrNotFound(id, load)).rejects.toMatchObject(notFoundPage);
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('lets any other failure through', async () => {
    await expect(loadOrNotFound('1', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
  });
});
