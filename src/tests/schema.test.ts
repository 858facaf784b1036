import { eq, sql } from 'drizzle-orm';

import type { DatabaseHandle } from '@/server/db/client';
import {
  adminUsers,
  advantages,
  categories,
  contactRequests,
  machineCategories,
  machineOptionsTable,
  machines,
  news,
  newsContentBlocks,
  pictures,
  technicalCharacteristics,
} from '@/server/db/schema';
import { localizedColumns } from '@/server/localize';
import { createTestDatabase } from './database';

const columns = <F extends string>(field: F, text: string) =>
  localizedColumns(field, { en: text, fr: text, de: text, it: text, es: text });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function machineWithEverything() {
  const { db } = handle;
  const [machine] = await db.insert(machines).values(columns('name', 'Press')).returning();
  const [category] = await db.insert(categories).values(columns('name', 'Presses')).returning();
  const machine_id = machine!.id;
  await db.insert(machineCategories).values({ machine_id, category_id: category!.id });
  await db.insert(advantages).values({ machine_id, ...columns('description', 'Strong') });
  await db.insert(machineOptionsTable).values({ machine_id, ...columns('name', 'Pedal'), ...columns('value', '24 V') });
  await db
    .insert(technicalCharacteristics)
    .values({ machine_id, ...columns('name', 'Force'), ...columns('value', '100 t') });
  await db
    .insert(pictures)
    .values({ machine_id, storage_key: `machines/${machine_id}/a.webp`, mime_type: 'image/webp' });
  return { machine_id, category_id: category!.id };
}

describe('schema', () => {
  it('applies the migrations a second time without change', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('gives new categories priority 0 and timestamps', async () => {
    const [category] = await handle.db.insert(categories).values(columns('name', 'Cutting')).returning();
    expect(category!.priority).toBe(0);
    expect(category!.created_at).toBeInstanceOf(Date);
    expect(category!.updated_at).toBeInstanceOf(Date);
  });

  it('deletes the advantages, options, characteristics, pictures and category links of a deleted machine', async () => {
    const { db } = handle;
    const { machine_id, category_id } = await machineWithEverything();
    await db.delete(machines).where(eq(machines.id, machine_id));
    for (const table of [advantages, machineOptionsTable, technicalCharacteristics, pictures, machineCategories]) {
      const rows = await db.select().from(table).where(eq(table.machine_id, machine_id));
      expect(rows).toHaveLength(0);
    }
    // The category itself outlives the machine.
    expect(await db.select().from(categories).where(eq(categories.id, category_id))).toHaveLength(1);
  });

  it('removes a deleted category from its machines but keeps the machines', async () => {
    const { db } = handle;
    const { machine_id, category_id } = await machineWithEverything();
    await db.delete(categories).where(eq(categories.id, category_id));
    expect(await db.select().from(machineCategories).where(eq(machineCategories.machine_id, machine_id))).toHaveLength(
      0,
    );
    expect(await db.select().from(machines).where(eq(machines.id, machine_id))).toHaveLength(1);
  });

  it('deletes the content blocks of a deleted news article', async () => {
    const { db } = handle;
    const [article] = await db.insert(news).values(columns('title', 'Open day')).returning();
    await db
      .insert(newsContentBlocks)
      .values({ news_id: article!.id, ...columns('title', 'When'), ...columns('content', 'Saturday') });
    await db.delete(news).where(eq(news.id, article!.id));
    expect(await db.select().from(newsContentBlocks).where(eq(newsContentBlocks.news_id, article!.id))).toHaveLength(0);
  });

  it('refuses a sub-resource of a machine that does not exist', async () => {
    await expect(
      handle.db.insert(advantages).values({ machine_id: 999_999, ...columns('description', 'Orphan') }),
    ).rejects.toThrow();
  });

  it('keeps usernames unique', async () => {
    await handle.db.insert(adminUsers).values({ username: 'office', password_hash: 'x' });
    await expect(handle.db.insert(adminUsers).values({ username: 'office', password_hash: 'y' })).rejects.toThrow();
  });

  it('keeps a quote request, with the machine name, when its machine is deleted', async () => {
    const { db } = handle;
    const { machine_id } = await machineWithEverything();
    const [request] = await db
      .insert(contactRequests)
      .values({
        kind: 'machine_quote',
        name: 'Anna Muster',
        phonenumber: '+41 21 555 00 00',
        object: 'Offer',
        message: 'Please call me.',
        machine_id,
        machine_name: 'Press',
        language: 'de',
        page: '/de/machine/1',
      })
      .returning();
    expect(request!.email_status).toBe('pending');
    await db.delete(machines).where(eq(machines.id, machine_id));
    const [kept] = await db.select().from(contactRequests).where(eq(contactRequests.id, request!.id));
    expect(kept!.machine_id).toBeNull();
    expect(kept!.machine_name).toBe('Press');
  });

  it('refuses an unknown kind of contact request', async () => {
    await expect(
      handle.db.execute(
        sql`insert into contact_requests (kind, name, phonenumber, message, language) values ('spam', 'a', '1', 'm', 'en')`,
      ),
    ).rejects.toThrow();
  });
});
