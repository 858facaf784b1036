import { desc, eq, inArray, like, sql } from 'drizzle-orm';

import { POST } from '@/app/api/contact/route';

import { deliverPendingContactRequests } from '@/server/contact/delivery';
import { inboxFiltersFrom } from '@/schemas/inbox';

import { listInbox } from '@/server/contact/inbox/list';
import { changeRequestState } from '@/server/contact/inbox/request';
import { startContactRetryLoop } from '@/server/contact/retry';
import { database } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import { contactRequests, machines, rateLimits } from '@/server/db/schema';
import { call } from './api';
import {
  closedPortUrl,
  headerOf,
  type Mail,
  newAddress,
  postContact as send,
  type SmtpStandIn,
  startSmtpStandIn,
} from './contact';
import { createTestDatabase } from './database';

/**
 * `after` from next/server needs a Next.js request scope. Here it records the task, and each test runs what
 * the handler scheduled, as Next.js would once the answer is sent.
 */
const mockScheduled: (() => unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<object>('next/server'),
  after: (task: () => unknown) => {
    mockScheduled.push(task);
  },
}));

async function runScheduled() {
  await Promise.all(mockScheduled.splice(0).map((task) => task()));
}

let smtp: SmtpStandIn;
let inbox: Mail[];

let handle: DatabaseHandle;
let machineId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpStandIn();
  inbox = smtp.inbox;
  process.env.SMTP_URL = smtp.url;
  process.env.CONTACT_TO = 'office@jorat.example';
  process.env.CONTACT_FROM = 'website@jorat.example';
  const db = await database();
  const [machine] = await db
    .insert(machines)
    .values({
      name_en: 'Press 400',
      name_fr: 'Presse 400',
      name_de: 'Presse 400',
      name_it: 'Pressa',
      name_es: 'Prensa',
    })
    .returning();
  machineId = machine!.id;
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
  await handle.close();
});

const contact = {
  name: 'Anna Muster',
  entreprise: 'Muster Bau AG',
  email: 'anna@muster.example',
  phonenumber: '+41 21 555 01 23',
  message: 'Can you overhaul two cylinders?\nThey leak at the rod seal.',
  page: '/en/contact',
};
const serviceQuote = { ...contact, object: 'Hard chrome plating of a rod', page: '/fr/hydraulique' };
const machineQuoteFields = {
  name: 'Zoë Bernasconi',
  object: 'Price of a Press 400',
  phonenumber: '(021) 555.01.23',
  message: 'Delivery to Ticino?',
  page: '/it/machine/1',
};
/** As the modal sends it before a machine is chosen. */
const machineQuote = { ...machineQuoteFields, product: '' };

async function latestRequest() {
  const db = await database();
  const [row] = await db.select().from(contactRequests).orderBy(desc(contactRequests.id)).limit(1);
  return row!;
}

async function requestCount() {
  const db = await database();
  return (await db.select({ id: contactRequests.id }).from(contactRequests)).length;
}

describe('POST /api/contact stores each kind of request and answers 204 with no body', () => {
  it('stores a contact message, with the language and the page', async () => {
    const response = await send(contact, { query: '?lang=de' });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await latestRequest()).toMatchObject({
      kind: 'contact',
      ...contact,
      object: null,
      machine_id: null,
      language: 'de',
      email_status: 'pending',
      email_attempts: 0,
    });
  });

  it('stores a quote request from a service page, with its object', async () => {
    const response = await send(serviceQuote);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await latestRequest()).toMatchObject({ kind: 'service_quote', ...serviceQuote, email_status: 'pending' });
  });

  it('stores a machine quote with the machine and its name, without e-mail or company', async () => {
    const response = await send({ ...machineQuote, product: String(machineId) }, { query: '?lang=it' });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await latestRequest()).toMatchObject({
      kind: 'machine_quote',
      ...machineQuoteFields,
      email: null,
      entreprise: null,
      machine_id: machineId,
      machine_name: 'Press 400',
      language: 'it',
    });
  });

  it('stores a machine quote with the e-mail and company given, to answer in writing', async () => {
    const withMail = {
      ...machineQuote,
      product: String(machineId),
      email: 'zoe@example.ch',
      entreprise: 'Officina SA',
    };
    expect((await send(withMail)).status).toBe(204);
    expect(await latestRequest()).toMatchObject({
      kind: 'machine_quote',
      email: 'zoe@example.ch',
      entreprise: 'Officina SA',
      confirmation_status: 'pending',
    });
    expect((await send({ ...withMail, email: '', entreprise: ' ' })).status).toBe(204);
    expect(await latestRequest()).toMatchObject({ email: null, entreprise: null, confirmation_status: null });
  });

  it('refuses a machine quote whose e-mail is not an address', async () => {
    const before = await requestCount();
    const response = await send({ ...machineQuote, product: String(machineId), email: 'zoe at example' });
    expect(response.status).toBe(422);
    expect(response.text).toContain('email');
    expect(await requestCount()).toBe(before);
  });

  it('trims the fields and takes the machine id as a number too', async () => {
    const response = await send({ ...machineQuote, name: '  Zoë  ', product: machineId, page: '' });
    expect(response.status).toBe(204);
    expect(await latestRequest()).toMatchObject({ name: 'Zoë', machine_id: machineId, page: null });
  });
});

describe('the admin inbox', () => {
  it('lists the stored requests newest first, new, with the machine asked about', async () => {
    await send(contact);
    await send({ ...machineQuote, product: String(machineId) });
    const {
      items: [newest, previous],
    } = await listInbox(inboxFiltersFrom({}), 2);
    expect(newest).toMatchObject({
      kind: 'machine_quote',
      state: 'new',
      machines: [{ id: machineId, name: 'Press 400', quantity: 1 }],
    });
    expect(previous).toMatchObject({ kind: 'contact', email: contact.email, machines: [] });
    expect(Date.parse(newest!.received_at)).toBeGreaterThanOrEqual(Date.parse(previous!.received_at));
    expect((await listInbox(inboxFiltersFrom({}), 1)).items).toHaveLength(1);
  });
});

describe('POST /api/contact refuses invalid requests with 422, naming the field, and stores nothing', () => {
  async function expectRefused(body: Record<string, unknown>, field: string, message?: string) {
    const before = await requestCount();
    const response = await send(body);
    expect(response.status).toBe(422);
    expect(response.json.detail).toContain(field);
    expect(response.json.fields[field]).toEqual(message ?? expect.any(String));
    expect(await requestCount()).toBe(before);
  }
  const without = (body: Record<string, unknown>, field: string) =>
    Object.fromEntries(Object.entries(body).filter(([name]) => name !== field));

  it.each(['name', 'entreprise', 'email', 'phonenumber', 'message'])('a contact message without %s', async (field) => {
    await expectRefused(without(contact, field), field, 'Required');
    await expectRefused({ ...contact, [field]: '   ' }, field, 'Required');
  });

  // Without its object a service quote is a contact message; the form sends a blank object instead.
  it.each(['name', 'entreprise', 'email', 'phonenumber', 'message'])('a service quote without %s', async (field) => {
    await expectRefused(without(serviceQuote, field), field, 'Required');
  });

  it('a service quote with a blank object', async () => {
    await expectRefused({ ...serviceQuote, object: ' ' }, 'object', 'Required');
  });

  it.each(['name', 'object', 'phonenumber', 'message'])('a machine quote without %s', async (field) => {
    await expectRefused(without({ ...machineQuote, product: machineId }, field), field, 'Required');
  });

  it('a machine quote without a machine chosen, or with a machine id that is no number', async () => {
    await expectRefused(machineQuote, 'product', 'Choose a machine');
    await expectRefused({ ...machineQuote, product: 'press' }, 'product', 'Choose a machine');
    await expectRefused({ ...machineQuote, product: 1.5 }, 'product', 'Choose a machine');
  });

  it('a machine quote for a machine that does not exist', async () => {
    await expectRefused({ ...machineQuote, product: machineId + 1000 }, 'product', 'Unknown machine');
  });

  it.each(['anna', 'anna@', 'anna@muster', 'anna muster@example.ch', 'anna@muster.example>'])(
    'an e-mail address like %p',
    async (email) => {
      await expectRefused({ ...contact, email }, 'email', 'Invalid e-mail address');
    },
  );

  it.each(['call me', '12345', '+41 21 555 01 23 ext 4', '+41 21 555 01 23 / 021 555 01 24 / 5', '021#555#01#23'])(
    'a phone number like %p',
    async (phonenumber) => {
      await expectRefused({ ...contact, phonenumber }, 'phonenumber');
    },
  );

  it('accepts phone numbers written with the usual separators', async () => {
    for (const phonenumber of ['0215550123', '+41 (0)21 555.01-23', '021/555 01 23']) {
      expect((await send({ ...contact, phonenumber })).status).toBe(204);
    }
  });

  it('texts over their maximum length, and a page that is not a path', async () => {
    await expectRefused({ ...contact, name: 'x'.repeat(201) }, 'name', 'At most 200 characters');
    await expectRefused({ ...serviceQuote, object: 'x'.repeat(301) }, 'object', 'At most 300 characters');
    await expectRefused({ ...contact, message: 'x'.repeat(5001) }, 'message', 'At most 5000 characters');
    await expectRefused({ ...contact, page: 'https://elsewhere.example/' }, 'page', 'Must be a path');
  });

  it('answers 400 to a body that is not JSON, or not an object', async () => {
    for (const rawBody of ['{"name": ', '["Anna"]']) {
      const response = await call(POST, 'POST', '/api/contact', {
        rawBody,
        headers: { 'x-client-address': newAddress() },
      });
      expect(response.status).toBe(400);
      expect(response.json.detail).toEqual(expect.any(String));
    }
  });

  it('answers 413 to a body far larger than any request', async () => {
    const response = await send({ ...contact, message: 'x'.repeat(28 * 1024 * 1024) });
    expect(response.status).toBe(413);
  });
});

describe('POST /api/contact against robots and floods', () => {
  it('answers 204 to a robot that filled the honeypot, and stores and sends nothing', async () => {
    const before = await requestCount();
    const mails = inbox.length;
    const response = await send({ ...contact, website: 'https://spam.example' });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    await runScheduled();
    expect(await requestCount()).toBe(before);
    expect(inbox).toHaveLength(mails);
  });

  it('limits the requests per address per hour: 429 with Retry-After, and nothing more stored', async () => {
    process.env.CONTACT_RATE_LIMIT = '2';
    try {
      const address = newAddress();
      expect((await send(contact, { address })).status).toBe(204);
      expect((await send(serviceQuote, { address })).status).toBe(204);
      const before = await requestCount();
      const refused = await send(contact, { address });
      expect(refused.status).toBe(429);
      expect(refused.json.detail).toEqual(expect.any(String));
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await requestCount()).toBe(before);
      // Another address is not affected.
      expect((await send(contact)).status).toBe(204);
    } finally {
      delete process.env.CONTACT_RATE_LIMIT;
    }
  });
});

describe('the notification e-mail', () => {
  it('is sent after the answer, to the office, in its language (French by default), with every field and the visitor as reply-to', async () => {
    const mails = inbox.length;
    expect((await send(serviceQuote, { query: '?lang=fr' })).status).toBe(204);
    const stored = await latestRequest();
    expect(inbox).toHaveLength(mails);
    await runScheduled();
    // The office's, then the visitor's confirmation (tested with the quote list).
    expect(inbox).toHaveLength(mails + 2);
    const mail = inbox[mails]!;
    expect(mail.from).toBe('website@jorat.example');
    expect(mail.to).toEqual(['office@jorat.example']);
    expect(mail.headers).toMatch(/^Reply-To: Anna Muster <anna@muster\.example>$/m);
    expect(headerOf(mail, 'Subject')).toBe('[Site web] Demande d’offre\u202F: Hard chrome plating of a rod');
    for (const value of Object.values(serviceQuote)) expect(mail.text).toContain(value);
    expect(mail.text).toContain(`Demande\u202F: Demande d’offre (page d’un service) #${stored.id}\n`);
    expect(mail.text).toContain('Langue\u202F: français\n');
    expect(mail.text).toContain(stored.received_at.toISOString());
    expect(mail.text).toMatch(new RegExp(`\nDans l’administration\u202F: http\\S+/admin/inbox/${stored.id}\n$`));
    expect(await latestRequest()).toMatchObject({
      email_status: 'sent',
      email_attempts: 1,
      email_sent_at: expect.any(Date),
    });
  });

  it('names the machine of a machine quote and has no reply-to without an e-mail address, in English for an English office', async () => {
    process.env.OFFICE_LANGUAGE = 'en';
    try {
      expect((await send({ ...machineQuote, product: machineId })).status).toBe(204);
      await runScheduled();
    } finally {
      delete process.env.OFFICE_LANGUAGE;
    }
    const mail = inbox.at(-1)!;
    expect(mail.headers).not.toMatch(/^Reply-To:/im);
    expect(headerOf(mail, 'Subject')).toBe('[Website] Quote request: Price of a Press 400 (Press 400)');
    expect(mail.text).toContain('Request: Quote request (machine) #');
    expect(mail.text).toContain(`Machine: Press 400 (#${machineId})`);
    expect(mail.text).toContain('Name: Zoë Bernasconi');
    expect(mail.text).toContain('Phone: (021) 555.01.23');
    expect(mail.text).toContain('Subject: Price of a Press 400\n');
    expect(mail.text).toContain('Delivery to Ticino?');
    expect(mail.text).toMatch(/\nIn the back office: http\S+\/admin\/inbox\/\d+\n$/);
  });

  it('keeps the request when the SMTP server cannot be reached, and sends it on a later retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      process.env.SMTP_URL = await closedPortUrl();
      expect((await send(contact)).status).toBe(204);
      await runScheduled();
      const failed = await latestRequest();
      expect(failed).toMatchObject({ email_status: 'failed', email_attempts: 1, email_sent_at: null });
      expect(failed.email_last_error).toMatch(/ECONNREFUSED/);
      expect(warn).toHaveBeenCalled();

      // The server is back, but the first retry waits a minute after the failed attempt.
      process.env.SMTP_URL = smtp.url;
      expect(await deliverPendingContactRequests()).toBe(0);
      await moveLastAttemptBack(failed.id, 50);
      expect(await deliverPendingContactRequests()).toBe(0);
      await moveLastAttemptBack(failed.id, 61);
      const mails = inbox.length;
      // The office's notification and the visitor's confirmation.
      expect(await deliverPendingContactRequests()).toBe(2);
      expect(inbox).toHaveLength(mails + 2);
      expect(inbox.slice(mails).map((mail) => mail.to)).toEqual([['office@jorat.example'], [contact.email]]);
      expect(inbox.at(-2)!.text).toContain(contact.message);
      expect(await latestRequest()).toMatchObject({
        id: failed.id,
        email_status: 'sent',
        email_attempts: 2,
        confirmation_status: 'sent',
        confirmation_attempts: 2,
      });
      // Sent once only.
      await moveLastAttemptBack(failed.id, 3600);
      expect(await deliverPendingContactRequests()).toBe(0);
    } finally {
      warn.mockRestore();
    }
  });

  it('records what the SMTP server answered when it refuses the message', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      smtp.refuse = 'Mailbox full';
      expect((await send(contact)).status).toBe(204);
      await runScheduled();
      const failed = await latestRequest();
      expect(failed).toMatchObject({ email_status: 'failed', email_attempts: 1 });
      expect(failed.email_last_error).toContain('Mailbox full');
      expect(failed.email_last_error).toBe(failed.email_last_error!.trim());
      smtp.refuse = undefined;
      await moveLastAttemptBack(failed.id, 61);
      expect(await deliverPendingContactRequests()).toBe(2);
    } finally {
      warn.mockRestore();
    }
  });

  it('is retried with a backoff doubling by attempt, up to 8 attempts, oldest first', async () => {
    const db = await database();
    const rows = await db
      .insert(contactRequests)
      .values([
        failedRequest(3, 3), // waits 4 minutes
        failedRequest(3, 5),
        failedRequest(5, 17), // waits 16 minutes
        failedRequest(7, 63), // waits 64 minutes
        failedRequest(8, 600), // given up
      ])
      .returning({ id: contactRequests.id, name: contactRequests.name });
    const mails = inbox.length;
    expect(await deliverPendingContactRequests()).toBe(2);
    expect(inbox.slice(mails).map((mail) => /^Nom\u202F: (.*)$/m.exec(mail.text)?.[1])).toEqual([
      rows[1]!.name,
      rows[2]!.name,
    ]);
    const states = await db
      .select({ status: contactRequests.email_status })
      .from(contactRequests)
      .where(
        inArray(
          contactRequests.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(contactRequests.id);
    expect(states.map((row) => row.status)).toEqual(['failed', 'sent', 'sent', 'failed', 'failed']);
  });

  it('keeps its backoff when the office changes the request meanwhile', async () => {
    const db = await database();
    const [row] = await db
      .insert(contactRequests)
      .values({ ...failedRequest(3, 5), name: 'Worked on while its e-mail waits' })
      .returning({ id: contactRequests.id });
    await changeRequestState(row!.id, 'in_progress', 'office');
    const mails = inbox.length;
    expect(await deliverPendingContactRequests()).toBe(1);
    expect(inbox.slice(mails).map((mail) => /^Nom\u202F: (.*)$/m.exec(mail.text)?.[1])).toEqual([
      'Worked on while its e-mail waits',
    ]);
  });

  it('is not sent, and the request is marked so, when SMTP is not configured', async () => {
    delete process.env.SMTP_URL;
    const mails = inbox.length;
    expect((await send(contact)).status).toBe(204);
    await runScheduled();
    expect(await latestRequest()).toMatchObject({
      ...contact,
      email_status: 'not_configured',
      email_attempts: 0,
      confirmation_status: 'not_configured',
    });
    expect(await deliverPendingContactRequests()).toBe(0);
    process.env.SMTP_URL = smtp.url;
    expect(await deliverPendingContactRequests()).toBe(0);
    expect(inbox).toHaveLength(mails);
  });
});

describe('the retry loop', () => {
  it('starts once, with or without SMTP, every two minutes, and retries on each tick', async () => {
    const setInterval = jest.spyOn(global, 'setInterval');
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      // Without SMTP it still runs, for the retention (contact-retention.test.ts).
      delete process.env.SMTP_URL;
      startContactRetryLoop();
      startContactRetryLoop();
      expect(setInterval).toHaveBeenCalledTimes(1);
      process.env.SMTP_URL = smtp.url;
      const [tick, delay] = setInterval.mock.calls[0]!;
      const timer = setInterval.mock.results[0]!.value as NodeJS.Timeout;
      clearInterval(timer);
      expect(delay).toBe(2 * 60 * 1000);
      expect(timer.hasRef()).toBe(false);

      const db = await database();
      const [due] = await db
        .insert(contactRequests)
        .values({
          kind: 'contact',
          name: 'Left pending by a stopped server',
          phonenumber: '0215550123',
          message: 'Hello',
          language: 'en',
          received_at: sql`now() - make_interval(mins => 5)`,
        })
        .returning();
      tick();
      await waitFor(async () => (log.mock.calls.length > 0 ? true : undefined));
      expect(log).toHaveBeenCalledWith('Contact requests: 1 e-mail(s) sent on retry.');
      const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, due!.id));
      expect(row).toMatchObject({ email_status: 'sent', email_attempts: 1 });
      expect(inbox.at(-1)!.text).toContain('Nom\u202F: Left pending by a stopped server');
    } finally {
      setInterval.mockRestore();
      log.mockRestore();
    }
  });
});

/** A request whose notification failed `attempts` times, the last `minutesAgo` minutes ago. */
const failedRequest = (attempts: number, minutesAgo: number) => ({
  kind: 'contact' as const,
  name: `Retried after ${attempts} attempts, ${minutesAgo} minutes ago`,
  phonenumber: '0215550123',
  message: 'Hello',
  language: 'fr',
  email_status: 'failed' as const,
  email_attempts: attempts,
  email_taken_at: sql`now() - make_interval(mins => ${minutesAgo})`,
});

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Timed out waiting');
}

/** Moves the last delivery attempt of both e-mails of request `id` back by `seconds`. */
async function moveLastAttemptBack(id: number, seconds: number) {
  const db = await database();
  const then = sql`now() - make_interval(secs => ${seconds})`;
  await db
    .update(contactRequests)
    .set({ email_taken_at: then, confirmation_taken_at: then })
    .where(eq(contactRequests.id, id));
}
