/**
 * `npm run bench:history [baseline…]`: what the history costs. Prints figures; asserts nothing.
 *
 * - Side by side, in one run: a save of a machine's name as the office makes it (to the draft, where the tree has
 *   drafts) and as the REST API makes it (to the published machine), the listing's reads and a machine page's read,
 *   in a catalogue of 2,000 machines with 20 revisions each, in this tree and in each baseline commit (by default
 *   the last one before the history existed). A baseline's files are taken from git (`git archive`) into a temporary
 *   folder that shares this tree's node_modules, and scripts/bench/history-measure.ts runs there as here, on an
 *   embedded database in memory; the runs alternate (baseline, this tree, twice), so that both meet the same load.
 *   The queries one save sends are counted too. This tree runs a second time with no revision kept: the difference
 *   is what the history's size costs, apart from what the code does.
 * - What 1,000 saves of one machine add to the database: the revisions' table and the activity log, in bytes (on
 *   an embedded database in memory, or DATABASE_URL's, which it fills: use a throwaway database).
 * - The history screen of a machine with 200 revisions and 40 pictures: the time of a page (20 revisions), and the
 *   queries it sends, counted.
 */
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';

import { freshMachine } from '../src/server/catalogue/machines';
import { installDatabaseHandle } from '../src/server/db';
import { openDatabase } from '../src/server/db/client';
import { machines, pictures } from '../src/server/db/schema';
import { actingAs } from '../src/server/history/actor';
import { changeItem, createItem, listRevisions } from '../src/server/history/revisions';
import { updateTranslated } from '../src/server/translations';

const languages = ['en', 'fr', 'de', 'it', 'es'] as const;
const fields = (name: string, text: string) =>
  Object.fromEntries(languages.map((language) => [`${name}_${language}`, `${text} ${language}`]));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The last commit before the history existed: the parent of the one that added its revisions. */
function beforeHistory(): string {
  const added = execSync('git log --diff-filter=A --format=%H -- src/server/history/revisions.ts', { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!;
  return execSync(`git rev-parse --short ${added}~1`, { encoding: 'utf8' }).trim();
}

interface Samples {
  office: number[];
  save: number[];
  write: number[];
  listing: number[];
  machine: number[];
  officeQueries: number;
  queries: number;
  writeQueries: number;
}

/** Runs the measure in `root` (this tree, or a baseline's copy), `rounds` rounds. */
function measure(root: string, rounds: number, revisions = 20): Samples {
  const env = { ...process.env, ROUNDS: String(rounds), REVISIONS: String(revisions), DATABASE_URL: '' };
  const output = execFileSync(
    path.join(process.cwd(), 'node_modules/.bin/tsx'),
    ['--conditions=react-server', 'scripts/bench/history-measure.ts'],
    { cwd: root, encoding: 'utf8', env, stdio: 'pipe' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as Samples;
}

/** A baseline commit's files in a temporary folder, with this tree's node_modules and this measure. */
function checkOut(commit: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-history-'));
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(folder)}`);
  fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(folder, 'node_modules'));
  fs.mkdirSync(path.join(folder, 'scripts/bench'), { recursive: true });
  fs.copyFileSync('scripts/bench/history-measure.ts', path.join(folder, 'scripts/bench/history-measure.ts'));
  return folder;
}

async function sideBySide(baselines: string[]) {
  const rounds = Number(process.env.ROUNDS ?? 200);
  const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  const trees = [
    ...baselines.map((commit) => ({ name: commit, root: checkOut(commit), revisions: 20 })),
    // The same tree with its history empty: what the revisions kept cost the saves and the reads, apart from what
    // the code does.
    { name: `this tree (${head}+), no revision kept yet`, root: '.', revisions: 0 },
    { name: `this tree (${head}+)`, root: '.', revisions: 20 },
  ];
  const results = new Map<string, Samples>();
  try {
    for (let pass = 0; pass < 2; pass++) {
      for (const tree of trees) {
        const samples = measure(tree.root, rounds, tree.revisions);
        const kept = results.get(tree.name);
        results.set(
          tree.name,
          kept
            ? {
                ...samples,
                office: [...kept.office, ...samples.office],
                save: [...kept.save, ...samples.save],
                write: [...kept.write, ...samples.write],
                listing: [...kept.listing, ...samples.listing],
                machine: [...kept.machine, ...samples.machine],
              }
            : samples,
        );
      }
    }
  } finally {
    for (const tree of trees) if (tree.root !== '.') fs.rmSync(tree.root, { recursive: true, force: true });
  }
  console.log(`2,000 machines (20 revisions each where there is a history), ${2 * rounds} rounds each, alternated;`);
  console.log("the office's save: to the machine's draft where the tree has drafts (the back office's action);");
  console.log("the API's save: to the published machine (PATCH without status=draft), as every save before drafts;");
  console.log('the write alone: the same save without its history (the translations bookkeeping and the update):');
  console.log(
    "| tree | office's save median | p95 | queries | API's save median | p95 | queries | " +
      'the write alone: median | p95 | queries | listing median | listing p95 | machine page median | ' +
      'machine page p95 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, samples] of results) {
    console.log(
      `| ${name} | ${ms(median(samples.office))} | ${ms(p95(samples.office))} | ${samples.officeQueries} | ` +
        `${ms(median(samples.save))} | ${ms(p95(samples.save))} | ${samples.queries} | ` +
        `${ms(median(samples.write))} | ${ms(p95(samples.write))} | ${samples.writeQueries} | ` +
        `${ms(median(samples.listing))} | ${ms(p95(samples.listing))} | ` +
        `${ms(median(samples.machine))} | ${ms(p95(samples.machine))} |`,
    );
  }
}

async function main() {
  const baselines = process.argv.slice(2);
  await sideBySide(baselines.length > 0 ? baselines : [beforeHistory()]);

  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { memory: true });
  await handle.migrate();
  installDatabaseHandle(handle);
  const { db } = handle;
  const office = { userId: null, username: 'bench', source: 'office' } as const;

  const newMachine = () =>
    actingAs(office, () =>
      createItem('machine', async (tx) => {
        const [row] = await tx
          .insert(machines)
          .values({ ...fields('name', 'Press'), ...fields('description', 'A press. '.repeat(40)) } as never)
          .returning({ id: machines.id });
        return row!;
      }),
    );

  // 1,000 saves of one machine's name, each with its revision and activity entry.
  const { id } = await newMachine();
  for (let round = 0; round < 1_000; round++) {
    await actingAs(office, () =>
      changeItem('machine', id, { sections: ['fields'] }, (tx) =>
        updateTranslated('machine', eq(machines.id, id), { name_de: `Presse ${round}` }, tx),
      ),
    );
  }
  const size = async (table: string) => {
    const result = await db.execute(sql`select pg_total_relation_size(${table}) as bytes`);
    const rows = Array.isArray(result) ? result : (result as { rows: { bytes: unknown }[] }).rows;
    return Number((rows[0] as { bytes: unknown }).bytes);
  };
  console.log('What 1,000 saves of one machine (and its creation) added, tables with their indexes:');
  console.log(`  revisions:       ${(await size('revisions')) / 1024} KiB`);
  console.log(`  activity log:    ${(await size('activity_events')) / 1024} KiB`);

  // A machine with 40 pictures and 200 revisions: a page of its history.
  const { id: rich } = await newMachine();
  await db.insert(pictures).values(
    Array.from({ length: 40 }, (_, index) => ({
      machine_id: rich,
      priority: index,
      storage_key: `machines/${rich}/bench-${index}.webp`,
      mime_type: 'image/webp',
      ...fields('description', `Picture ${index}`),
    })) as never,
  );
  for (let round = 0; round < 200; round++) {
    await actingAs(office, () =>
      changeItem('machine', rich, { sections: ['fields', 'pictures'] }, (tx) =>
        updateTranslated('machine', eq(machines.id, rich), { name_it: `Pressa ${round}` }, tx),
      ),
    );
  }
  let queries = 0;
  const client = (db as unknown as { $client: { query?: (...args: never[]) => Promise<unknown> } }).$client;
  if (client.query) {
    const query = client.query.bind(client);
    client.query = (...args: never[]) => {
      queries += 1;
      return query(...args);
    };
  }
  const pageTimes: number[] = [];
  const pageQueries: number[] = [];
  for (let round = 0; round < 50; round++) {
    queries = 0;
    const started = performance.now();
    // The screen's pages: the newest 20 (and one more, to know whether there is an older page), then older ones.
    const page = await listRevisions('machine', rich, { limit: 21 });
    await listRevisions('machine', rich, { limit: 21, before: page[19]!.version - 20 * (round % 9) });
    pageTimes.push((performance.now() - started) / 2);
    pageQueries.push(queries / 2);
  }
  // The screen's other read: the machine, as its edit screen reads it (its name, its parts' names).
  queries = 0;
  await freshMachine(rich, 'en');
  const machineQueries = queries;
  console.log('The history of a machine with 40 pictures and 200 revisions, a page of 20:');
  console.log(
    `  median ${ms(median(pageTimes))}, p95 ${ms(p95(pageTimes))}, ` +
      (client.query
        ? `queries a page (counted): ${Math.max(...pageQueries)}, and ${machineQueries} for the machine it shows`
        : 'queries not counted on PostgreSQL'),
  );
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
