/**
 * Retention: closed and spam requests are deleted CONTACT_RETENTION_DAYS after they became so, by one run a day
 * across every instance, on the clock of src/server/clock.ts.
 */
import { clock } from '@/server/clock';
import { contactRound } from '@/server/contact/retry';
import { runContactRetention } from '@/server/contact/retention';
import type { DatabaseHandle } from '@/server/db/client';
import { contactRequests } from '@/server/db/schema';
import { changeRequestState } from '@/server/contact/inbox/request';
import { createTestDatabase } from './database';

const day = 24 * 60 * 60 * 1000;
let handle: DatabaseHandle;
let now: Date;
beforeAll(async () => {
  handle = await createTestDatabase();
  jest.spyOn(clock, 'now').mockImplementation(() => now);
});
afterAll(async () => {
  jest.restoreAllMocks();
  delete process.env.CONTACT_RETENTION_DAYS;
  await handle.close();
});

/** A request that arrived and was put in `state` at `at`. */
async function requestIn(state: 'new' | 'in_progress' | 'answered' | 'closed' | 'spam', at: Date, name: string) {
  now = at;
  const [row] = await handle.db
    .insert(contactRequests)
    .values({ kind: 'contact', name, phonenumber: '021 555 01 23', message: 'Hello', language: 'fr', received_at: at })
    .returning({ id: contactRequests.id });
  if (state !== 'new') await changeRequestState(row!.id, state, 'alice');
  return row!.id;
}

const remaining = async () =>
  (await handle.db.select({ name: contactRequests.name }).from(contactRequests).orderBy(contactRequests.id)).map(
    (row) => row.name,
  );

it('deletes only closed and spam requests past the limit, once a day, however many instances run it at once', async () => {
  process.env.CONTACT_RETENTION_DAYS = '30';
  const start = new Date('2026-01-01T08:00:00Z');
  for (const state of ['new', 'in_progress', 'answered', 'closed', 'spam'] as const) {
    await requestIn(state, start, `old ${state}`);
  }
  await requestIn('closed', new Date(start.getTime() + 10 * day), 'closed later');
  // Received long ago but closed only recently: kept, the limit counts from the closing.
  const reopened = await requestIn('new', start, 'closed recently');
  now = new Date(start.getTime() + 25 * day);
  await changeRequestState(reopened, 'closed', 'bob');

  // 31 days after the start: the first two closed/spam are past 30 days.
  now = new Date(start.getTime() + 31 * day);
  const runs = await Promise.all([runContactRetention(), runContactRetention(), runContactRetention()]);
  expect(runs.filter((run) => run !== null)).toEqual([2]);
  expect(await remaining()).toEqual(['old new', 'old in_progress', 'old answered', 'closed later', 'closed recently']);

  // The same day again, later: already done.
  now = new Date(start.getTime() + 31 * day + 10 * 60 * 60 * 1000);
  expect(await runContactRetention()).toBeNull();

  // The next days: whatever has passed the limit meanwhile.
  now = new Date(start.getTime() + 41 * day);
  expect(await Promise.all([runContactRetention(), runContactRetention()])).toEqual(expect.arrayContaining([1, null]));
  now = new Date(start.getTime() + 56 * day);
  expect(await runContactRetention()).toBe(1);
  expect(await remaining()).toEqual(['old new', 'old in_progress', 'old answered']);
});

it('runs from the round of the retry loop, also without SMTP', async () => {
  delete process.env.SMTP_URL;
  process.env.CONTACT_RETENTION_DAYS = '730';
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  const start = new Date('2027-03-01T08:00:00Z');
  await requestIn('spam', start, 'spam of 2027');
  now = new Date(start.getTime() + 731 * day);
  await contactRound();
  expect(await remaining()).not.toContain('spam of 2027');
  expect(log).toHaveBeenCalledWith('Contact requests: 1 closed or spam request(s) past the retention period deleted.');
  log.mockRestore();
});
