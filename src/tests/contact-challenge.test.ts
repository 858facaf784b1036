import { count, desc, eq, sql } from 'drizzle-orm';

import { sendRequest } from '@/app/(site)/_actions/send-request';
import { GET as challengeRoute } from '@/app/api/contact/challenge/route';
import { POST } from '@/app/api/contact/route';
import { idleState } from '@/schemas/contact-form-state';

import { clock } from '@/server/clock';
import { challengeSeconds, challengeWork, issueChallenge } from '@/server/contact/challenge';
import { database } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import { contactRequests, spentChallenges } from '@/server/db/schema';
import { encodeSolution, solve, solvedChallenge } from './altcha';
import { call } from './api';
import { createTestDatabase } from './database';

// `after` needs a Next.js request scope (no SMTP is set, so nothing would be sent anyway).
jest.mock('next/server', () => ({ ...jest.requireActual<object>('next/server'), after: () => {} }));

// The forms' server action reads the client's address from the request's headers.
let mockAddress = '198.51.100.1';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-client-address': mockAddress }) }));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});
afterEach(() => {
  delete process.env.CONTACT_CHALLENGE;
  delete process.env.CONTACT_UNCHECKED_RATE_LIMIT;
});

const contact = {
  name: 'Anna Muster',
  entreprise: 'Muster Bau AG',
  email: 'anna@muster.example',
  phonenumber: '+41 21 555 01 23',
  message: 'Can you overhaul two cylinders?',
  page: '/de/contact',
};

let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;

function send(body: Record<string, unknown>, address = newAddress()) {
  return call(POST, 'POST', '/api/contact', { body, headers: { 'x-client-address': address } });
}

async function requestCount() {
  const db = await database();
  const [row] = await db.select({ total: count() }).from(contactRequests);
  return row!.total;
}

async function latestRequest() {
  const db = await database();
  const [row] = await db.select().from(contactRequests).orderBy(desc(contactRequests.id)).limit(1);
  return row!;
}

/** Sends `altcha` and expects a 422 naming it with `message`, and nothing stored. */
async function expectRefused(altcha: unknown, message: string) {
  const before = await requestCount();
  const response = await send({ ...contact, ...(altcha === undefined ? {} : { altcha }) });
  expect(response.status).toBe(422);
  expect(response.json.detail).toContain('altcha');
  expect(response.json.fields).toEqual({ altcha: message });
  expect(await requestCount()).toBe(before);
}

describe('GET /api/contact/challenge', () => {
  it('issues a signed challenge, never cached, that expires in ten minutes and a client solves', async () => {
    const response = await call(challengeRoute, 'GET', '/api/contact/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = response.json;
    expect(challenge.parameters).toMatchObject({
      algorithm: challengeWork.algorithm,
      cost: challengeWork.cost,
      keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(challengeSeconds - 5);
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(challengeSeconds);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);

    // Solved the whole way, as docs/api.md tells an API client to: the counter lies thousands in.
    const altcha = await solve(challenge);
    const { solution } = JSON.parse(Buffer.from(altcha, 'base64').toString());
    expect(solution.counter).toBeGreaterThanOrEqual(challengeWork.counter.min);
    expect(solution.counter).toBeLessThanOrEqual(challengeWork.counter.max);
    expect((await send({ ...contact, altcha })).status).toBe(204);
    expect(await latestRequest()).toMatchObject({ ...contact, challenge: 'solved' });
  });

  it('gives each challenge its own nonce', async () => {
    const [first, second] = await Promise.all([issueChallenge(), issueChallenge()]);
    expect(first.parameters.nonce).not.toBe(second.parameters.nonce);
  });
});

describe('POST /api/contact requires a solved challenge', () => {
  it('accepts a valid solution and stores the request as solved', async () => {
    const response = await send({ ...contact, altcha: await solvedChallenge() });
    expect(response.status).toBe(204);
    expect(await latestRequest()).toMatchObject({ name: contact.name, challenge: 'solved' });
  });

  it('refuses a request without a solution, or with a blank one', async () => {
    await expectRefused(undefined, 'Required: solve GET /api/contact/challenge');
    await expectRefused('', 'Required: solve GET /api/contact/challenge');
  });

  it('refuses a wrong solution: another key, a malformed one, or no solution at all', async () => {
    const challenge = await issueChallenge(5);
    const right = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()).solution;
    // The derived key is the proof (checked against the challenge's signed key signature), so the key of another
    // counter fails, whatever counter it claims.
    const other = JSON.parse(Buffer.from(await solve(await issueChallenge(5)), 'base64').toString()).solution;
    await expectRefused(encodeSolution(challenge, other), 'Invalid solution');
    await expectRefused(encodeSolution(challenge, { ...right, derivedKey: 'ab'.repeat(32) }), 'Invalid solution');
    await expectRefused(
      encodeSolution(challenge, { ...right, derivedKey: right.derivedKey.toUpperCase() }),
      'Invalid solution',
    );
    await expectRefused('bm90IGEgc29sdXRpb24=', 'Invalid solution');
    await expectRefused('%%%', 'Invalid solution');
    // Unspent by those failures: the right one still passes.
    expect((await send({ ...contact, altcha: encodeSolution(challenge, right) })).status).toBe(204);
  });

  it('refuses a challenge the site did not issue or that was altered: easier work, a later expiry', async () => {
    const challenge = await issueChallenge(2);
    const altcha = await solve(challenge);
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString());
    const altered = (change: Record<string, unknown>) =>
      Buffer.from(
        JSON.stringify({
          ...payload,
          challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, ...change } },
        }),
      ).toString('base64');
    await expectRefused(altered({ cost: 1 }), 'Invalid solution');
    await expectRefused(altered({ expiresAt: payload.challenge.parameters.expiresAt + 3600 }), 'Invalid solution');
    await expectRefused(
      Buffer.from(
        JSON.stringify({ ...payload, challenge: { ...payload.challenge, signature: '00'.repeat(32) } }),
      ).toString('base64'),
      'Invalid solution',
    );
  });

  it('refuses a solution of a challenge that has expired', async () => {
    const now = clock.now;
    clock.now = () => new Date(Date.now() - (challengeSeconds + 1) * 1000);
    let altcha: string;
    try {
      altcha = await solvedChallenge();
    } finally {
      clock.now = now;
    }
    await expectRefused(altcha, 'Challenge expired');
  });

  it('refuses a solution sent a second time', async () => {
    const altcha = await solvedChallenge();
    expect((await send({ ...contact, altcha })).status).toBe(204);
    await expectRefused(altcha, 'Solution already used');
  });

  it('takes one of a hundred identical requests sent at once, and refuses the 99 others', async () => {
    const altcha = await solvedChallenge();
    const before = await requestCount();
    const address = newAddress();
    const responses = await Promise.all(Array.from({ length: 100 }, () => send({ ...contact, altcha }, address)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(99);
    for (const response of responses.filter((answer) => answer.status === 422)) {
      expect(response.json.fields).toEqual({ altcha: 'Solution already used' });
    }
    expect(await requestCount()).toBe(before + 1);
  });

  it('forgets spent solutions a while after they expired', async () => {
    const db = await database();
    await db.insert(spentChallenges).values({ nonce: 'ab'.repeat(16), expires_at: sql`now() - interval '1 second'` });
    expect((await send({ ...contact, altcha: await solvedChallenge() })).status).toBe(204);
    expect(
      await db
        .select()
        .from(spentChallenges)
        .where(eq(spentChallenges.nonce, 'ab'.repeat(16))),
    ).toEqual([]);
  });

  it('answers the honeypot as before: 204, nothing stored, whatever the solution', async () => {
    const before = await requestCount();
    expect((await send({ ...contact, website: 'https://spam.example' })).status).toBe(204);
    expect(await requestCount()).toBe(before);
  });
});

describe('CONTACT_CHALLENGE=off', () => {
  it('accepts requests without a solution, marked so, and issues no challenge', async () => {
    process.env.CONTACT_CHALLENGE = 'off';
    expect((await send(contact)).status).toBe(204);
    expect(await latestRequest()).toMatchObject({ name: contact.name, challenge: 'off' });
    // A solution sent anyway is not looked at.
    expect((await send({ ...contact, altcha: 'whatever' })).status).toBe(204);
    const response = await call(challengeRoute, 'GET', '/api/contact/challenge');
    expect(response.status).toBe(404);
    expect(response.json.detail).toContain('CONTACT_CHALLENGE');
  });
});

/** The fields of a form, as the server action receives them. */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the forms’ server action', () => {
  it('takes a solved challenge like the API', async () => {
    mockAddress = newAddress();
    const state = await sendRequest(idleState, form({ ...contact, altcha: await solvedChallenge(), website: '' }));
    expect(state).toMatchObject({ status: 'sent' });
    expect(await latestRequest()).toMatchObject({ name: contact.name, language: 'de', challenge: 'solved' });
  });

  it('asks to send again when the solution fails, keeping what was typed', async () => {
    mockAddress = newAddress();
    const altcha = await solvedChallenge();
    expect(await sendRequest(idleState, form({ ...contact, altcha }))).toMatchObject({ status: 'sent' });
    const before = await requestCount();
    const state = await sendRequest(idleState, form({ ...contact, altcha }));
    expect(state).toEqual({ status: 'failed', reason: 'challenge', values: { ...contact, altcha } });
    expect(await requestCount()).toBe(before);
  });

  it('names the wrong fields first when the solution is wrong too', async () => {
    mockAddress = newAddress();
    const state = await sendRequest(idleState, form({ ...contact, email: 'anna@', altcha: 'wrong' }));
    expect(state).toMatchObject({ status: 'invalid', fields: { email: 'email' } });
  });

  it('leaves the solution of a form refused for its fields unspent, so that the corrected form sends it', async () => {
    mockAddress = newAddress();
    const altcha = await solvedChallenge();
    const quote = { name: 'Luca', phonenumber: '091 555 44 33', object: 'Prix', message: 'Offre ?', page: '/it/x' };
    const refusals = [
      form({ ...contact, email: 'anna@', altcha }),
      form({ ...quote, product: '999999', altcha }),
      form({ ...contact, products: JSON.stringify([{ id: 999_999, quantity: 1, note: '' }]), altcha }),
    ];
    for (const refused of refusals) expect(await sendRequest(idleState, refused)).toMatchObject({ status: 'invalid' });
    expect(await sendRequest(idleState, form({ ...contact, altcha }))).toMatchObject({ status: 'sent' });
    expect(await latestRequest()).toMatchObject({ challenge: 'solved' });
  });

  it('takes a form sent without a solution (no JavaScript), marked unchecked, 3 an hour per address', async () => {
    mockAddress = newAddress();
    for (let sent = 0; sent < 3; sent++) {
      expect(await sendRequest(idleState, form({ ...contact, altcha: '' }))).toMatchObject({ status: 'sent' });
      expect(await latestRequest()).toMatchObject({ challenge: 'unchecked' });
    }
    const before = await requestCount();
    const refused = await sendRequest(idleState, form({ ...contact, altcha: '' }));
    expect(refused).toMatchObject({ status: 'failed', reason: 'uncheckedLimited' });
    expect(await requestCount()).toBe(before);
    // A solved one from the same address still passes: the stricter limit counts only those without.
    const solved = await sendRequest(idleState, form({ ...contact, altcha: await solvedChallenge() }));
    expect(solved).toMatchObject({ status: 'sent' });
  });

  it('refuses every form without a solution when CONTACT_UNCHECKED_RATE_LIMIT=0', async () => {
    process.env.CONTACT_UNCHECKED_RATE_LIMIT = '0';
    mockAddress = newAddress();
    expect(await sendRequest(idleState, form(contact))).toMatchObject({ status: 'failed', reason: 'uncheckedLimited' });
  });
});

describe('the visitor’s confirmation e-mail', () => {
  // Without SMTP_URL a confirmation to send is stored `not_configured`; none to send is null.
  it('is sent only for a request that passed the proof-of-work', async () => {
    const email = 'unchecked@confirm.example';
    mockAddress = newAddress();
    expect(await sendRequest(idleState, form({ ...contact, email, altcha: '' }))).toMatchObject({ status: 'sent' });
    expect(await latestRequest()).toMatchObject({ challenge: 'unchecked', confirmation_status: null });
    expect((await send({ ...contact, email, altcha: await solvedChallenge() })).status).toBe(204);
    expect(await latestRequest()).toMatchObject({ challenge: 'solved', confirmation_status: 'not_configured' });
    process.env.CONTACT_CHALLENGE = 'off';
    expect((await send({ ...contact, email: 'off@confirm.example' })).status).toBe(204);
    expect(await latestRequest()).toMatchObject({ challenge: 'off', confirmation_status: null });
  });

  it('goes to one address at most three times a day, from any client, written in any case', async () => {
    const statuses = [];
    for (const email of ['often@confirm.example', 'Often@Confirm.example', 'OFTEN@confirm.example']) {
      expect((await send({ ...contact, email, altcha: await solvedChallenge() })).status).toBe(204);
      statuses.push((await latestRequest()).confirmation_status);
    }
    // The fourth request is stored and reaches the office; its sender gets no copy.
    expect((await send({ ...contact, email: 'often@confirm.example', altcha: await solvedChallenge() })).status).toBe(
      204,
    );
    statuses.push((await latestRequest()).confirmation_status);
    expect(statuses).toEqual(['not_configured', 'not_configured', 'not_configured', null]);
    expect((await send({ ...contact, email: 'other@confirm.example', altcha: await solvedChallenge() })).status).toBe(
      204,
    );
    expect(await latestRequest()).toMatchObject({ confirmation_status: 'not_configured' });
  });
});
