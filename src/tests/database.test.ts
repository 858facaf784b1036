import { closeDatabase, databaseHandle } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestDatabase } from './database';

describe('the process database', () => {
  const phase = process.env.NEXT_PHASE;
  afterEach(() => {
    process.env.NEXT_PHASE = phase;
  });

  it('refuses to open during `next build`, so that no build worker touches the runtime data', () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    expect(() => databaseHandle()).toThrow(/during `next build`/);
  });
});

describe('start-up work of several instances', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => closeDatabase());

  it('runs one instance at a time', async () => {
    const events: string[] = [];
    const task = (name: string) =>
      handle.exclusively(async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        events.push(`${name} ends`);
      });
    if (handle.kind === 'postgres') {
      // Two instances on one server: the second waits for the first one's lock.
      await Promise.all([task('first'), task('second')]);
      expect(events).toEqual(
        events[0] === 'first starts'
          ? ['first starts', 'first ends', 'second starts', 'second ends']
          : ['second starts', 'second ends', 'first starts', 'first ends'],
      );
    } else {
      // The embedded database is one process's alone (its folder is locked); the task simply runs.
      await task('only');
      expect(events).toEqual(['only starts', 'only ends']);
    }
  });
});
