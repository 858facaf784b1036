/**
 * Files sent with a request: told by their bytes, stored with the request in one transaction, listed in the
 * office's e-mail, downloaded by a signed-in office account only, and erased with their request.
 */
import { count, eq } from 'drizzle-orm';

import { GET as download } from '@/app/(admin)/admin/inbox/[id]/attachments/[attachmentId]/route';
import { attachmentMessages, maxAttachmentBytes } from '@/schemas/attachment-limits';
import { attachmentsOfRequests } from '@/server/contact/attachments';
import { eraseRequestsOfSender } from '@/server/contact/inbox/request';
import { notificationMessage } from '@/server/contact/mail';
import type { DatabaseHandle } from '@/server/db/client';
import { contactRequestAttachments, contactRequests, spentChallenges } from '@/server/db/schema';

import { adminCookie, origin } from './api';
import { samples } from './attachment-samples';
import { postContact } from './contact';
import { createTestDatabase } from './database';

jest.mock('next/server', () => ({ ...jest.requireActual<object>('next/server'), after: () => {} }));

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(() => handle.close());

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const contact = (email: string, attachments: unknown) => ({
  name: 'Anna Muster',
  entreprise: 'Muster Bau AG',
  email,
  phonenumber: '+41 21 555 01 23',
  message: 'The flange of the drawing, 40 pieces.',
  attachments,
});

async function latestRequest(email: string) {
  const [request] = await handle.db.select().from(contactRequests).where(eq(contactRequests.email, email));
  return request!;
}

const countOf = async (table: typeof contactRequestAttachments | typeof spentChallenges) =>
  (await handle.db.select({ n: count() }).from(table))[0]!.n;

async function fetchFile(requestId: number, fileId: number | string, withCookie = true) {
  const response = await download(
    new Request(`${origin}/admin/inbox/${requestId}/attachments/${fileId}`, {
      headers: withCookie ? { cookie } : {},
    }),
    { params: Promise.resolve({ id: String(requestId), attachmentId: String(fileId) }) },
  );
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('POST /api/contact with files', () => {
  it('stores each file with its real format and a safe name, in the order sent, and names them to the office', async () => {
    const answer = await postContact(
      contact('files@muster.example', [
        { name: 'flange.pdf', type: 'application/pdf', data: base64(samples.pdf) },
        { name: '../../photo.JPG', type: 'text/html', data: `data:image/jpeg;base64,${base64(samples.jpeg)}` },
        { name: 'shaft.stp', data: base64(samples.step) },
      ]),
    );
    expect(answer.status).toBe(204);
    const request = await latestRequest('files@muster.example');
    const files = (await attachmentsOfRequests([request.id])).get(request.id)!;
    expect(files.map(({ name, type, size }) => ({ name, type, size }))).toEqual([
      { name: 'flange.pdf', type: 'application/pdf', size: samples.pdf.byteLength },
      { name: 'photo.jpg', type: 'image/jpeg', size: samples.jpeg.byteLength },
      { name: 'shaft.stp', type: 'model/step', size: samples.step.byteLength },
    ]);

    const { text } = await notificationMessage(
      { request, items: [], attachments: files, siteUrl: 'https://jorat.example' },
      'en',
    );
    expect(text).toContain('Files:\n- flange.pdf (1 KB)\n- photo.jpg (1 KB)\n- shaft.stp (1 KB)');
    expect(text).toContain(`In the back office: https://jorat.example/admin/inbox/${request.id}`);
  });

  it.each([
    [
      'a renamed program',
      [{ name: 'plan.pdf', data: base64(samples.exe) }],
      { 'attachments.0': attachmentMessages.type },
    ],
    ['an empty file', [{ name: 'plan.pdf', data: '' }], { 'attachments.0.data': 'Not valid base64' }],
    ['an HTML page', [{ name: 'plan.pdf', data: base64(samples.html) }], { 'attachments.0': attachmentMessages.type }],
    [
      'six files',
      Array.from({ length: 6 }, (_, index) => ({ name: `${index}.pdf`, data: base64(samples.pdf) })),
      { attachments: attachmentMessages.tooMany },
    ],
    [
      'files over 20 MB in all',
      [{ name: 'big.pdf', data: base64(new Uint8Array(maxAttachmentBytes + 1).fill(0x25)) }],
      { attachments: attachmentMessages.tooLarge },
    ],
    ['not a list', 'plan.pdf', { attachments: 'Must be a list of files' }],
  ])('refuses %s with 422 naming it, stores nothing and leaves the spam check unspent', async (_, files, fields) => {
    const [filesBefore, spentBefore] = [await countOf(contactRequestAttachments), await countOf(spentChallenges)];
    const answer = await postContact(contact('refused@muster.example', files));
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual(fields);
    expect(
      await handle.db.select().from(contactRequests).where(eq(contactRequests.email, 'refused@muster.example')),
    ).toEqual([]);
    expect(await countOf(contactRequestAttachments)).toBe(filesBefore);
    expect(await countOf(spentChallenges)).toBe(spentBefore);
  });

  it('refuses a body larger than 20 MB of base64 and the fields with 413 before reading it all', async () => {
    const answer = await postContact(
      contact('huge@muster.example', [{ name: 'a.pdf', data: 'A'.repeat(28 * 1024 * 1024) }]),
    );
    expect(answer.status).toBe(413);
  });
});

describe('a request’s files in the back office', () => {
  let requestId: number;
  let fileIds: number[];
  beforeAll(async () => {
    await postContact(
      contact('office@muster.example', [
        { name: 'flange.pdf', data: base64(samples.pdf) },
        { name: 'plan.dwg', data: base64(samples.dwg) },
      ]),
    );
    requestId = (await latestRequest('office@muster.example')).id;
    fileIds = (await attachmentsOfRequests([requestId])).get(requestId)!.map((file) => file.id);
  });

  it('are downloaded by the office as they were sent, as downloads the browser never runs', async () => {
    const { response, bytes } = await fetchFile(requestId, fileIds[0]!);
    expect(response.status).toBe(200);
    expect(bytes).toEqual(samples.pdf);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=flange.pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('send a visitor to the login page, which comes back to the request', async () => {
    const { response, bytes } = await fetchFile(requestId, fileIds[0]!, false);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/admin/login?next=${encodeURIComponent(`/admin/inbox/${requestId}`)}`,
    );
    expect(bytes.byteLength).toBe(0);
  });

  it('answer 404 for a file of another request, or an id that is none', async () => {
    await postContact(contact('other@muster.example', [{ name: 'other.pdf', data: base64(samples.pdf) }]));
    const other = (await latestRequest('other@muster.example')).id;
    expect((await fetchFile(other, fileIds[0]!)).response.status).toBe(404);
    expect((await fetchFile(requestId, 'x1')).response.status).toBe(404);
    expect((await fetchFile(requestId, 999_999)).response.status).toBe(404);
  });

  it('are erased with their request', async () => {
    expect(await eraseRequestsOfSender(requestId)).toBe(1);
    expect(
      await handle.db
        .select()
        .from(contactRequestAttachments)
        .where(eq(contactRequestAttachments.request_id, requestId)),
    ).toEqual([]);
    expect((await fetchFile(requestId, fileIds[1]!)).response.status).toBe(404);
  });
});
