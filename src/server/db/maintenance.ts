/**
 * Autovacuum's work where no autovacuum runs. PostgreSQL plans each query from the statistics ANALYZE last gathered,
 * and reuses the room of deleted and updated rows only once VACUUM has marked it; a server's autovacuum does both
 * when enough rows changed. The embedded database has none (and forgets its counts of changed rows when it closes),
 * and a server's can be turned off. Without it, every search was planned for some 30 rows where it read thousands
 * (so with parallel workers that cost more than the search), and every save left its old rows behind for good.
 */
import 'server-only';

import { sql } from 'drizzle-orm';

import type { Database } from './client';
import { rowsOf } from './rows';

export interface Maintained {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * When no autovacuum runs, vacuums and analyzes the application's tables past autovacuum's default thresholds:
 * vacuums for dead rows over 50 and a fifth of the table, or rows added over 1,000 and a fifth (a table that only
 * grows, such as the revisions and the activity log, then has its pages marked all-visible, which index-only scans
 * need); analyzes for changed rows over 50 and a tenth, or never analyzed. Answers the tables' names.
 * Cheap when there are none: one read of the statistics views. A table another instance is tidying is left to it.
 */
export async function maintainTables(db: Database): Promise<Maintained> {
  const tables = rowsOf<{ name: string; vacuum: boolean; analyze: boolean }>(
    await db.execute(sql`select c.relname as name,
        coalesce(s.n_dead_tup, 0) > 50 + 0.2 * greatest(c.reltuples, 0)
          or coalesce(s.n_ins_since_vacuum, 0) > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum,
        c.reltuples < 0 or coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_stat_user_tables s on s.relid = c.oid
      where n.nspname = 'public' and c.relkind = 'r'
        and not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher')
      order by c.relname`),
  );
  const done: Maintained = { vacuumed: [], analyzed: [] };
  for (const { name, vacuum, analyze } of tables) {
    if (!vacuum && !analyze) continue;
    const options = vacuum && analyze ? sql.raw('(skip_locked, analyze)') : sql.raw('(skip_locked)');
    await db.execute(
      vacuum ? sql`vacuum ${options} ${sql.identifier(name)}` : sql`analyze ${options} ${sql.identifier(name)}`,
    );
    if (vacuum) done.vacuumed.push(name);
    if (analyze) done.analyzed.push(name);
  }
  return done;
}
