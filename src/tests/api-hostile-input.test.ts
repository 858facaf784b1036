/**
 * Every call of the REST API against malformed input: a control character in each text field, an id or a
 * priority that is not a whole number written in decimal, a path id that cannot name a row. Each must be
 * refused with a 4xx and a `detail` (a 422 naming the field for a body), never a 500 or, worse, read as
 * something else (`true` as id 1, `"0x11"` as 17, `1%00` as 1).
 *
 * The calls come from one table (method, route, a valid body); a check below makes sure that the table holds
 * every handler under src/app/api, so that a new call cannot escape these tests.
 */
import fs from 'node:fs';
import path from 'node:path';

import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';

import { type Locale, locales } from '@/i18n/locales';

import { createAccount } from '@/server/auth/accounts';
import { confirmTotpEnrolment, startTotpEnrolment } from '@/server/auth/two-factor';
import { createCategory, deleteCategory } from '@/server/catalogue/categories';
import { createCharacteristicType } from '@/server/catalogue/characteristic-types';
import type { DatabaseHandle } from '@/server/db/client';
import { machineAdvantages, machineOptions, machineTechnicalCharacteristics } from '@/server/catalogue/machine-items';
import { addMachinePicture, machinePicturePurpose } from '@/server/catalogue/machine-pictures';
import { createMachine } from '@/server/catalogue/machines';
import { startUpload } from '@/server/media/uploads';
import { listRevisions } from '@/server/history';
import { createNews, deleteNews } from '@/server/news/articles';
import { addContentBlock } from '@/server/news/content';
import { solvedChallenge } from './altcha';
import { adminCookie, call } from './api';
import { createTestDatabase } from './database';

/** The contact route hands the e-mail to `after`, which needs a Next.js request; nothing is sent here. */
jest.mock('next/server', () => ({ ...jest.requireActual<object>('next/server'), after: () => {} }));

const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, `${text} ${locale}`])) as Record<
    `${F}_${Locale}`,
    string
  >;

/** The rows the calls name, created once. */
const fx = {
  machine: 0,
  spareMachine: 0,
  category: 0,
  spareCategory: 0,
  characteristicType: 0,
  spareCharacteristicType: 0,
  advantage: 0,
  option: 0,
  characteristic: 0,
  picture: 0,
  news: 0,
  spareNews: 0,
  block: 0,
  machineRevision: 0,
  newsRevision: 0,
  categoryRevision: 0,
  trashedNews: 0,
  trashedCategory: 0,
  spareAccount: 0,
};
let handle: DatabaseHandle;
let cookie: string;
/** The secret of an account with two-factor sign-in, whose login takes a `code`. */
let totpSecret: string;
/** Its next code: the current step's confirmed the enrolment. */
const nextTotpCode = () =>
  new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate({ timestamp: Date.now() + 30_000 });
let pngBytes: Buffer;
const png = () => pngBytes.toString('base64');

beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
  const { id: secondFactorUser } = await createAccount({ username: 'second', password: 'a long second password' });
  fx.spareAccount = (await createAccount({ username: 'spare', password: 'a long spare password' })).id;
  totpSecret = (await startTotpEnrolment(secondFactorUser)).secret;
  await confirmTotpEnrolment(secondFactorUser, new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate());
  pngBytes = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
  const machine = { ...five('name', 'Press'), ...five('description', ''), ...five('metadescription', '') };
  // The first category is id 1, which `true` would name if it were read as a number.
  fx.category = (await createCategory({ ...five('name', 'Presses') })).id;
  fx.spareCategory = (await createCategory({ ...five('name', 'Spare') })).id;
  fx.characteristicType = (await createCharacteristicType({ ...five('name', 'Stroke'), unit: 'mm' })).id;
  fx.spareCharacteristicType = (await createCharacteristicType({ ...five('name', 'Spare'), unit: 't' })).id;
  fx.machine = (await createMachine(machine)).id;
  for (let count = 0; count < 80; count++) solutions.push(await solvedChallenge());
  fx.spareMachine = (await createMachine(machine)).id;
  fx.advantage = (await machineAdvantages.add(fx.machine, five('description', 'Strong'))).id;
  fx.option = (await machineOptions.add(fx.machine, { ...five('name', 'Pedal'), ...five('value', '24 V') })).id;
  fx.characteristic = (
    await machineTechnicalCharacteristics.add(fx.machine, { ...five('name', 'Force'), ...five('value', '100 t') })
  ).id;
  fx.picture = (await addMachinePicture(fx.machine, pngBytes, { ...five('description', 'Front') })).id;
  fx.news = (await createNews(five('title', 'Open day'))).id;
  fx.spareNews = (await createNews(five('title', 'Spare'))).id;
  fx.block = (await addContentBlock(fx.news, { ...five('title', 'When'), ...five('content', 'Saturday') })).id;
  const firstRevision = async (kind: 'machine' | 'news' | 'category', id: number) =>
    (await listRevisions(kind, id, { limit: 100 })).at(-1)!.id;
  fx.machineRevision = await firstRevision('machine', fx.machine);
  fx.newsRevision = await firstRevision('news', fx.news);
  fx.categoryRevision = await firstRevision('category', fx.category);
  fx.trashedNews = (await createNews(five('title', 'Trashed'))).id;
  await deleteNews(fx.trashedNews);
  fx.trashedCategory = (await createCategory({ ...five('name', 'Trashed') })).id;
  await deleteCategory(fx.trashedCategory);
});
afterAll(() => handle.close());

type Params = Record<string, string>;

interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the folders of src/app/api name it: `/api/machine/[id]/category`. */
  route: string;
  /** The path's params, valid. */
  params?: () => Params | Promise<Params>;
  /** A valid JSON body. */
  body?: () => Record<string, unknown>;
  /** Or a raw body with its headers (the streamed upload). */
  raw?: () => { body: Uint8Array; headers: Record<string, string> };
  /** Body fields that hold an id, and a priority. */
  ids?: string[];
  priorities?: string[];
  /** The query of a valid call, when it needs one: `?ids=3`. */
  query?: () => string;
  /** Query parameters that are whole numbers (`limit`, `offset`). */
  queryNumbers?: string[];
  /** Path params that are ids (every other one is a token, such as the upload ticket). */
  pathIds?: string[];
  /** Calls without the session: the login, the language, the contact form. */
  anonymous?: boolean;
  /** Changes that need a recent proof of identity (accounts): the valid request is sent right after one. */
  sensitive?: boolean;
}

/** The administrator proves who it is again: the sensitive changes go through for five minutes. */
const reauthentication: ApiCall = {
  method: 'POST',
  route: '/api/auth/reauthenticate',
  body: () => ({ password: 'correct horse battery' }),
};

const machinePath = () => ({ id: String(fx.machine) });
const newsPath = () => ({ id: String(fx.news) });
const contactFields = {
  name: 'Anna Muster',
  entreprise: 'Muster AG',
  email: 'anna@example.com',
  phonenumber: '+41 21 555 00 00',
  message: 'Please call me.',
  page: '/fr/contact',
  website: '',
};

/** Solutions of the proof-of-work, made before the calls: a body is built synchronously, and each spends one. */
const solutions: string[] = [];
const altcha = () => solutions.pop() ?? 'none left: make more in beforeAll';

/** Every call of the API, in an order in which each valid call still finds what it names. */
const apiCalls: ApiCall[] = [
  {
    method: 'POST',
    route: '/api/auth/login',
    anonymous: true,
    body: () => ({ username: 'office', password: 'correct horse battery' }),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    anonymous: true,
    body: () => ({ username: 'second', password: 'a long second password', code: nextTotpCode() }),
  },
  { method: 'GET', route: '/api/auth' },
  { method: 'GET', route: '/api/auth/logout', anonymous: true },
  { method: 'POST', route: '/api/auth/logout', anonymous: true },
  { method: 'PATCH', route: '/api/language', anonymous: true, body: () => ({ language: 'de' }) },
  {
    method: 'POST',
    route: '/api/contact',
    anonymous: true,
    body: () => ({ ...contactFields, altcha: altcha() }),
  },
  {
    method: 'POST',
    route: '/api/contact',
    anonymous: true,
    body: () => ({ ...contactFields, object: 'Oxy-fuel cutting', altcha: altcha() }),
  },
  {
    method: 'POST',
    route: '/api/contact',
    anonymous: true,
    body: () => ({
      name: 'Anna Muster',
      product: fx.machine,
      object: 'Offer',
      phonenumber: '+41 21 555 00 00',
      message: 'Price?',
      page: '/fr/machine/1',
      website: '',
      altcha: altcha(),
    }),
    ids: ['product'],
  },
  {
    method: 'POST',
    route: '/api/contact',
    anonymous: true,
    // The machines' ids and quantities are tried in quote-list.test.ts.
    body: () => ({
      ...contactFields,
      products: [{ id: fx.machine, quantity: 2, note: 'With the dies' }],
      altcha: altcha(),
    }),
  },
  { method: 'GET', route: '/api/contact/challenge', anonymous: true },
  { method: 'GET', route: '/api/category' },
  {
    method: 'POST',
    route: '/api/category',
    body: () => ({ ...five('name', 'Saws'), priority: 3 }),
    priorities: ['priority'],
  },
  {
    method: 'PATCH',
    route: '/api/category/[id]',
    params: () => ({ id: String(fx.category) }),
    pathIds: ['id'],
    body: () => ({ ...five('name', 'Presses'), priority: 2 }),
    priorities: ['priority'],
  },
  { method: 'GET', route: '/api/category/[id]', params: () => ({ id: String(fx.category) }), pathIds: ['id'] },
  {
    method: 'GET',
    route: '/api/category/[id]/revisions',
    params: () => ({ id: String(fx.category) }),
    pathIds: ['id'],
    queryNumbers: ['limit', 'before'],
  },
  {
    method: 'POST',
    route: '/api/category/[id]/revisions/[revisionId]/restore',
    params: () => ({ id: String(fx.category), revisionId: String(fx.categoryRevision) }),
    pathIds: ['id', 'revisionId'],
    body: () => ({ field: 'name', language: 'de' }),
  },
  { method: 'DELETE', route: '/api/category/[id]', params: () => ({ id: String(fx.spareCategory) }), pathIds: ['id'] },
  { method: 'GET', route: '/api/characteristic-type' },
  {
    method: 'POST',
    route: '/api/characteristic-type',
    body: () => ({ ...five('name', 'Force'), unit: 'kN', priority: 3 }),
    priorities: ['priority'],
  },
  {
    method: 'GET',
    route: '/api/characteristic-type/[id]',
    params: () => ({ id: String(fx.characteristicType) }),
    pathIds: ['id'],
  },
  {
    method: 'PATCH',
    route: '/api/characteristic-type/[id]',
    params: () => ({ id: String(fx.characteristicType) }),
    pathIds: ['id'],
    body: () => ({ ...five('name', 'Stroke'), unit: 'mm', priority: 2 }),
    priorities: ['priority'],
  },
  {
    method: 'DELETE',
    route: '/api/characteristic-type/[id]',
    params: () => ({ id: String(fx.spareCharacteristicType) }),
    pathIds: ['id'],
  },
  { method: 'GET', route: '/api/machine', queryNumbers: ['limit', 'offset'] },
  { method: 'GET', route: '/api/machine/search' },
  { method: 'GET', route: '/api/search', query: () => '?q=presse&lang=fr', anonymous: true },
  { method: 'GET', route: '/api/machine/names', query: () => `?ids=${fx.machine},${fx.spareMachine}` },
  {
    method: 'POST',
    route: '/api/machine',
    body: () => ({ ...five('name', 'Saw'), ...five('description', 'Sharp'), ...five('metadescription', 'Meta') }),
  },
  { method: 'GET', route: '/api/machine/[id]', params: machinePath, pathIds: ['id'] },
  {
    method: 'PATCH',
    route: '/api/machine/[id]',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ ...five('name', 'Press'), ...five('description', 'Strong'), ...five('metadescription', 'Meta') }),
  },
  {
    method: 'GET',
    route: '/api/machine/[id]/revisions',
    params: machinePath,
    pathIds: ['id'],
    queryNumbers: ['limit', 'before'],
  },
  {
    method: 'POST',
    route: '/api/machine/[id]/revisions/[revisionId]/restore',
    params: () => ({ ...machinePath(), revisionId: String(fx.machineRevision) }),
    pathIds: ['id', 'revisionId'],
    body: () => ({ field: 'description', language: 'fr' }),
  },
  { method: 'DELETE', route: '/api/machine/[id]', params: () => ({ id: String(fx.spareMachine) }), pathIds: ['id'] },
  { method: 'GET', route: '/api/trash' },
  {
    method: 'POST',
    route: '/api/trash/[kind]/[id]/restore',
    params: () => ({ kind: 'news', id: String(fx.trashedNews) }),
    pathIds: ['id'],
  },
  {
    method: 'DELETE',
    route: '/api/trash/[kind]/[id]',
    params: () => ({ kind: 'category', id: String(fx.trashedCategory) }),
    pathIds: ['id'],
  },
  {
    method: 'POST',
    route: '/api/machine/[id]/category',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ id: fx.category }),
    ids: ['id'],
  },
  {
    method: 'DELETE',
    route: '/api/machine/[id]/category',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ id: fx.category }),
    ids: ['id'],
  },
  {
    method: 'POST',
    route: '/api/machine/[id]/advantages',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ ...five('description', 'Fast'), priority: 1 }),
    priorities: ['priority'],
  },
  {
    method: 'PATCH',
    route: '/api/machine/[id]/advantages/[advantageId]',
    params: () => ({ ...machinePath(), advantageId: String(fx.advantage) }),
    pathIds: ['id', 'advantageId'],
    body: () => ({ ...five('description', 'Strong'), priority: 0 }),
    priorities: ['priority'],
  },
  {
    method: 'DELETE',
    route: '/api/machine/[id]/advantages/[advantageId]',
    params: () => ({ ...machinePath(), advantageId: String(fx.advantage) }),
    pathIds: ['id', 'advantageId'],
  },
  {
    method: 'POST',
    route: '/api/machine/[id]/options',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ ...five('name', 'Light'), ...five('value', 'LED'), priority: 1 }),
    priorities: ['priority'],
  },
  {
    method: 'PATCH',
    route: '/api/machine/[id]/options/[optionId]',
    params: () => ({ ...machinePath(), optionId: String(fx.option) }),
    pathIds: ['id', 'optionId'],
    body: () => ({ ...five('name', 'Pedal'), ...five('value', '24 V'), priority: 0 }),
    priorities: ['priority'],
  },
  {
    method: 'DELETE',
    route: '/api/machine/[id]/options/[optionId]',
    params: () => ({ ...machinePath(), optionId: String(fx.option) }),
    pathIds: ['id', 'optionId'],
  },
  {
    method: 'POST',
    route: '/api/machine/[id]/technical-characteristics',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ type: fx.characteristicType, measure: { min: 300, unit: 'mm' }, priority: 1 }),
    priorities: ['priority'],
  },
  {
    method: 'PATCH',
    route: '/api/machine/[id]/technical-characteristics/[charId]',
    params: () => ({ ...machinePath(), charId: String(fx.characteristic) }),
    pathIds: ['id', 'charId'],
    body: () => ({ ...five('name', 'Force'), ...five('value', '100 t'), priority: 0 }),
    priorities: ['priority'],
  },
  {
    method: 'DELETE',
    route: '/api/machine/[id]/technical-characteristics/[charId]',
    params: () => ({ ...machinePath(), charId: String(fx.characteristic) }),
    pathIds: ['id', 'charId'],
  },
  {
    method: 'POST',
    route: '/api/machine/[id]/picture',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ type: 'image/png', image: png(), ...five('description', 'Side') }),
  },
  {
    method: 'DELETE',
    route: '/api/machine/[id]/picture/[pictureId]',
    params: () => ({ ...machinePath(), pictureId: String(fx.picture) }),
    pathIds: ['id', 'pictureId'],
  },
  {
    method: 'PUT',
    route: '/api/uploads/[ticket]',
    params: async () => ({
      ticket: (await startUpload(machinePicturePurpose(fx.machine), { size: pngBytes.length, type: 'image/png' }))
        .ticket,
    }),
    raw: () => ({ body: pngBytes, headers: { 'content-length': String(pngBytes.length) } }),
  },
  { method: 'GET', route: '/api/news', queryNumbers: ['limit', 'offset'] },
  { method: 'GET', route: '/api/translations' },
  { method: 'GET', route: '/api/activity', queryNumbers: ['limit', 'before'] },
  { method: 'POST', route: '/api/news', body: () => five('title', 'Fair') },
  { method: 'GET', route: '/api/news/[id]', params: newsPath, pathIds: ['id'] },
  {
    method: 'GET',
    route: '/api/news/[id]/revisions',
    params: newsPath,
    pathIds: ['id'],
    queryNumbers: ['limit', 'before'],
  },
  {
    method: 'POST',
    route: '/api/news/[id]/revisions/[revisionId]/restore',
    params: () => ({ ...newsPath(), revisionId: String(fx.newsRevision) }),
    pathIds: ['id', 'revisionId'],
    body: () => ({ field: 'title', language: 'de' }),
  },
  { method: 'PATCH', route: '/api/news/[id]', params: newsPath, pathIds: ['id'], body: () => five('title', 'Open') },
  {
    method: 'PATCH',
    route: '/api/news/[id]',
    params: newsPath,
    pathIds: ['id'],
    body: () => ({ image: png(), image_type: 'image/png' }),
  },
  { method: 'DELETE', route: '/api/news/[id]', params: () => ({ id: String(fx.spareNews) }), pathIds: ['id'] },
  {
    method: 'POST',
    route: '/api/news/[id]/content',
    params: newsPath,
    pathIds: ['id'],
    body: () => ({ ...five('title', 'Where'), ...five('content', 'Here'), priority: 1 }),
    priorities: ['priority'],
  },
  {
    method: 'PATCH',
    route: '/api/news/[id]/content/[contentId]',
    params: () => ({ ...newsPath(), contentId: String(fx.block) }),
    pathIds: ['id', 'contentId'],
    body: () => ({ ...five('title', 'When'), ...five('content', 'Saturday'), priority: 0 }),
    priorities: ['priority'],
  },
  {
    method: 'DELETE',
    route: '/api/news/[id]/content/[contentId]',
    params: () => ({ ...newsPath(), contentId: String(fx.block) }),
    pathIds: ['id', 'contentId'],
  },
  { method: 'GET', route: '/api/machine/[id]/draft', params: machinePath, pathIds: ['id'] },
  {
    method: 'PATCH',
    route: '/api/machine/[id]/draft',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ name_de: 'Entwurf' }),
  },
  {
    method: 'POST',
    route: '/api/machine/[id]/preview',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ language: 'de' }),
  },
  {
    method: 'POST',
    route: '/api/machine/[id]/publish',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ languages: ['de'] }),
  },
  // A year from now: the item stays on the site for the calls after it.
  {
    method: 'POST',
    route: '/api/machine/[id]/unpublish',
    params: machinePath,
    pathIds: ['id'],
    body: () => ({ at: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString() }),
  },
  { method: 'GET', route: '/api/news/[id]/draft', params: newsPath, pathIds: ['id'] },
  {
    method: 'PATCH',
    route: '/api/news/[id]/draft',
    params: newsPath,
    pathIds: ['id'],
    body: () => ({ title_de: 'Entwurf' }),
  },
  {
    method: 'POST',
    route: '/api/news/[id]/preview',
    params: newsPath,
    pathIds: ['id'],
    body: () => ({ language: 'de' }),
  },
  {
    method: 'POST',
    route: '/api/news/[id]/publish',
    params: newsPath,
    pathIds: ['id'],
    body: () => ({ languages: ['de'] }),
  },
  // A year from now: the item stays on the site for the calls after it.
  {
    method: 'POST',
    route: '/api/news/[id]/unpublish',
    params: newsPath,
    pathIds: ['id'],
    body: () => ({ at: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString() }),
  },
  { method: 'GET', route: '/api/accounts' },
  {
    method: 'POST',
    route: '/api/accounts',
    body: () => ({ username: 'newcomer', password: 'a long newcomer password', role: 'translator', languages: ['de'] }),
    sensitive: true,
  },
  {
    method: 'PATCH',
    route: '/api/accounts/[id]',
    params: () => ({ id: String(fx.spareAccount) }),
    pathIds: ['id'],
    body: () => ({ role: 'translator', languages: ['fr'] }),
    sensitive: true,
  },
  {
    method: 'DELETE',
    route: '/api/accounts/[id]',
    params: () => ({ id: String(fx.spareAccount) }),
    pathIds: ['id'],
    sensitive: true,
  },
  { method: 'GET', route: '/api/auth/sessions' },
  reauthentication,
  // Near the end: the administrator's password is another one after it.
  {
    method: 'POST',
    route: '/api/auth/password',
    body: () => ({ current: 'correct horse battery', new: 'correct horse battery, renewed' }),
  },
  // Last, since it ends every session of the test's administrator; it takes no input.
  { method: 'DELETE', route: '/api/auth/sessions' },
];

const apiRoot = path.join(process.cwd(), 'src/app/api');
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type Handler = Parameters<typeof call>[0];
async function handlerOf(route: string, method: string): Promise<Handler> {
  const routeModule = (await import(path.join(apiRoot, route.replace(/^\/api/, ''), 'route.ts'))) as Record<
    string,
    Handler
  >;
  const handler = routeModule[method];
  if (!handler) throw new Error(`${route} has no ${method} handler`);
  return handler;
}

/** The control characters a text must not hold: NUL (which PostgreSQL refuses), another C0 control, DEL. */
const controls = ['\u0000', '\u001b', '\u007f'];
const withControl = (text: string, control: string) => `${text.slice(0, 1)}${control}${text.slice(1)}`;

/** Body ids that are not ids, derived from a real one so that a loose reading would find its row. */
const badBodyIds = (id: number): unknown[] => [
  true,
  false,
  null,
  `0x${id.toString(16)}`,
  `${id}.5`,
  `${id}.0`,
  `${id}e0`,
  '1e3',
  ` ${id}`,
  `${id} `,
  `${id}%00`,
  `${id}\u0000`,
  `0${id}`,
  `+${id}`,
  '',
  id + 0.5,
  0,
  -id,
  2_147_483_648,
  '2147483648',
  1e20,
  [id],
  { id },
];

/** Priorities that are not whole numbers written in decimal, or out of range. */
const badPriorities: unknown[] = [
  true,
  '0x11',
  '1e3',
  '17.5',
  ' 17',
  '17 ',
  '1%00',
  '1\u0000',
  '+1',
  '',
  17.5,
  2_000_000,
  -2_000_000,
  '99999999999',
  [1],
  {},
];

/** Path ids that cannot name a row, again derived from a real one. */
const badPathIds = (id: string): string[] => [
  `${id}%00`,
  `${id}\u0000`,
  `0x${Number(id).toString(16)}`,
  `${id}.0`,
  `${id}.5`,
  `${id}e0`,
  ` ${id}`,
  `${id} `,
  `0${id}`,
  `+${id}`,
  'true',
  '0',
  `-${id}`,
  '2147483648',
  '99999999999',
  '',
];

/** Query numbers that are not whole numbers written in decimal, or out of range (`limit` is 1 to 1000). */
const badQueryNumbers = [
  '',
  'x',
  'true',
  '-1',
  '+1',
  '01',
  ' 1',
  '1 ',
  '1.0',
  '1.5',
  '1e2',
  '0x10',
  '1%00',
  '1\u0000',
  '99999999999',
  '2147483648',
];

/** Fills the route's `[param]`s, for the request's URL (the handler reads its params from the context). */
const urlOf = (route: string, params: Params) =>
  route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

const label = (apiCall: ApiCall) => `${apiCall.method} ${apiCall.route}`;

let requests = 0;

async function send(apiCall: ApiCall, params: Params, body?: Record<string, unknown>, query = '') {
  const handler = await handlerOf(apiCall.route, apiCall.method);
  const raw = apiCall.raw?.();
  return call(handler, apiCall.method, `${urlOf(apiCall.route, params)}${query}`, {
    params,
    body,
    rawBody: raw ? (Buffer.from(raw.body) as unknown as string) : undefined,
    // Each request from its own address (its own /64: limits count IPv6 by network), so that a value wrongly accepted is not hidden by a rate limit's 429.
    headers: { ...raw?.headers, 'x-client-address': `2001:db8:${(++requests).toString(16)}::1` },
    cookie: apiCall.anonymous ? undefined : cookie,
  });
}

interface Failure {
  call: string;
  what: string;
  value: unknown;
  status: number;
  answer: string;
}

describe('the table of API calls', () => {
  it('holds every handler under src/app/api', async () => {
    const routes = fs
      .readdirSync(apiRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'route.ts')
      .map((file) => `/api/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$/, ''));
    const handlers: string[] = [];
    for (const route of routes) {
      const routeModule = (await import(path.join(apiRoot, route.replace(/^\/api/, ''), 'route.ts'))) as object;
      for (const method of methods) if (method in routeModule) handlers.push(`${method} ${route}`);
    }
    expect([...new Set(apiCalls.map(label))].sort()).toEqual(handlers.sort());
  });
});

describe.each(apiCalls.map((apiCall) => [label(apiCall), apiCall] as const))('%s', (_, apiCall) => {
  it('refuses a control character in any text field of its body with a 422 naming the field', async () => {
    if (!apiCall.body) return;
    const params = await (apiCall.params?.() ?? {});
    const valid = apiCall.body();
    const failures: Failure[] = [];
    for (const [field, value] of Object.entries(valid)) {
      if (typeof value !== 'string') continue;
      for (const control of controls) {
        const hostile = withControl(value, control);
        const response = await send(apiCall, params, { ...valid, [field]: hostile });
        if (response.status !== 422 || !response.json?.detail || !response.json.fields?.[field]) {
          failures.push({
            call: label(apiCall),
            what: field,
            value: hostile,
            status: response.status,
            answer: response.text,
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body id or priority that is not a whole number in range, written in decimal, with a 422', async () => {
    const fields = [
      ...(apiCall.ids ?? []).map((field) => ({
        field,
        values: (valid: Record<string, unknown>) => badBodyIds(Number(valid[field])),
      })),
      ...(apiCall.priorities ?? []).map((field) => ({ field, values: () => badPriorities })),
    ];
    if (fields.length === 0) return;
    const params = await (apiCall.params?.() ?? {});
    const valid = apiCall.body!();
    const failures: Failure[] = [];
    for (const { field, values } of fields) {
      for (const hostile of values(valid)) {
        const response = await send(apiCall, params, { ...valid, [field]: hostile });
        if (response.status !== 422 || !response.json?.detail || !response.json.fields?.[field]) {
          failures.push({
            call: label(apiCall),
            what: field,
            value: hostile,
            status: response.status,
            answer: response.text,
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a path param that cannot name anything with a 4xx (404 for an id) and a detail', async () => {
    const valid = await (apiCall.params?.() ?? {});
    const names = Object.keys(valid);
    if (names.length === 0) return;
    const failures: Failure[] = [];
    for (const name of names) {
      const isId = apiCall.pathIds?.includes(name) ?? false;
      const values = isId
        ? badPathIds(valid[name]!)
        : controls.map((control) => withControl(valid[name]!, control)).concat(`${valid[name]}%00`, '');
      for (const hostile of values) {
        const response = await send(apiCall, { ...valid, [name]: hostile }, apiCall.body?.());
        const expected = isId ? [400, 404] : [400, 404, 422];
        if (!expected.includes(response.status) || !response.json?.detail) {
          failures.push({
            call: label(apiCall),
            what: name,
            value: hostile,
            status: response.status,
            answer: response.text,
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a query number that is not a whole number in range, written in decimal, with a 422', async () => {
    if (!apiCall.queryNumbers) return;
    const params = await (apiCall.params?.() ?? {});
    const failures: Failure[] = [];
    for (const name of apiCall.queryNumbers) {
      for (const hostile of badQueryNumbers) {
        const response = await send(apiCall, params, apiCall.body?.(), `?${name}=${encodeURIComponent(hostile)}`);
        if (response.status !== 422 || !response.json?.detail || !response.json.fields?.[name]) {
          failures.push({
            call: label(apiCall),
            what: name,
            value: hostile,
            status: response.status,
            answer: response.text,
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts its valid request', async () => {
    // The whole table takes longer than the five minutes of the login's proof.
    if (apiCall.sensitive) expect((await send(reauthentication, {}, reauthentication.body!())).status).toBe(204);
    const response = await send(apiCall, await (apiCall.params?.() ?? {}), apiCall.body?.(), apiCall.query?.());
    expect(response.status < 300 ? 'accepted' : `${response.status} ${response.text}`).toBe('accepted');
  });
});
