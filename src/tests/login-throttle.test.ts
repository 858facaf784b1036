/**
 * The login throttling as an attacker meets it: counted before the password is checked, so that a burst gets
 * no more checks than the limit; few checks at once; lockouts that never keep out a known device.
 */
import argon2 from 'argon2';
import { eq, like } from 'drizzle-orm';

import * as auth from '@/app/api/auth/route';
import * as login from '@/app/api/auth/login/route';

import { hashPassword } from '@/server/auth/first-admin';
import { verifySlots } from '@/server/auth/verify-gate';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers, loginLimits } from '@/server/db/schema';
import { call, cookieFrom } from './api';
import { createTestDatabase } from './database';

const password = 'the right password';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const password_hash = await hashPassword(password);
  await handle.db.insert(adminUsers).values(
    ['burst', 'target', 'owner', 'tamper', 'device', 'reset', 'slow'].map((username) => ({
      username,
      password_hash,
    })),
  );
});
afterAll(() => handle.close());

/** Every argon2 verification the login makes, counted, with the most that ran at once. */
const checks = { started: 0, running: 0, mostAtOnce: 0 };
const realVerify = argon2.verify;
beforeEach(() => {
  Object.assign(checks, { started: 0, running: 0, mostAtOnce: 0 });
  jest.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
    checks.started++;
    checks.mostAtOnce = Math.max(checks.mostAtOnce, ++checks.running);
    try {
      return await realVerify(...args);
    } finally {
      checks.running--;
    }
  });
});
afterEach(() => jest.restoreAllMocks());

function attempt(username: string, guess: string, address: string, cookie?: string) {
  return call(login.POST, 'POST', '/api/auth/login', {
    body: { username, password: guess },
    headers: { 'x-client-address': address },
    cookie,
  });
}

/** Signs in once from `address` and keeps the device cookie that the login sets. */
async function knownDevice(username: string, address: string): Promise<string> {
  const response = await attempt(username, password, address);
  expect(response.status).toBe(200);
  const device = cookieFrom(response.headers)
    .split('; ')
    .find((pair) => pair.startsWith('jorat_device='));
  expect(device).toBeDefined();
  return device!;
}

describe('a burst of parallel guesses', () => {
  it('has at most the limit checked, one at a time; the rest get 429 without a check', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => attempt('burst', `guess ${index}`, '198.51.100.10')),
    );
    const statuses = responses.map((response) => response.status);
    const refused = statuses.filter((status) => status === 429).length;
    expect(checks.started).toBeLessThanOrEqual(10);
    expect(checks.started).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checks.started);
    expect(refused).toBe(100 - checks.started);
    expect(checks.mostAtOnce).toBeLessThanOrEqual(verifySlots);
    for (const response of responses.filter((each) => each.status === 429)) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The ten that passed the limits were each checked, or turned away by the busy password gate (Retry-After: 1),
    // which gives the attempt back. When none was turned away, the right password comes too late: no check.
    const turnedAway = responses.filter((each) => each.status === 429 && each.headers.get('retry-after') === '1');
    expect(checks.started + turnedAway.length).toBe(10);
    if (turnedAway.length === 0) {
      expect((await attempt('burst', password, '198.51.100.10')).status).toBe(429);
      expect(checks.started).toBe(10);
    }
    // This process refused most of them from its own count, without asking the database.
    const [row] = await handle.db.select().from(loginLimits).where(eq(loginLimits.key, 'login:address:198.51.100.10'));
    expect(row!.points).toBeLessThanOrEqual(11);
  });

  it('from many addresses, still runs one check at a time; one turned away is not counted', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => attempt(`crowd-${index}`, 'wrong', `203.0.113.${index + 1}`)),
    );
    expect(checks.mostAtOnce).toBeLessThanOrEqual(verifySlots);
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checks.started);
    // An attempt the busy server turned away was given back: its address has no point left on it.
    const busy = responses.findIndex((response) => response.status === 429);
    if (busy >= 0) {
      expect(responses[busy]!.headers.get('retry-after')).toBe('1');
      const [row] = await handle.db
        .select()
        .from(loginLimits)
        .where(eq(loginLimits.key, `login:address:203.0.113.${busy + 1}`));
      expect(row?.points ?? 0).toBe(0);
    }
  });
});

describe('the per-username lockout', () => {
  it('after ten wrong passwords from one address, locks unknown devices out but lets a known device in', async () => {
    const device = await knownDevice('target', '192.0.2.50');
    for (let guess = 0; guess < 10; guess++) {
      expect((await attempt('target', `guess ${guess}`, '192.0.2.66')).status).toBe(401);
    }
    // The right password from another address, on a device that never signed in: locked for 15 minutes.
    const unknown = await attempt('target', password, '192.0.2.77');
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(unknown.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // The same from a known device: signed in at once.
    const known = await attempt('target', password, '192.0.2.77', device);
    expect(known.status).toBe(200);
    const session = cookieFrom(known.headers);
    expect((await call(auth.GET, 'GET', '/api/auth', { cookie: session })).status).toBe(200);
  });

  it('lets a known device in even from the address that made the guesses', async () => {
    const device = await knownDevice('owner', '192.0.2.80');
    for (let guess = 0; guess < 10; guess++) await attempt('owner', `guess ${guess}`, '192.0.2.81');
    expect((await attempt('owner', password, '192.0.2.81')).status).toBe(429);
    expect((await attempt('owner', password, '192.0.2.81', device)).status).toBe(200);
  });

  it('trusts no device cookie that was tampered with or belongs to another username', async () => {
    const device = await knownDevice('tamper', '192.0.2.82');
    const otherUser = await knownDevice('reset', '192.0.2.84');
    for (let guess = 0; guess < 10; guess++) await attempt('tamper', `guess ${guess}`, '192.0.2.85');
    const tampered = device.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'));
    expect((await attempt('tamper', password, '192.0.2.83', tampered)).status).toBe(429);
    expect((await attempt('tamper', password, '192.0.2.83', otherUser)).status).toBe(429);
    expect((await attempt('tamper', password, '192.0.2.83', device)).status).toBe(200);
  });

  it('locks unknown devices out for longer at each lockout', async () => {
    const start = Date.now();
    let offset = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => start + offset);
    const lockout = async (round: number) => {
      for (let guess = 0; guess < 10; guess++) {
        expect((await attempt('slow', `guess ${guess}`, `192.0.2.${100 + round * 10 + guess}`)).status).toBe(401);
      }
      const refused = await attempt('slow', password, `192.0.2.${100 + round * 10 + 9}`);
      expect(refused.status).toBe(429);
      return Number(refused.headers.get('retry-after'));
    };
    expect(await lockout(0)).toBe(15 * 60);
    offset += 15 * 60 * 1000 + 1000;
    expect(await lockout(1)).toBe(30 * 60);
    offset += 30 * 60 * 1000 + 1000;
    expect(await lockout(2)).toBe(60 * 60);
    offset += 60 * 60 * 1000 + 1000;
    // Once the lockout is over, the right password works from an unknown device again.
    expect((await attempt('slow', password, '192.0.2.200')).status).toBe(200);
  });
});

describe('a known device', () => {
  it('has its own count: ten wrong passwords, then 429 for that device only', async () => {
    const device = await knownDevice('device', '192.0.2.90');
    const other = await knownDevice('device', '192.0.2.91');
    for (let guess = 0; guess < 10; guess++) {
      expect((await attempt('device', `guess ${guess}`, '192.0.2.92', device)).status).toBe(401);
    }
    expect((await attempt('device', password, '192.0.2.92', device)).status).toBe(429);
    expect((await attempt('device', password, '192.0.2.92', other)).status).toBe(200);
  });
});

describe('a successful login', () => {
  it('resets the count of its username and address, and gives back its own points', async () => {
    for (let guess = 0; guess < 5; guess++) await attempt('reset', `guess ${guess}`, '192.0.2.95');
    const counted = () => handle.db.select().from(loginLimits).where(like(loginLimits.key, '%192.0.2.95%'));
    expect(await counted()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'login:address:192.0.2.95', points: 5 }),
        expect.objectContaining({ key: 'login:user+address:["reset","192.0.2.95"]', points: 5 }),
      ]),
    );
    expect((await attempt('reset', password, '192.0.2.95')).status).toBe(200);
    const after = await counted();
    expect(after.find((row) => row.key.startsWith('login:user+address'))).toBeUndefined();
    expect(after.find((row) => row.key === 'login:address:192.0.2.95')?.points).toBe(5);
  });
});
