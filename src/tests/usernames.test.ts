/**
 * Usernames in one form: NFKC-normalised and lower case, `a-z 0-9 . _ -` for new ones, unique as such; and the
 * migration that folded the names of existing accounts.
 */
import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import * as login from '@/app/api/auth/login/route';
import { accountCreateSchema } from '@/schemas/account';
import { foldUsername } from '@/schemas/username';
import { createAccount } from '@/server/auth/accounts';
import { setAdminPassword } from '@/server/auth/first-admin';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers } from '@/server/db/schema';
import { call } from './api';
import { createTestDatabase } from './database';

const password = 'a long staff password';
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(adminUsers);
});

const usernames = async () => (await handle.db.select().from(adminUsers)).map((user) => user.username).sort();

describe('a new account’s username', () => {
  it('is stored folded: lower case and NFKC, so that Bob, BOB and a full-width ｂｏｂ are one name', async () => {
    await createAccount(accountCreateSchema.parse({ username: '  Bob ', password }), handle.db);
    expect(await usernames()).toEqual(['bob']);
    for (const same of ['bob', 'BOB', 'ｂｏｂ']) {
      await expect(
        createAccount(accountCreateSchema.parse({ username: same, password }), handle.db),
      ).rejects.toMatchObject({ fields: { username: 'taken' } });
    }
  });

  it('is made of a-z, 0-9 and . _ - only: no look-alike letter of another alphabet, no accent, no space', () => {
    for (const name of ['аdmin', 'josé', 'anna maria', 'ann@', 'ǆ']) {
      expect(accountCreateSchema.safeParse({ username: name, password }).error?.issues[0]?.message).toBe('invalid');
    }
    expect(accountCreateSchema.parse({ username: 'Anna.Maria_2-x', password }).username).toBe('anna.maria_2-x');
  });

  it('is found however its owner types it at sign-in', async () => {
    await createAccount(accountCreateSchema.parse({ username: 'Carla', password }), handle.db);
    for (const typed of ['carla', 'CARLA', 'Ｃａｒｌａ']) {
      const response = await call(login.POST, 'POST', '/api/auth/login', {
        body: { username: typed, password },
        headers: { 'x-client-address': '198.51.100.77' },
      });
      expect(response.status).toBe(200);
      expect(response.json.user.username).toBe('carla');
    }
  });

  it('is folded by `npm run admin` too, which refuses to create an account of another name', async () => {
    expect(await setAdminPassword(handle.db, 'Dora', password)).toEqual({ created: true });
    expect(await setAdminPassword(handle.db, 'DORA', `${password} 2`)).toMatchObject({ created: false });
    await expect(setAdminPassword(handle.db, 'dörte', password)).rejects.toMatchObject({
      fields: { username: 'invalid' },
    });
    expect(await usernames()).toEqual(['dora']);
  });
});

describe('the migration to one form of username', () => {
  const migration = fs
    .readFileSync(path.join(process.cwd(), 'drizzle', '0016_fold_usernames.sql'), 'utf8')
    .split('--> statement-breakpoint');

  it('folds each name, keeps it for the oldest of accounts that collide, renames the others and says so', async () => {
    // Names as the accounts could have them before: unique only as written.
    for (const username of ['Bob', 'bob', 'BOB', 'ＥＶＡ', 'ｅｖａ', 'Zoë', 'plain']) {
      await handle.db.insert(adminUsers).values({ username, password_hash: 'x' });
    }
    const ids = Object.fromEntries((await handle.db.select().from(adminUsers)).map((user) => [user.username, user.id]));
    // In one transaction, as the migrator runs it: its temporary table lives on one connection of the pool.
    await handle.db.transaction(async (tx) => {
      for (const statement of migration) await tx.execute(sql.raw(statement));
    });
    expect(await usernames()).toEqual(
      ['bob', `bob-${ids.bob}`, `bob-${ids.BOB}`, 'eva', `eva-${ids['ｅｖａ']}`, 'plain', 'zoë'].sort(),
    );
    const renames = await handle.db.execute(sql`delete from username_renames returning old_username, new_username`);
    const rows = (Array.isArray(renames) ? renames : (renames as { rows: unknown[] }).rows) as {
      old_username: string;
      new_username: string;
    }[];
    expect(rows.map((row) => `${row.old_username} → ${row.new_username}`).sort()).toEqual(
      [`bob → bob-${ids.bob}`, `BOB → bob-${ids.BOB}`, `ｅｖａ → eva-${ids['ｅｖａ']}`].sort(),
    );
    expect(foldUsername('ＥＶＡ')).toBe('eva');
  });
});
