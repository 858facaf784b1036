/**
 * For a write whose loss in a crash costs nothing worth a wait (a visitor's search counted against their address or
 * for the office): evaluated in the statement, it makes the statement's own transaction commit without waiting
 * for the write-ahead log to reach the disk. That wait was most of such a write's time on PostgreSQL (8 ms median
 * against 2.8 ms, on the busy machine); the database stays consistent after a crash, only the last fraction of a
 * second of these writes may be missing. A statement, not a `set local` in a transaction: that took three more round
 * trips than it saved. Only in a statement run on its own: in a transaction, the whole transaction would commit so.
 */
import 'server-only';

import { sql } from 'drizzle-orm';

export const commitWithoutWaiting = sql`set_config('synchronous_commit', 'off', true)`;
