import { asc, count, desc, eq, like, sql } from 'drizzle-orm';

import * as names from '@/app/api/machine/names/route';

import { deliverContactRequest, deliverPendingContactRequests } from '@/server/contact/delivery';
import { database } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import { contactRequestItems, contactRequests, rateLimits } from '@/server/db/schema';
import { createMachine, deleteMachine } from '@/server/catalogue/machines';
import { call } from './api';
import { closedPortUrl, headerOf, postContact, type SmtpStandIn, startSmtpStandIn } from './contact';
import { createTestDatabase } from './database';

/** `after` records the delivery the handler schedules; each test runs it, as Next.js does once it has answered. */
const mockScheduled: (() => unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<object>('next/server'),
  after: (task: () => unknown) => {
    mockScheduled.push(task);
  },
}));

const runScheduled = () => Promise.all(mockScheduled.splice(0).map((task) => task()));

let handle: DatabaseHandle;
let smtp: SmtpStandIn;
const machineIds: number[] = [];

async function machine(en: string, fr: string, de: string) {
  const fields = { name_en: en, name_fr: fr, name_de: de, name_it: en, name_es: en };
  const blank = { description_en: '', description_fr: '', description_de: '', description_it: '', description_es: '' };
  const meta = Object.fromEntries(Object.keys(blank).map((key) => [`meta${key}`, ''])) as Record<string, string>;
  const { id } = await createMachine({ ...fields, ...blank, ...meta } as Parameters<typeof createMachine>[0]);
  return id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpStandIn();
  process.env.SMTP_URL = smtp.url;
  process.env.CONTACT_TO = 'office@jorat.example';
  process.env.CONTACT_FROM = 'website@jorat.example';
  process.env.SITE_URL = 'https://www.jorat.example';
  machineIds.push(await machine('Workshop press', 'Presse d’atelier', 'Werkstattpresse'));
  machineIds.push(await machine('Hose crimper', 'Sertisseuse', 'Schlauchpresse'));
  machineIds.push(await machine('Band saw', 'Scie à ruban', 'Bandsäge'));
});
afterEach(async () => {
  await runScheduled();
  smtp.refuse = undefined;
  process.env.SMTP_URL = smtp.url;
  // Each test writes to the same visitor: a new day for the confirmations' limit per recipient.
  await (await database()).delete(rateLimits).where(like(rateLimits.key, 'confirmation:%'));
});
afterAll(async () => {
  await smtp.close();
  delete process.env.SMTP_URL;
  delete process.env.SITE_URL;
  await handle.close();
});

const contact = {
  name: 'Anna Muster',
  entreprise: 'Muster Bau AG',
  email: 'anna@muster.example',
  phonenumber: '+41 21 555 01 23',
  message: 'We are equipping a new workshop.',
  page: '/de/demande-de-devis',
};
const quoteList = () => ({
  ...contact,
  products: [
    { id: machineIds[1], quantity: 2, note: 'For 1/2" hoses\nwith the dies' },
    { id: machineIds[0], quantity: '1' },
  ],
});

async function latestRequest() {
  const db = await database();
  const [row] = await db.select().from(contactRequests).orderBy(desc(contactRequests.id)).limit(1);
  return row!;
}

async function itemsOf(requestId: number) {
  const db = await database();
  return db
    .select()
    .from(contactRequestItems)
    .where(eq(contactRequestItems.request_id, requestId))
    .orderBy(asc(contactRequestItems.position));
}

async function counts() {
  const db = await database();
  const [[requests], [items]] = await Promise.all([
    db.select({ total: count() }).from(contactRequests),
    db.select({ total: count() }).from(contactRequestItems),
  ]);
  return { requests: requests!.total, items: items!.total };
}

describe('POST /api/contact with a quote list', () => {
  it('stores the request and its machines in the visitor’s order, with their names as they were', async () => {
    const response = await postContact(quoteList(), { query: '?lang=de' });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const stored = await latestRequest();
    expect(stored).toMatchObject({
      kind: 'quote_list',
      ...contact,
      object: null,
      machine_id: null,
      language: 'de',
      email_status: 'pending',
      confirmation_status: 'pending',
    });
    expect(await itemsOf(stored.id)).toEqual([
      expect.objectContaining({
        position: 0,
        machine_id: machineIds[1],
        machine_name: 'Hose crimper',
        quantity: 2,
        note: 'For 1/2" hoses\nwith the dies',
      }),
      expect.objectContaining({
        position: 1,
        machine_id: machineIds[0],
        machine_name: 'Workshop press',
        quantity: 1,
        note: '',
      }),
    ]);
  });

  it('keeps a machine’s name when the machine is deleted, and the machines go with their request', async () => {
    const doomed = await machine('Old drill', 'Vieille perceuse', 'Alte Bohrmaschine');
    expect((await postContact({ ...contact, products: [{ id: doomed, quantity: 3 }] })).status).toBe(204);
    const stored = await latestRequest();
    await deleteMachine(doomed);
    expect(await itemsOf(stored.id)).toEqual([
      expect.objectContaining({ machine_id: null, machine_name: 'Old drill', quantity: 3 }),
    ]);
    await runScheduled();
    const db = await database();
    await db.delete(contactRequests).where(eq(contactRequests.id, stored.id));
    expect(await itemsOf(stored.id)).toEqual([]);
  });

  it('still takes the single-machine quote as before: no items, and no confirmation without an address', async () => {
    const body = {
      name: 'Luca',
      product: String(machineIds[2]),
      object: 'Price',
      phonenumber: '091 555 44 33',
      message: 'Hi',
    };
    expect((await postContact(body)).status).toBe(204);
    const stored = await latestRequest();
    expect(stored).toMatchObject({
      kind: 'machine_quote',
      machine_id: machineIds[2],
      machine_name: 'Band saw',
      email: null,
      confirmation_status: null,
    });
    expect(await itemsOf(stored.id)).toEqual([]);
  });
});

describe('POST /api/contact refuses a wrong quote list with 422, naming the field, and stores nothing', () => {
  async function expectRefused(products: unknown, field: string, message: string, body: object = contact) {
    const before = await counts();
    const response = await postContact({ ...body, products });
    expect(response.status).toBe(422);
    expect(response.json.detail).toContain(field);
    expect(response.json.fields[field]).toBe(message);
    expect(await counts()).toEqual(before);
  }
  const item = (id: number, quantity: unknown = 1) => ({ id, quantity });

  it('a machine that does not exist', async () => {
    await expectRefused([item(machineIds[0]!), item(999_999)], 'products.1.id', 'Unknown machine');
  });

  it.each([0, 1000, 1.5, -1, '0', '2.0', '', null])('a quantity of %p', async (quantity) => {
    await expectRefused(
      [item(machineIds[0]!, quantity)],
      'products.0.quantity',
      'Must be a whole number from 1 to 999',
    );
  });

  it('no machine, more than 50, or not a list', async () => {
    await expectRefused([], 'products', 'Choose at least one machine');
    const many = Array.from({ length: 51 }, (_, index) => item(index + 1));
    await expectRefused(many, 'products', 'At most 50 machines');
    await expectRefused({ id: machineIds[0] }, 'products', 'Must be a list of machines');
  });

  it('a machine listed twice', async () => {
    await expectRefused(
      [item(machineIds[0]!), item(machineIds[1]!), item(machineIds[0]!, 2)],
      'products.2.id',
      'Listed twice',
    );
  });

  it('a note over 500 characters, or an id that is no id', async () => {
    await expectRefused(
      [{ ...item(machineIds[0]!), note: 'x'.repeat(501) }],
      'products.0.note',
      'At most 500 characters',
    );
    const id = machineIds[0]!;
    for (const bad of [true, `0x${id.toString(16)}`, `${id}.0`, ` ${id}`, `0${id}`, 0, id + 0.5, [id], null]) {
      await expectRefused([item(bad as never)], 'products.0.id', 'Must be an id');
    }
  });

  it('the contact fields of the contact form: an e-mail address is required', async () => {
    await expectRefused([item(machineIds[0]!)], 'email', 'Required', { ...contact, email: undefined });
  });

  it('takes 50 machines with 500-character notes', async () => {
    const ids = [...machineIds];
    while (ids.length < 50) ids.push(await machine(`Machine ${ids.length}`, `Machine ${ids.length}`, ''));
    const products = ids.map((id) => ({ id, quantity: 999, note: 'é'.repeat(500) }));
    expect((await postContact({ ...contact, products })).status).toBe(204);
    expect(await itemsOf((await latestRequest()).id)).toHaveLength(50);
  });
});

describe('the e-mails of a quote list', () => {
  it('tell the office every machine, with a link to the request, and confirm to the visitor in the page’s language', async () => {
    const mails = smtp.inbox.length;
    expect((await postContact(quoteList(), { query: '?lang=de' })).status).toBe(204);
    const stored = await latestRequest();
    expect(smtp.inbox).toHaveLength(mails);
    await runScheduled();
    const [office, visitor] = smtp.inbox.slice(mails);
    expect(smtp.inbox).toHaveLength(mails + 2);

    expect(office!.to).toEqual(['office@jorat.example']);
    // In the office's language (French unless OFFICE_LANGUAGE says otherwise), whatever the visitor's, the machines
    // by their French names too.
    expect(headerOf(office!, 'Subject')).toBe(
      '[Site web] Demande d’offre pour 2 machines – Anna Muster\u202F: Sertisseuse, Presse d’atelier',
    );
    expect(office!.text).toContain(`Demande\u202F: Demande d’offre (plusieurs machines) #${stored.id}`);
    expect(office!.text).toContain(
      `- 2 × Sertisseuse (#${machineIds[1]})\n   Remarque\u202F: For 1/2" hoses\n   with the dies`,
    );
    expect(office!.text).toContain(`- 1 × Presse d’atelier (#${machineIds[0]})`);
    expect(office!.text).toContain(`Dans l’administration\u202F: https://www.jorat.example/admin/inbox/${stored.id}`);

    expect(visitor!.from).toBe('website@jorat.example');
    expect(visitor!.to).toEqual(['anna@muster.example']);
    expect(visitor!.headers).toMatch(/^Reply-To: office@jorat\.example$/m);
    expect(headerOf(visitor!, 'Subject')).toBe('Ihre Offertanfrage an Jorat Hydraulique SA');
    expect(visitor!.text).toMatch(/^Guten Tag\n\nVielen Dank/);
    expect(visitor!.text).toContain('Firma: Muster Bau AG');
    // The machines by their German names, as the visitor chose them.
    expect(visitor!.text).toContain(`- 2 × Schlauchpresse (#${machineIds[1]})\n   Bemerkung: For 1/2" hoses`);
    expect(visitor!.text).toContain(`- 1 × Werkstattpresse (#${machineIds[0]})`);
    expect(visitor!.text).toContain(contact.message);
    expect(visitor!.text).not.toContain('/admin/');
    expect(visitor!.text).toMatch(/\n\nFreundliche Grüsse\nJorat Hydraulique SA\n$/);

    expect(await latestRequest()).toMatchObject({
      email_status: 'sent',
      confirmation_status: 'sent',
      confirmation_attempts: 1,
      confirmation_sent_at: expect.any(Date),
    });
  });

  it('confirm a contact message too, in French with French punctuation', async () => {
    const mails = smtp.inbox.length;
    expect((await postContact({ ...contact, page: '/fr/contact' }, { query: '?lang=fr' })).status).toBe(204);
    await runScheduled();
    const visitor = smtp.inbox.slice(mails).find((mail) => mail.to[0] === contact.email)!;
    expect(headerOf(visitor, 'Subject')).toBe('Votre message à Jorat Hydraulique SA');
    expect(visitor.text).toContain('Voici ce que vous nous avez envoyé\u202F:');
    expect(visitor.text).toContain('Entreprise\u202F: Muster Bau AG');
  });

  it('are each sent once, however many deliveries run at once (two instances)', async () => {
    const mails = smtp.inbox.length;
    expect((await postContact(quoteList())).status).toBe(204);
    const { id } = await latestRequest();
    await Promise.all([runScheduled(), deliverContactRequest(id), deliverContactRequest(id)]);
    await moveLastAttemptBack(id, 3600);
    expect(await deliverPendingContactRequests()).toBe(0);
    expect(smtp.inbox.slice(mails).map((mail) => mail.to)).toEqual(
      expect.arrayContaining([['office@jorat.example'], ['anna@muster.example']]),
    );
    expect(smtp.inbox).toHaveLength(mails + 2);
  });

  it('are kept when the SMTP server is down, and sent on a later retry, once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      process.env.SMTP_URL = await closedPortUrl();
      expect((await postContact(quoteList())).status).toBe(204);
      await runScheduled();
      const failed = await latestRequest();
      expect(failed).toMatchObject({
        confirmation_status: 'failed',
        confirmation_attempts: 1,
        confirmation_sent_at: null,
      });
      expect(failed.confirmation_last_error).toMatch(/ECONNREFUSED/);

      process.env.SMTP_URL = smtp.url;
      // The first retry waits a minute after the failed attempt.
      expect(await deliverPendingContactRequests()).toBe(0);
      await moveLastAttemptBack(failed.id, 61);
      const mails = smtp.inbox.length;
      expect(await deliverPendingContactRequests()).toBe(2);
      const visitor = smtp.inbox.slice(mails).find((mail) => mail.to[0] === contact.email)!;
      // No ?lang= nor cookie: French, the API's default.
      expect(visitor.text).toContain('Sertisseuse');
      expect(await latestRequest()).toMatchObject({ confirmation_status: 'sent', confirmation_attempts: 2 });
      await moveLastAttemptBack(failed.id, 3600);
      expect(await deliverPendingContactRequests()).toBe(0);
      expect(smtp.inbox).toHaveLength(mails + 2);
    } finally {
      warn.mockRestore();
    }
  });

  it('is not sent for a request older than confirmations, and an attempt on it leaves the office’s clock alone', async () => {
    const db = await database();
    const [old] = await db
      .insert(contactRequests)
      .values({
        kind: 'contact',
        name: 'Before confirmations',
        email: 'old@example.com',
        phonenumber: '0215550123',
        message: 'Hello',
        language: 'fr',
        email_status: 'sent',
      })
      .returning();
    const mails = smtp.inbox.length;
    expect(await deliverContactRequest(old!.id)).toBe(0);
    expect(smtp.inbox).toHaveLength(mails);
  });
});

describe('GET /api/machine/names', () => {
  const get = (query: string) => call(names.GET, 'GET', `/api/machine/names${query}`);

  it('answers the machines asked for in the language asked for, leaving out unknown ids', async () => {
    const response = await get(`?ids=${machineIds[1]},999999,${machineIds[0]},${machineIds[1]}&lang=de`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { id: machineIds[0], name: 'Werkstattpresse', picture: null },
      { id: machineIds[1], name: 'Schlauchpresse', picture: null },
    ]);
  });

  it.each([
    '',
    '?ids=',
    '?ids=1,,2',
    '?ids=0x11',
    '?ids=1;2',
    `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
  ])('refuses %p with 422', async (query) => {
    const response = await get(query);
    expect(response.status).toBe(422);
    expect(response.json.fields.ids).toEqual(expect.any(String));
  });
});

async function moveLastAttemptBack(id: number, seconds: number) {
  const db = await database();
  const then = sql`now() - make_interval(secs => ${seconds})`;
  await db
    .update(contactRequests)
    .set({ email_taken_at: then, confirmation_taken_at: then })
    .where(eq(contactRequests.id, id));
}
