/** Checking an administrator's credentials, with failed attempts limited per username and per address. */
import 'server-only';

import argon2 from 'argon2';
import { eq } from 'drizzle-orm';

import type { LoginInput } from '@/schemas/auth';

import { readConfig } from '../config';
import { database } from '../db';
import { adminUsers } from '../db/schema';
import { RateLimitedError, UnauthorizedError } from '../errors';
import { hit, peek, type RateLimit, reset } from '../rate-limit';

export interface Admin {
  id: number;
  username: string;
}

const window = 15 * 60;

function limits(username: string, address: string): RateLimit[] {
  const limit = readConfig().loginRateLimit;
  return [
    { key: `login:user:${username.toLowerCase()}`, limit, windowSeconds: window },
    { key: `login:address:${address}`, limit, windowSeconds: window },
  ];
}

// Verified when the username does not exist, so that an unknown name takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The administrator with these credentials; UnauthorizedError without saying which field was wrong. */
export async function logIn({ username, password }: LoginInput, address: string): Promise<Admin> {
  const counters = limits(username, address);
  for (const state of await Promise.all(counters.map(peek))) {
    if (!state.allowed) {
      throw new RateLimitedError(
        'Too many failed login attempts. Please wait before trying again.',
        state.retryAfterSeconds,
      );
    }
  }
  const db = await database();
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
  decoyHash ??= argon2.hash('decoy password', { type: argon2.argon2id });
  const valid = await argon2.verify(user?.password_hash ?? (await decoyHash), password);
  if (!user || !valid) {
    await Promise.all(counters.map((counter) => hit(counter)));
    throw new UnauthorizedError('Wrong username or password.');
  }
  await reset(counters[0]!.key);
  return { id: user.id, username: user.username };
}

/** The administrator of a session, if that account still exists. */
export async function findAdmin(userId: number): Promise<Admin | null> {
  const db = await database();
  const [user] = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return user ?? null;
}
