import {
  clientAddress,
  clientAddressWarning,
  markSocketAddressHeader,
  socketAddressRecorded,
} from '@/server/http/client-address';

import type { DatabaseHandle } from '@/server/db/client';
import { sql } from 'drizzle-orm';

import { database } from '@/server/db';
import { rateLimits } from '@/server/db/schema';
import { forgetEndedWindows, hit, peek, reset } from '@/server/rate-limit';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('rate limits', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const limit = { key: 'test:a', limit: 2, windowSeconds: 60 };
    expect((await hit(limit)).allowed).toBe(true);
    expect((await hit(limit)).allowed).toBe(true);
    const third = await hit(limit);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(55);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await peek(limit)).allowed).toBe(false);
  });

  it('starts counting again when the window has passed', async () => {
    const limit = { key: 'test:b', limit: 1, windowSeconds: 1 };
    await hit(limit);
    expect((await hit(limit)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await peek(limit)).allowed).toBe(true);
    expect((await hit(limit)).allowed).toBe(true);
  });

  it('keeps keys apart, and forgets a key on reset', async () => {
    const first = { key: 'test:c', limit: 1, windowSeconds: 60 };
    await hit(first);
    expect((await hit({ ...first, key: 'test:d' })).allowed).toBe(true);
    await reset('test:c');
    expect((await hit(first)).allowed).toBe(true);
  });
});

describe('forgetEndedWindows', () => {
  it('deletes the counters under its prefix whose window ended an hour ago, and no others', async () => {
    const db = await database();
    const startedAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
    await db.insert(rateLimits).values([
      { key: 'contact:192.0.2.1', window_started_at: startedAgo(7201), hits: 3 },
      { key: 'contact-unchecked:192.0.2.1', window_started_at: startedAgo(7201), hits: 1 },
      { key: 'contact:192.0.2.2', window_started_at: startedAgo(1800), hits: 1 },
      { key: 'upload-ticket:old', window_started_at: startedAgo(7201), hits: 1 },
    ]);
    await forgetEndedWindows('contact', 3600);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['contact:192.0.2.2', 'upload-ticket:old']));
    expect(keys).not.toContain('contact:192.0.2.1');
    expect(keys).not.toContain('contact-unchecked:192.0.2.1');
  });
});

describe('clientAddress', () => {
  const request = (headers: Record<string, string>) => new Headers(headers);
  const spoofed = request({ 'x-client-address': '203.0.113.7', 'x-forwarded-for': '10.0.0.1' });

  it('outside the custom server, trusts no header and warns loudly, once, that visitors share one bucket', () => {
    // The test environment plays the custom server (env.ts); here it does not.
    Reflect.deleteProperty(globalThis, Symbol.for('jorat.clientAddressFromSocket'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(socketAddressRecorded()).toBe(false);
    expect(clientAddress(spoofed, false)).toBe('unknown');
    expect(clientAddress(spoofed, false)).toBe('unknown');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/shares one rate-limit bucket/);
    expect(clientAddressWarning(false)).toMatch(/npm start/);
    warn.mockRestore();
  });

  it('behind a trusted proxy, takes the address the proxy appended last', () => {
    const proxied = request({ 'x-client-address': '127.0.0.1', 'x-forwarded-for': '10.0.0.1, 198.51.100.4' });
    expect(clientAddress(proxied, true)).toBe('198.51.100.4');
    expect(clientAddressWarning(true)).toBeNull();
  });

  it('under the custom server, takes the socket address it recorded, not a header the client wrote', () => {
    markSocketAddressHeader();
    expect(clientAddressWarning(false)).toBeNull();
    expect(clientAddress(spoofed, false)).toBe('203.0.113.7');
    expect(clientAddress(request({}), false)).toBe('unknown');
  });
});
