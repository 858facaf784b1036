import fs from 'node:fs';
import path from 'node:path';

import argon2 from 'argon2';
import { count } from 'drizzle-orm';

import { filterCounts } from '@/server/catalogue/machine-filters';
import { getPublicMachine } from '@/server/catalogue/machines';
import { type Config, readConfig } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/client';
import { adminUsers, machines } from '@/server/db/schema';
import { deleteAllContent, hasNoContent, seedDemoContent } from '@/server/seed';
import { describeSetup, prepareDatabase } from '@/server/setup';
import { createTestDatabase } from './database';
import { temporaryMediaStorage } from './media';

const config = (admin: Config['admin']): Config => ({ ...readConfig({}), admin });

let handle: DatabaseHandle;
const media = temporaryMediaStorage();
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
  media.remove();
});

describe('the first start on a new database', () => {
  it('seeds the demo content and creates admin with a generated first password, in a file only the app reads', async () => {
    const settings = { ...config({ username: undefined, password: undefined }), dataDir: readConfig().dataDir };
    const report = await prepareDatabase(handle, settings, media.storage);
    expect(report.seeded).toEqual({ categories: expect.any(Number), machines: 10, pictures: 20, news: 6 });
    const passwordFile = path.join(settings.dataDir, 'admin-password.txt');
    expect(report.admin).toEqual({
      created: true,
      username: 'admin',
      generatedPassword: expect.any(String),
      passwordFile,
    });
    if (!report.admin.created) throw new Error('unreachable');
    const [admin] = await handle.db.select().from(adminUsers);
    expect(admin!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(admin!.password_hash, report.admin.generatedPassword!)).toBe(true);
    // A first password: to be replaced within 72 hours.
    expect(admin!.password_change_due!.getTime() - Date.now()).toBeGreaterThan(71 * 3600 * 1000);
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(passwordFile, 'utf8')).toContain(`Password: ${report.admin.generatedPassword}\n`);
    // The start's lines name the file, never the password.
    const lines = describeSetup(report, settings, handle).join('\n');
    expect(lines).toContain(passwordFile);
    expect(lines).not.toContain(report.admin.generatedPassword!);
  });

  it('stores every picture and cover it seeded', async () => {
    // 2 pictures for each of the 10 machines, and a cover for each of the 6 articles.
    expect(media.files()).toHaveLength(26);
    expect(media.files().filter((file) => file.endsWith('.mp4'))).toHaveLength(1);
  });

  it('measures several machines by shared characteristic types, for the listing’s ranges and compare', async () => {
    const { types } = await filterCounts({});
    // A range is offered for a type that at least two machines of the view have.
    expect(types.filter((type) => type.machines >= 2).length).toBeGreaterThanOrEqual(3);
    const [first] = await handle.db.select({ id: machines.id }).from(machines).orderBy(machines.id).limit(1);
    const press = await getPublicMachine(first!.id, 'de');
    expect(press.technical_characteristics).toContainEqual(
      expect.objectContaining({
        name: 'Presskraft',
        value: '1’000\u00a0kN',
        measure: expect.objectContaining({ min: '1000', unit: 'kN' }),
      }),
    );
  });

  it('seeds nothing and creates no account on the next start', async () => {
    const report = await prepareDatabase(
      handle,
      config({ username: 'other', password: 'another-password' }),
      media.storage,
    );
    expect(report).toEqual({ seeded: null, admin: { created: false }, renamedAccounts: [] });
    const [machineCount] = await handle.db.select({ total: count() }).from(machines);
    expect(machineCount!.total).toBe(10);
  });

  it('does not bring the demo back after the staff deleted all content', async () => {
    await deleteAllContent(handle.db, media.storage);
    expect(await hasNoContent(handle.db)).toBe(true);
    expect(media.files()).toEqual([]);
    const report = await prepareDatabase(handle, config({ username: undefined, password: undefined }), media.storage);
    expect(report.seeded).toBeNull();
    expect(await hasNoContent(handle.db)).toBe(true);
  });
});

describe('seeding', () => {
  it('removes the files it wrote, and leaves no row, when it fails halfway', async () => {
    expect(await hasNoContent(handle.db)).toBe(true);
    // The machines' pictures are stored first; storing the first news cover then fails.
    const failingOnNews = {
      ...media.storage,
      async put(key: string, body: Uint8Array, type: string) {
        if (key.startsWith('news/')) throw new Error('disk full');
        await media.storage.put(key, body, type);
      },
    };
    await expect(seedDemoContent(handle.db, failingOnNews)).rejects.toThrow('disk full');
    expect(media.files()).toEqual([]);
    expect(await hasNoContent(handle.db)).toBe(true);
  });
});
