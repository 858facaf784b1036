/**
 * The inbox as the office's work list: states with their history, notes, filters and search, pages, the count of
 * new requests, and erasing everything of one sender. Two people at once lose neither's work.
 */
import { eq } from 'drizzle-orm';

import { inboxFiltersFrom, inboxKinds, inboxStates } from '@/schemas/inbox';

import { machinesOfRequests, requestedMachines } from '@/server/contact/request-machines';
import type { DatabaseHandle } from '@/server/db/client';
import {
  contactRequestHistory,
  contactRequestItems,
  contactRequestKinds,
  contactRequestNotes,
  contactRequests,
  contactRequestStates,
  machines,
} from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { countNewRequests, listInbox } from '@/server/contact/inbox/list';
import {
  addRequestNote,
  changeRequestState,
  editRequestNote,
  eraseRequestsOfSender,
  getInboxRequest,
} from '@/server/contact/inbox/request';
import { createTestDatabase } from './database';

let handle: DatabaseHandle;
let pressId: number;
let latheId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  const names = (en: string, fr: string, de: string) => ({
    name_en: en,
    name_fr: fr,
    name_de: de,
    name_it: en,
    name_es: en,
  });
  const [press, lathe] = await handle.db
    .insert(machines)
    .values([names('Press 400', 'Presse 400', 'Werkstattpresse 400'), names('Lathe 2', 'Tour 2', 'Drehbank 2')])
    .returning();
  [pressId, latheId] = [press!.id, lathe!.id];
});
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(contactRequests));

type Request = typeof contactRequests.$inferInsert;
let seconds = 0;
/** Stores a request as the contact form would, each a second after the previous one. */
async function stored(fields: Partial<Request> = {}): Promise<number> {
  const [row] = await handle.db
    .insert(contactRequests)
    .values({
      kind: 'contact',
      name: 'Anna Muster',
      entreprise: 'Muster Bau AG',
      email: 'anna@muster.example',
      phonenumber: '+41 21 555 01 23',
      message: 'Hello',
      language: 'fr',
      received_at: new Date(Date.UTC(2026, 5, 1, 10, 0, ++seconds)),
      ...fields,
    })
    .returning({ id: contactRequests.id });
  return row!.id;
}

const names = async (query: Record<string, string>, pageSize = 50) =>
  (await listInbox(inboxFiltersFrom(query), pageSize)).items.map((item) => item.name);

describe('states', () => {
  it('are the same in the schemas of the inputs and of the database', () => {
    expect(inboxStates).toEqual(contactRequestStates);
    expect(inboxKinds).toEqual(contactRequestKinds);
  });

  it('start as new; each change is a history line with who, when, from and to', async () => {
    const id = await stored();
    expect((await getInboxRequest(id)).state).toBe('new');
    await changeRequestState(id, 'in_progress', 'alice');
    await changeRequestState(id, 'in_progress', 'alice');
    await changeRequestState(id, 'answered', 'bob');
    const request = await getInboxRequest(id);
    expect(request.state).toBe('answered');
    expect(request.history).toEqual([
      { author: 'alice', from: 'new', to: 'in_progress', at: expect.any(String) },
      { author: 'bob', from: 'in_progress', to: 'answered', at: expect.any(String) },
    ]);
  });

  it('keep every line of two people changing the same request at once, as a chain', async () => {
    const id = await stored();
    await Promise.all([
      changeRequestState(id, 'in_progress', 'alice'),
      changeRequestState(id, 'closed', 'bob'),
      changeRequestState(id, 'spam', 'carol'),
    ]);
    const { history, state } = await getInboxRequest(id);
    expect(history).toHaveLength(3);
    expect(history[0]!.from).toBe('new');
    for (let index = 1; index < history.length; index++) expect(history[index]!.from).toBe(history[index - 1]!.to);
    expect(history.at(-1)!.to).toBe(state);
  });

  it('of a request that does not exist is not found', async () => {
    await expect(changeRequestState(999_999, 'closed', 'alice')).rejects.toThrow(NotFoundError);
    await expect(getInboxRequest(999_999)).rejects.toThrow(NotFoundError);
  });

  it('counts the new requests for the badge', async () => {
    const [first] = [await stored(), await stored(), await stored()];
    expect(await countNewRequests()).toBe(3);
    await changeRequestState(first!, 'spam', 'alice');
    expect(await countNewRequests()).toBe(2);
  });
});

describe('notes', () => {
  it('are kept with author and time, oldest first, every one of many written at once', async () => {
    const id = await stored();
    await addRequestNote(id, 'Called back, no answer.', 'alice');
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => addRequestNote(id, `Note ${index}`, index % 2 ? 'alice' : 'bob')),
    );
    const { notes } = await getInboxRequest(id);
    expect(notes).toHaveLength(21);
    expect(notes[0]).toEqual({
      id: expect.any(Number),
      author: 'alice',
      body: 'Called back, no answer.',
      at: expect.any(String),
      editedAt: null,
    });
    expect(new Set(notes.map((note) => note.body)).size).toBe(21);
  });

  it('on a request that does not exist are refused', async () => {
    await expect(addRequestNote(999_999, 'Lost?', 'alice')).rejects.toThrow(NotFoundError);
  });

  it('are corrected by their author only, and then say when', async () => {
    const id = await stored();
    const other = await stored({ name: 'Other request' });
    await addRequestNote(id, 'Caled back.', 'alice');
    await addRequestNote(id, 'Sent the price list.', 'bob');
    const [alices, bobs] = (await getInboxRequest(id)).notes;
    await editRequestNote(id, alices!.id, 'Called back.', 'alice');
    // Another's note, or one named under another request, is not found and stays as it was.
    await expect(editRequestNote(id, bobs!.id, 'Changed by Alice', 'alice')).rejects.toThrow(NotFoundError);
    await expect(editRequestNote(other, alices!.id, 'Moved?', 'alice')).rejects.toThrow(NotFoundError);
    const notes = (await getInboxRequest(id)).notes;
    expect(notes.map((note) => [note.author, note.body])).toEqual([
      ['alice', 'Called back.'],
      ['bob', 'Sent the price list.'],
    ]);
    // Written when it was written, first in the list still; edited later.
    expect(notes[0]!.at).toBe(alices!.at);
    expect(notes[0]!.editedAt).not.toBeNull();
    expect(Date.parse(notes[0]!.editedAt!)).toBeGreaterThanOrEqual(Date.parse(alices!.at));
    expect(notes[1]!.editedAt).toBeNull();
  });
});

describe('the list', () => {
  it('hides spam unless asked for, and filters by state, kind, machine and language', async () => {
    await stored({ name: 'Plain contact' });
    const spam = await stored({ name: 'Cheap pills' });
    await changeRequestState(spam, 'spam', 'alice');
    const answered = await stored({ name: 'Answered quote', kind: 'service_quote', object: 'Chrome', language: 'de' });
    await changeRequestState(answered, 'answered', 'alice');
    await stored({
      name: 'Press buyer',
      kind: 'machine_quote',
      email: null,
      machine_id: pressId,
      machine_name: 'Press 400',
    });
    await stored({
      name: 'Lathe buyer',
      kind: 'machine_quote',
      email: null,
      machine_id: latheId,
      machine_name: 'Lathe 2',
    });

    expect(await names({})).toEqual(['Lathe buyer', 'Press buyer', 'Answered quote', 'Plain contact']);
    expect(await names({ state: 'spam' })).toEqual(['Cheap pills']);
    expect(await names({ state: 'answered' })).toEqual(['Answered quote']);
    expect(await names({ state: 'new' })).toEqual(['Lathe buyer', 'Press buyer', 'Plain contact']);
    expect(await names({ kind: 'machine_quote' })).toEqual(['Lathe buyer', 'Press buyer']);
    expect(await names({ machine: String(pressId) })).toEqual(['Press buyer']);
    expect(await names({ language: 'de' })).toEqual(['Answered quote']);
    const [lathe] = (await listInbox(inboxFiltersFrom({ machine: String(latheId) }), 10)).items;
    expect(lathe!.machines).toEqual([{ id: latheId, name: 'Lathe 2', quantity: 1, note: '' }]);
  });

  it('filters by days in Zurich, both ends included', async () => {
    // 23:30 UTC on 31 May is 1 June in Zurich (summer time); 22:30 UTC on 1 June is 2 June there.
    await stored({ name: 'May', received_at: new Date('2026-05-31T21:30:00Z') });
    await stored({ name: 'June 1 early', received_at: new Date('2026-05-31T23:30:00Z') });
    await stored({ name: 'June 1 late', received_at: new Date('2026-06-01T21:30:00Z') });
    await stored({ name: 'June 2', received_at: new Date('2026-06-01T22:30:00Z') });
    expect(await names({ from: '2026-06-01', to: '2026-06-01' })).toEqual(['June 1 late', 'June 1 early']);
    expect(await names({ from: '2026-06-02' })).toEqual(['June 2']);
    expect(await names({ to: '2026-05-31' })).toEqual(['May']);
  });

  it('finds by name, company or e-mail, whatever the case and accents', async () => {
    await stored({ name: 'Zoë Müller', entreprise: 'Ateliers Léman SA', email: 'zoe@leman.example' });
    await stored({ name: 'Paul Renaud', entreprise: null, email: 'PAUL@Renaud.example' });
    expect(await names({ q: 'ZOE MULLER' })).toEqual(['Zoë Müller']);
    expect(await names({ q: 'leman sa' })).toEqual(['Zoë Müller']);
    expect(await names({ q: 'paul@renaud' })).toEqual(['Paul Renaud']);
    expect(await names({ q: '%' })).toEqual([]);
  });

  it('finds by phone, message or machine too, in one query, with `%` and `_` taken as such', async () => {
    await stored({
      name: 'By message',
      message: 'We need a new Frontlader for the yard.',
      phonenumber: '079 555 12 34',
    });
    await stored({ name: 'By machine', kind: 'machine_quote', machine_id: pressId, machine_name: 'Press 400' });
    const list = await stored({ name: 'By list', kind: 'quote_list', message: 'Discount of 10_% please' });
    await handle.db
      .insert(contactRequestItems)
      .values([{ request_id: list, position: 0, machine_id: latheId, machine_name: 'Lathe 2', quantity: 1, note: '' }]);
    await stored({ name: 'By deleted machine', kind: 'machine_quote', machine_name: 'Old saw 9' });
    expect(await names({ q: 'frontlader' })).toEqual(['By message']);
    expect(await names({ q: '079 555' })).toEqual(['By message']);
    // A phone number by its digits alone, however it was written.
    expect(await names({ q: '0795551234' })).toEqual(['By message']);
    expect(await names({ q: 'press 400' })).toEqual(['By machine']);
    // The machine's current name in another language, and a list's machine.
    expect(await names({ q: 'werkstattpresse' })).toEqual(['By machine']);
    expect(await names({ q: 'drehbank' })).toEqual(['By list']);
    expect(await names({ q: 'old saw' })).toEqual(['By deleted machine']);
    expect(await names({ q: '10_%' })).toEqual(['By list']);
    expect(await names({ q: '0_%' })).toEqual(['By list']);
    expect(await names({ q: '1_0' })).toEqual([]);
    expect(await names({ q: '5%5' })).toEqual([]);

    // The search is a condition of the list's query, not a query of its own.
    const selects = jest.spyOn(handle.db, 'select');
    await names({});
    const without = selects.mock.calls.length;
    await names({ q: 'drehbank' });
    expect(selects.mock.calls.length - without).toBe(without);
    selects.mockRestore();
  });

  it('pages newest first, with the total, also past the last page', async () => {
    for (let index = 1; index <= 7; index++) await stored({ name: `Sender ${index}` });
    const first = await listInbox(inboxFiltersFrom({}), 3);
    expect(first).toMatchObject({ total: 7, pageCount: 3, page: 1 });
    expect(first.items.map((item) => item.name)).toEqual(['Sender 7', 'Sender 6', 'Sender 5']);
    expect(await names({ page: '3' }, 3)).toEqual(['Sender 1']);
    // Past the end: no line, and still the right total for the pager.
    expect(await listInbox(inboxFiltersFrom({ page: '9' }), 3)).toMatchObject({ items: [], total: 7, pageCount: 3 });
  });

  it('ignores filter values it does not know, and shows the list', async () => {
    await stored({ name: 'Still listed', language: 'de' });
    const filters = inboxFiltersFrom({
      state: 'deleted',
      kind: 'x',
      machine: '0x10',
      language: 'klingon',
      from: '2026-02-30',
      to: 'yesterday',
      page: '-1',
      q: 'a\u0000b',
    });
    expect(filters).toEqual({ q: '', page: 1 });
    expect(await names({ language: 'de', state: 'deleted', from: 'x' })).toEqual(['Still listed']);
  });
});

describe('machinesOfRequests', () => {
  it('answers the machines of many requests in one call, and none for a request without', async () => {
    const withPress = await stored({ kind: 'machine_quote', machine_id: pressId, machine_name: 'Press 400' });
    const plain = await stored();
    const found = await machinesOfRequests([withPress, plain]);
    expect(found.get(withPress)).toEqual([{ id: pressId, name: 'Press 400', quantity: 1, note: '' }]);
    expect(found.has(plain)).toBe(false);
    expect((await machinesOfRequests([])).size).toBe(0);
  });

  it('answers a quote list’s machines in the visitor’s order, and the machine filter finds it by any of them', async () => {
    const list = await stored({ kind: 'quote_list' });
    await stored({ name: 'Somebody else' });
    await handle.db.insert(contactRequestItems).values([
      { request_id: list, position: 1, machine_id: latheId, machine_name: 'Lathe 2', quantity: 1, note: '' },
      { request_id: list, position: 0, machine_id: pressId, machine_name: 'Press 400', quantity: 3, note: 'Urgent' },
    ]);
    expect((await machinesOfRequests([list])).get(list)).toEqual([
      { id: pressId, name: 'Press 400', quantity: 3, note: 'Urgent' },
      { id: latheId, name: 'Lathe 2', quantity: 1, note: '' },
    ]);
    expect(await names({ machine: String(latheId) })).toEqual(['Anna Muster']);
    expect(await requestedMachines('en')).toEqual([
      { id: latheId, name: 'Lathe 2' },
      { id: pressId, name: 'Press 400' },
    ]);
  });

  it('names a machine still in the catalogue in the office’s language, and a deleted one as the request kept it', async () => {
    const quote = await stored({ kind: 'machine_quote', machine_id: pressId, machine_name: 'Press 400' });
    const list = await stored({ kind: 'quote_list' });
    await handle.db.insert(contactRequestItems).values([
      { request_id: list, position: 0, machine_id: latheId, machine_name: 'Lathe 2', quantity: 2, note: '' },
      { request_id: list, position: 1, machine_id: null, machine_name: 'Band saw (deleted)', quantity: 1, note: '' },
    ]);
    const found = await machinesOfRequests([quote, list], 'de');
    expect(found.get(quote)).toEqual([{ id: pressId, name: 'Werkstattpresse 400', quantity: 1, note: '' }]);
    expect(found.get(list)).toEqual([
      { id: latheId, name: 'Drehbank 2', quantity: 2, note: '' },
      { id: null, name: 'Band saw (deleted)', quantity: 1, note: '' },
    ]);
    expect((await getInboxRequest(list, 'fr')).machines.map((machine) => machine.name)).toEqual([
      'Tour 2',
      'Band saw (deleted)',
    ]);
    // The filter: the machines still in the catalogue, in the language's alphabetical order.
    expect(await requestedMachines('de')).toEqual([
      { id: latheId, name: 'Drehbank 2' },
      { id: pressId, name: 'Werkstattpresse 400' },
    ]);
    expect(await requestedMachines('fr')).toEqual([
      { id: pressId, name: 'Presse 400' },
      { id: latheId, name: 'Tour 2' },
    ]);
  });
});

describe('erasing everything of a sender', () => {
  it('deletes every request of the address, whatever its case, with notes and history, and nothing else', async () => {
    const first = await stored({ email: 'anna@muster.example' });
    const second = await stored({ email: 'Anna@Muster.EXAMPLE' });
    const other = await stored({ email: 'paul@renaud.example', name: 'Paul' });
    await addRequestNote(first, 'Wants an offer', 'alice');
    await changeRequestState(second, 'closed', 'alice');
    // What will go is listed first, newest first: each request with its date and subject.
    expect((await getInboxRequest(first)).fromSameAddress).toEqual([
      expect.objectContaining({ id: second, receivedAt: expect.any(String) }),
      expect.objectContaining({ id: first, receivedAt: expect.any(String) }),
    ]);

    expect(await eraseRequestsOfSender(second)).toBe(2);
    const left = await handle.db.select({ id: contactRequests.id }).from(contactRequests);
    expect(left.map((row) => row.id)).toEqual([other]);
    expect(await handle.db.select().from(contactRequestNotes).where(eq(contactRequestNotes.request_id, first))).toEqual(
      [],
    );
    expect(await handle.db.select().from(contactRequestHistory)).toEqual([]);
    await expect(eraseRequestsOfSender(first)).rejects.toThrow(NotFoundError);
  });

  it('deletes only the request itself when it has no e-mail address', async () => {
    const phoneOnly = await stored({ email: null, kind: 'machine_quote' });
    await stored({ email: null, kind: 'machine_quote' });
    expect((await getInboxRequest(phoneOnly)).fromSameAddress).toEqual([]);
    expect(await eraseRequestsOfSender(phoneOnly)).toBe(1);
    expect(await handle.db.select().from(contactRequests)).toHaveLength(1);
  });
});
