/**
 * One side of `npm run bench:history`'s comparison, run by it in this tree and in the baseline's (a copy of this file
 * is put there): a catalogue of 2,000 machines (a category and two pictures each, and, where the tree has a history,
 * `REVISIONS` (20) revisions and their activity entries each) on an embedded database in memory, then, `ROUNDS` times in turn:
 * - the office's save of a machine's name (`office`): where the tree has drafts, what the back office's action does
 *   (`updateMachine` with the screen's mark, in `editingDrafts`: the save goes to the machine's draft); before them,
 *   `updateMachine` itself;
 * - the REST API's save of the name (`save`): `updateMachine`, which changes the published machine (a PATCH without
 *   `status=draft`);
 * - the save's write alone (`updateTranslated`, what `updateMachine` did before the history), so that one tree also
 *   shows the history's share;
 * - the listing's reads (its counts, its categories, a page of 24) and a machine page's read (`getPublicMachine`),
 *   uncached: what a page costs the database when it is rendered.
 * Prints `{ office, save, write, listing, machine, officeQueries, queries, writeQueries }` as JSON (times in ms;
 * the queries one save of each kind, and one write alone, sends).
 *
 * Uses only what both trees have: the domain's create, update and read functions, and SQL; the history's drafts
 * where the tree has them.
 */
import { register } from 'node:module';

// Outside a Next.js server there is no page cache: the cached reads run every time.
const noCache =
  'data:text/javascript,export const unstable_cache = (read) => read; export const revalidateTag = () => {}; ' +
  'export const updateTag = () => {}; export const revalidatePath = () => {};';
register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export const resolve = (specifier, context, next) => specifier === 'next/cache' ? ` +
        `{ url: ${JSON.stringify(noCache)}, shortCircuit: true } : next(specifier, context);`,
    ),
);

process.env.SESSION_SECRET ??= 'benchmark-session-secret-0123456789abcdef';

const { eq, sql } = await import('drizzle-orm');
const { installDatabaseHandle } = await import('../../src/server/db');
const { openDatabase } = await import('../../src/server/db/client');
const { categories, machineCategories, machines, pictures } = await import('../../src/server/db/schema');
const { getPublicMachine, updateMachine } = await import('../../src/server/catalogue/machines');
const { countMachines, listMachinePage } = await import('../../src/server/catalogue/machine-lists');
const { listCategories } = await import('../../src/server/catalogue/categories');
const { updateTranslated } = await import('../../src/server/translations');
// The office's saves go to drafts where the tree has them (the back office's `adminAction` runs in `editingDrafts`).
const history = await import('../../src/server/history').catch(() => null);
const drafts = history && 'editingDrafts' in history ? history : null;
/** The mark the machine's screen shows (read when the screen is shown, not by the save). */
const officeMark = (id: number) => (drafts ? drafts.editMark('machine', id) : Promise.resolve(0));
const officeSave = (id: number, changes: object, mark: number) =>
  drafts
    ? drafts.actingAs({ userId: null, username: 'bench', source: 'office' }, () =>
        drafts.editingDrafts(() => updateMachine(id, changes as never, { base: mark })),
      )
    : updateMachine(id, changes as never);

const rounds = Number(process.env.ROUNDS ?? 300);
const machineCount = 2_000;
const languages = ['en', 'fr', 'de', 'it', 'es'] as const;
const fields = (name: string, text: string) =>
  Object.fromEntries(languages.map((language) => [`${name}_${language}`, `${text} ${language}`]));

const handle = await openDatabase({ memory: true });
await handle.migrate();
installDatabaseHandle(handle);
const { db } = handle;

const categoryIds = (
  await db
    .insert(categories)
    .values(Array.from({ length: 10 }, (_, index) => fields('name', `Category ${index}`)) as never)
    .returning({ id: categories.id })
).map((row) => row.id);
const ids: number[] = [];
for (let start = 0; start < machineCount; start += 250) {
  const rows = await db
    .insert(machines)
    .values(
      Array.from({ length: 250 }, (_, index) => ({
        ...fields('name', `Press ${start + index}`),
        ...fields('description', 'A press that bends sheet metal up to three metres long. '.repeat(8)),
      })) as never,
    )
    .returning({ id: machines.id });
  ids.push(...rows.map((row) => row.id));
}
await db
  .insert(machineCategories)
  .values(ids.map((id, index) => ({ machine_id: id, category_id: categoryIds[index % categoryIds.length]! })));
for (let start = 0; start < ids.length; start += 500) {
  await db.insert(pictures).values(
    ids.slice(start, start + 500).flatMap((id) =>
      [0, 1].map((index) => ({
        machine_id: id,
        priority: index,
        storage_key: `machines/${id}/bench-${index}.webp`,
        mime_type: 'image/webp',
        ...fields('description', `Picture ${index}`),
      })),
    ) as never,
  );
}
// Where the tree keeps a history: `REVISIONS` (20) revisions of each machine, and their activity entries.
const revisionsEach = Number(process.env.REVISIONS ?? 20);
const revisionsTable = (await db.execute(sql`select to_regclass('revisions') is not null as has`)) as unknown;
const hasHistory = Boolean(
  (
    (Array.isArray(revisionsTable) ? revisionsTable : (revisionsTable as { rows: unknown[] }).rows)[0] as {
      has: boolean;
    }
  ).has,
);
if (hasHistory && revisionsEach > 0) {
  await db.execute(sql`insert into revisions (kind, item_id, version, at, username, source, action, changes)
    select 'machine', m.id, v, now() - (${revisionsEach} - v) * interval '1 day', 'bench', 'office',
      case when v = 1 then 'create' else 'update' end,
      jsonb_build_array(jsonb_build_object('field', 'name', 'language', 'de', 'before', 'Presse ' || (v - 1), 'after', 'Presse ' || v))
    from machines m, generate_series(1, ${revisionsEach}) v`);
  await db.execute(sql`update machines set version = ${revisionsEach}`);
  await db.execute(sql`insert into activity_events (at, username, kind, summary)
    select now() - (${revisionsEach} - v) * interval '1 day', 'bench', 'contentChanged',
      jsonb_build_object('item', 'machine', 'itemId', m.id, 'action', 'update')
    from machines m, generate_series(1, ${revisionsEach}) v`);
}
// The state a running server keeps the database in: statistics, and the pages of rows it inserted marked all-visible
// (autovacuum, or the server's own upkeep where none runs: src/server/db/maintenance.ts).
await db.execute(sql`vacuum analyze`);

// Counts the statements a save sends (a transaction's begin and commit included).
let queries = 0;
const client = (db as unknown as { $client: Record<string, (...args: never[]) => Promise<unknown>> }).$client;
const query = client.query!.bind(client);
client.query = ((...args: never[]) => {
  queries += 1;
  return query(...args);
}) as never;
const transaction = client.transaction!.bind(client);
client.transaction = ((task: (tx: Record<string, (...args: never[]) => Promise<unknown>>) => Promise<unknown>) =>
  transaction(((tx: Record<string, (...args: never[]) => Promise<unknown>>) => {
    queries += 2;
    const inner = tx.query!.bind(tx);
    tx.query = (async (...args: never[]) => {
      queries += 1;
      const started = performance.now();
      try {
        return await inner(...args);
      } finally {
        if (process.env.PROFILE) {
          console.error(`${(performance.now() - started).toFixed(2)} ms ${String(args[0]).slice(0, 90)}`);
        }
      }
    }) as never;
    return task(tx);
  }) as never)) as never;

const office: number[] = [];
const perOffice: number[] = [];
const save: number[] = [];
const write: number[] = [];
const perWrite: number[] = [];
const listing: number[] = [];
const machine: number[] = [];
const perSave: number[] = [];
for (let round = 0; round < rounds; round++) {
  const id = ids[(round * 37) % ids.length]!;
  const mark = await officeMark(id);
  queries = 0;
  let started = performance.now();
  await officeSave(id, { name_it: `Pressa ${round}` }, mark);
  office.push(performance.now() - started);
  perOffice.push(queries);
  queries = 0;
  started = performance.now();
  await updateMachine(id, { name_de: `Presse ${round}` } as never);
  save.push(performance.now() - started);
  perSave.push(queries);
  queries = 0;
  started = performance.now();
  await updateTranslated('machine', eq(machines.id, id), { name_fr: `Presse ${round}` });
  write.push(performance.now() - started);
  perWrite.push(queries);
  started = performance.now();
  await Promise.all([countMachines(), listCategories('en')]);
  await listMachinePage('en', { categoryIds: [], page: 1 + (round % 80), pageSize: 24 } as never);
  listing.push(performance.now() - started);
  started = performance.now();
  await getPublicMachine(ids[(round * 53) % ids.length]!, 'en');
  machine.push(performance.now() - started);
}
await handle.close();
const least = (values: number[]) => [...values].sort((a, b) => a - b)[0];
console.log(
  JSON.stringify({
    office,
    save,
    write,
    listing,
    machine,
    officeQueries: least(perOffice),
    queries: least(perSave),
    writeQueries: least(perWrite),
  }),
);
