/**
 * GET /admin/inbox/export.csv: the inbox's filtered list as a CSV file Excel in Switzerland opens as it is, with
 * formulas neutralised, for signed-in staff only, and in batches however long the list.
 */
import { GET } from '@/app/(admin)/admin/inbox/export.csv/route';

import type { DatabaseHandle } from '@/server/db/client';
import { contactRequestItems, contactRequests, machines } from '@/server/db/schema';
import { changeRequestState } from '@/server/contact/inbox/request';
import { adminCookie, origin } from './api';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
let cookie: string;
let pressId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
  const name = 'Press 400; "heavy"';
  const [press] = await handle.db
    .insert(machines)
    .values({ name_en: name, name_fr: name, name_de: name, name_it: name, name_es: name })
    .returning();
  pressId = press!.id;
});
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(contactRequests));

type Request = typeof contactRequests.$inferInsert;
const request = (fields: Partial<Request> = {}): Request => ({
  kind: 'contact',
  name: 'Anna Muster',
  entreprise: 'Muster Bau AG',
  email: 'anna@muster.example',
  phonenumber: '021 555 01 23',
  message: 'Hello',
  language: 'fr',
  received_at: new Date('2026-06-01T10:00:00Z'),
  ...fields,
});

async function download(query = '', headers: Record<string, string> = {}) {
  const response = await GET(
    new Request(`${origin}/admin/inbox/export.csv${query}`, {
      headers: { cookie, 'accept-language': 'en', ...headers },
    }),
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, text: bytes.toString('utf8') };
}

it('without a session sends to the login page, which comes back to the inbox with the same filters', async () => {
  const response = await GET(new Request(`${origin}/admin/inbox/export.csv?state=spam&q=anna`));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(
    `/admin/login?next=${encodeURIComponent('/admin/inbox?state=spam&q=anna')}`,
  );
  expect((await response.arrayBuffer()).byteLength).toBe(0);
});

it('is UTF-8 with a BOM, `;`-separated, CRLF, quoted where needed, formulas neutralised, machines named', async () => {
  await handle.db.insert(contactRequests).values([
    request({ name: '=HYPERLINK("http://evil.example","Click")', entreprise: '+41 Bau', email: '@evil.example' }),
    request({
      kind: 'machine_quote',
      name: 'Zoë Müller',
      entreprise: null,
      email: null,
      object: 'Price; delivery',
      message: 'Two lines\nsecond "quoted"',
      machine_id: pressId,
      machine_name: 'Press 400; "heavy"',
      received_at: new Date('2026-06-02T10:00:00Z'),
    }),
  ]);
  const { response, bytes, text } = await download();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="?inbox-\d{4}-\d{2}-\d{2}\.csv"?$/,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'No.;Received;State;Type;Name;Company;E-mail;Phone;Subject;Machines;Message;Language;Sent from',
  );
  // Newest first; a cell with `;`, `"` or a line break is quoted, its quotes doubled; the line break stays inside.
  expect(lines[1]).toMatch(
    /^\d+;2026-06-02 12:00;New;Quote request \(machine\);Zoë Müller;;;021 555 01 23;"Price; delivery";"1 × Press 400; ""heavy""";"Two lines\nsecond ""quoted""";FR;$/,
  );
  // A cell a spreadsheet would run as a formula starts with `'`.
  expect(lines[2]).toMatch(
    /^\d+;2026-06-01 12:00;New;Contact;"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)";'\+41 Bau;'@evil\.example;021 555 01 23;;;Hello;FR;$/,
  );
  expect(lines.slice(3)).toEqual(['']);
});

it('names each machine of a quote list with its quantity and the visitor’s note on it', async () => {
  const [list] = await handle.db
    .insert(contactRequests)
    .values(request({ kind: 'quote_list', name: 'Hans Keller' }))
    .returning({ id: contactRequests.id });
  await handle.db.insert(contactRequestItems).values([
    {
      request_id: list!.id,
      position: 0,
      machine_id: pressId,
      machine_name: 'Press',
      quantity: 2,
      note: 'Mit Zweihandsteuerung bitte',
    },
    { request_id: list!.id, position: 1, machine_id: null, machine_name: 'Old saw', quantity: 1, note: '' },
  ]);
  const lines = (await download()).text.slice(1).split('\r\n');
  expect(lines[1]).toContain(';"2 × Press 400; ""heavy"" (note: Mit Zweihandsteuerung bitte), 1 × Old saw";');
  const { text } = await download('', { cookie: `${cookie}; language=de` });
  expect(text).toContain('2 × Press 400; ""heavy"" (Bemerkung: Mit Zweihandsteuerung bitte), 1 × Old saw');
});

it('takes the filters of the list and the office worker’s language', async () => {
  const [kept, spam] = await handle.db
    .insert(contactRequests)
    .values([request({ name: 'Kept' }), request({ name: 'Spammer' })])
    .returning({ id: contactRequests.id });
  await changeRequestState(spam!.id, 'spam', 'office');
  const lines = async (query: string) => (await download(query)).text.slice(1).split('\r\n').slice(1, -1);
  expect(await lines('')).toEqual([expect.stringContaining(`${kept!.id};`)]);
  expect(await lines('?state=spam')).toEqual([expect.stringContaining(';Spam;Contact;Spammer;')]);
  expect(await lines('?q=nobody')).toEqual([]);
  // A value it does not know is left out, as on the list.
  expect(await lines('?state=deleted&language=xx')).toHaveLength(1);

  const { text } = await download('', { cookie: `${cookie}; language=fr` });
  expect(text.slice(1).split('\r\n')[0]).toBe(
    'N°;Reçue le;État;Type;Nom;Entreprise;E-mail;Téléphone;Objet;Machines;Message;Langue;Envoyée depuis',
  );
});

it('writes every one of thousands of requests once, read in batches', async () => {
  const count = 2_150;
  const rows = Array.from({ length: count }, (_, index) =>
    // Several at the very same time: the batches must neither skip nor repeat them.
    request({ name: `Sender ${index}`, received_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 7))) }),
  );
  await handle.db.insert(contactRequests).values(rows);
  const { text } = await download();
  const lines = text.slice(1).split('\r\n').slice(1, -1);
  expect(lines).toHaveLength(count);
  expect(new Set(lines.map((line) => line.split(';')[0])).size).toBe(count);
});
