/**
 * `npm run bench:datasheet -- [URL] [USERNAME] [PASSWORD]`: how long a machine's datasheet takes, against an app
 * that is already running (it starts nothing itself; default http://127.0.0.1:3000, username `admin`; the password
 * also from BENCH_PASSWORD). Through the REST API it creates a machine with 4 photo-sized pictures and 20 technical
 * characteristics, then times the datasheet made afresh (after each of three edits, which expire it) and served
 * from the cache (100 requests one after the other), prints its size, and deletes the machine. Then it lays out the
 * same document in this process, without the server, and prints the wall-clock and the CPU time of that: on a
 * machine busy with other work the CPU time says what the document costs. Prints figures; asserts nothing.
 */
import sharp from 'sharp';

import { renderDatasheet } from '../src/server/datasheet/layout/render';
import { parseFormatted } from '../src/markdown/formatted';

const [target = 'http://127.0.0.1:3000', username = 'admin', given] = process.argv.slice(2);
const password = given ?? process.env.BENCH_PASSWORD;
const base = new URL(target);
const languages = ['en', 'fr', 'de', 'it', 'es'] as const;
const fields = (name: string, text: (language: string) => string) =>
  Object.fromEntries(languages.map((language) => [`${name}_${language}`, text(language)]));

let cookie = '';

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A 1600 × 1200 picture with the detail of a photo (it compresses about as badly): a camera's JPEG. */
async function photo(seed: number): Promise<string> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) {
    const x = (index / 3) % width;
    pixels[index] = (x / 8 + seed * 40 + ((index * 2654435761) >>> 27)) & 255;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return jpeg.toString('base64');
}

/** One datasheet download: its time in milliseconds and its size in bytes. */
async function download(id: number, language: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await send('GET', `/${language}/machine/${id}/datasheet.pdf`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

const round = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

async function main() {
  if (!password) throw new Error('Give the password as the third argument or in BENCH_PASSWORD.');
  const login = await send('POST', '/api/auth/login', { username, password });
  cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

  const { id } = (await (
    await send('POST', '/api/machine', {
      ...fields('name', (language) => `Bench press ${language.toUpperCase()} 400 t`),
      ...fields('description', () => 'A 400 t workshop press for straightening and pressing. '.repeat(12)),
      ...fields('metadescription', () => ''),
    })
  ).json()) as { id: number };
  try {
    for (let number = 0; number < 4; number++) {
      await send('POST', `/api/machine/${id}/picture`, { type: 'image/jpeg', image: await photo(number) });
    }
    for (let number = 1; number <= 20; number++) {
      await send('POST', `/api/machine/${id}/technical-characteristics`, {
        ...fields('name', (language) => `Characteristic ${number} (${language})`),
        ...fields('value', () => `${number * 125} mm ± 0.${number} × 3 m³`),
      });
    }

    const fresh: number[] = [];
    let size = 0;
    for (let edit = 1; edit <= 3; edit++) {
      // An edit expires the cached datasheet, as it does the machine's page.
      await send('PATCH', `/api/machine/${id}`, { name_fr: `Presse d’essai ${edit}` });
      const { ms, bytes } = await download(id, 'fr');
      fresh.push(ms);
      size = bytes;
    }
    const cached: number[] = [];
    for (let request = 0; request < 100; request++) cached.push((await download(id, 'fr')).ms);
    cached.sort((a, b) => a - b);

    console.log(
      `Datasheet of a machine with 4 pictures (1600 × 1200 JPEG) and 20 technical characteristics, ${target}`,
    );
    console.log(`  made afresh after an edit:  ${fresh.map(round).join(', ')}   (goal ≤ 1500 ms)`);
    console.log(
      `  served from the cache:      median ${round(percentile(cached, 0.5))}, 95th percentile ${round(
        percentile(cached, 0.95),
      )}, slowest ${round(cached.at(-1)!)}   (100 requests; goal ≤ 50 ms)`,
    );
    console.log(`  size:                       ${(size / 1024).toFixed(0)} KB   (goal ≤ 1024 KB)`);
  } finally {
    await send('DELETE', `/api/machine/${id}`);
  }
}

/** The same document laid out here: its pictures as the server scales them for print, 20 rows, in German. */
async function inProcess(): Promise<{ wall: number; cpu: number }[]> {
  const pictures = await Promise.all(
    [0, 1, 2, 3].map(async (seed) => {
      const { data, info } = await sharp(Buffer.from(await photo(seed), 'base64'))
        .resize(seed === 0 ? 1400 : 500, seed === 0 ? 1400 : 500, { fit: 'inside' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
  const rows = Array.from({ length: 20 }, (_, index) => ({
    name: `Kennwert ${index + 1}`,
    value: `${(index + 1) * 125} mm ± 0,${index} × 3 m³`,
  }));
  const times: { wall: number; cpu: number }[] = [];
  for (let run = 0; run < 4; run++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await renderDatasheet({
      locale: 'de',
      company: {
        name: 'Jorat Hydraulique SA',
        address: ['Chemin de l’Industrie 12', '1040 Échallens'],
        phone: '+41 21 555 01 71',
        email: 'info@example.ch',
        website: 'www.example.ch',
      },
      machine: {
        name: 'Hydraulische Werkstattpresse HP-400',
        categories: ['Hydraulikpressen'],
        description: parseFormatted(
          'Die HP-400 bringt 400 Tonnen Presskraft zum Richten von Wellen und zum Einpressen. '.repeat(8),
        ),
        advantages: ['Geschweisster H-Rahmen', 'Zweistufenpumpe'],
        technicalCharacteristics: rows,
        options: rows.slice(0, 3),
      },
      pictures,
      url: 'https://www.example.ch/de/machine/1',
      labels: {
        title: 'Datenblatt',
        phone: 'Telefon:',
        email: 'E-Mail:',
        description: 'Beschreibung',
        advantages: 'Vorteile',
        technicalCharacteristics: 'Technische Daten',
        options: 'Optionen',
        name: 'Bezeichnung',
        value: 'Wert',
        dataOf: 'Stand der Daten: 23. November 2026',
        page: (page, pages) => `Seite ${page} von ${pages}`,
      },
    });
    const used = process.cpuUsage(cpu);
    times.push({ wall: performance.now() - started, cpu: (used.user + used.system) / 1000 });
  }
  return times;
}

main()
  .then(async () => {
    if (process.exitCode) return;
    // The first run also loads the fonts and the layout engine, once per process.
    const [first, ...runs] = await inProcess();
    console.log('Laid out in this process (the same document, without the server):');
    console.log(`  first run (loads fonts):    ${round(first!.wall)} wall-clock, ${round(first!.cpu)} CPU`);
    console.log(
      `  next runs:                  ${runs.map((time) => `${round(time.wall)} wall-clock, ${round(time.cpu)} CPU`).join('; ')}`,
    );
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
