/**
 * Roles: each role against every server action and every route handler, found on the file system, so that a new
 * one that is not in the table below (with the permission it needs) fails this test; a translator's saves outside
 * its languages; and the owner's requirement of two-factor sign-in.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { type AccountRole, type Permission, may } from '@/server/auth/roles';
import { saveSecuritySettings } from '@/server/auth/security-settings';
import { draftMachine } from '@/server/catalogue/machines';
import type { DatabaseHandle } from '@/server/db/client';
import { machines } from '@/server/db/schema';
import { call, sessionCookie } from './api';
import { setCookieHeader } from './browser';
import { createTestDatabase } from './database';
import { type StaffAccount, staffAccount } from './staff';

jest.mock('next/headers', () => jest.requireActual('./browser').nextHeaders);

/** Sign-in and sign-out: before a session exists, or ending it; and the visitors' contact form. */
type Need = Permission | 'public';

/** Every server action, by `file:export`, and what it needs. */
const actionNeeds: Record<string, Need> = {
  'accounts:createAccountAction': 'accounts',
  'accounts:setAccountRoleAction': 'accounts',
  'accounts:setAccountActiveAction': 'accounts',
  'accounts:deleteAccountAction': 'accounts',
  'accounts:setFirstPasswordAction': 'accounts',
  'accounts:saveSecuritySettingsAction': 'accounts',
  'accounts:changeOwnPasswordAction': 'self',
  'accounts:setOwnEmailAction': 'self',
  'accounts:endOtherSessionsAction': 'self',
  'accounts:revokeSessionAction': 'self',
  'auth:reauthenticateAction': 'self',
  'auth:passwordStrengthAction': 'public',
  'auth:requestPasswordResetAction': 'public',
  'auth:resetPasswordAction': 'public',
  'auth:logInAction': 'public',
  'auth:secondFactorAction': 'public',
  'auth:logOutAction': 'public',
  'auth:signOutEverywhereAction': 'public',
  'categories:createCategoryAction': 'content',
  'categories:updateCategoryAction': 'texts',
  'characteristic-types:createCharacteristicTypeAction': 'content',
  'characteristic-types:updateCharacteristicTypeAction': 'content',
  'characteristic-types:deleteCharacteristicTypeAction': 'content',
  'categories:deleteCategoryAction': 'content',
  'categories:reorderCategoriesAction': 'content',
  'history:restoreRevisionAction': 'content',
  'history:restoreFromTrashAction': 'content',
  'history:eraseFromTrashAction': 'content',
  'inbox:changeRequestStateAction': 'inbox',
  'inbox:addRequestNoteAction': 'inbox',
  'inbox:editRequestNoteAction': 'inbox',
  'inbox:eraseSenderAction': 'inbox',
  'machine-pictures:addMachinePictureAction': 'content',
  'machine-pictures:updateMachinePictureAction': 'texts',
  'machine-pictures:deleteMachinePictureAction': 'content',
  'machine-pictures:reorderMachinePicturesAction': 'content',
  'machines:createMachineAction': 'content',
  'machines:updateMachineAction': 'texts',
  'machines:deleteMachineAction': 'content',
  'machines:addMachineCategoryAction': 'content',
  'machines:removeMachineCategoryAction': 'content',
  'machines:addMachineItemAction': 'content',
  'machines:updateMachineItemAction': 'texts',
  'machines:deleteMachineItemAction': 'content',
  'machines:reorderMachineItemsAction': 'content',
  'news-cover:replaceNewsCoverAction': 'content',
  'news-publication:updateNewsPublicationAction': 'content',
  'publication:publishAction': 'content',
  'publication:unpublishAction': 'content',
  'publication:cancelScheduleAction': 'content',
  'publication:discardDraftAction': 'content',
  'publication:previewAction': 'content',
  'news:createNewsAction': 'content',
  'news:updateNewsTitlesAction': 'texts',
  'news:deleteNewsAction': 'content',
  'news:addContentBlockAction': 'content',
  'news:updateContentBlockAction': 'texts',
  'news:deleteContentBlockAction': 'content',
  'news:reorderContentBlocksAction': 'content',
  'translations:confirmTranslationAction': 'texts',
  'translations:suggestTranslationsAction': 'texts',
  'two-factor:startTotpEnrolmentAction': 'self',
  'two-factor:confirmTotpEnrolmentAction': 'self',
  'two-factor:regenerateRecoveryCodesAction': 'self',
  'two-factor:disableTotpAction': 'self',
  'uploads:startUploadAction': 'content',
  'site/send-request:sendRequest': 'public',
};

/** Every route handler, by `{directory under src/app} {METHOD}`, and what it needs. */
const routeNeeds: Record<string, Need> = {
  '(admin)/admin/inbox/[id]/attachments/[attachmentId] GET': 'inbox',
  '(admin)/admin/inbox/export.csv GET': 'inbox',
  '(site)/[locale]/actualites/feed.xml GET': 'public',
  '(site)/[locale]/machine/[id]/datasheet.pdf GET': 'public',
  'api/accounts GET': 'accounts',
  'api/accounts POST': 'accounts',
  'api/accounts/[id] PATCH': 'accounts',
  'api/accounts/[id] DELETE': 'accounts',
  'api/activity GET': 'accounts',
  'api/auth GET': 'self',
  'api/auth/login POST': 'public',
  'api/auth/logout GET': 'public',
  'api/auth/logout POST': 'public',
  'api/auth/sessions GET': 'self',
  'api/auth/sessions DELETE': 'self',
  'api/auth/password POST': 'self',
  'api/auth/reauthenticate POST': 'self',
  'api/category GET': 'public',
  'api/category POST': 'content',
  'api/category/[id] GET': 'public',
  'api/category/[id] PATCH': 'texts',
  'api/category/[id] DELETE': 'content',
  'api/category/[id]/revisions GET': 'content',
  'api/category/[id]/revisions/[revisionId]/restore POST': 'content',
  'api/characteristic-type GET': 'public',
  'api/characteristic-type POST': 'content',
  'api/characteristic-type/[id] GET': 'public',
  'api/characteristic-type/[id] PATCH': 'content',
  'api/characteristic-type/[id] DELETE': 'content',
  'api/contact POST': 'public',
  'api/contact/challenge GET': 'public',
  'api/language PATCH': 'public',
  'api/machine GET': 'public',
  'api/machine POST': 'content',
  'api/machine/[id] GET': 'public',
  'api/machine/[id] PATCH': 'texts',
  'api/machine/[id] DELETE': 'content',
  'api/machine/[id]/draft GET': 'texts',
  'api/machine/[id]/draft PATCH': 'content',
  'api/machine/[id]/preview POST': 'content',
  'api/machine/[id]/publish POST': 'content',
  'api/machine/[id]/unpublish POST': 'content',
  'api/news/[id]/draft GET': 'texts',
  'api/news/[id]/draft PATCH': 'content',
  'api/news/[id]/preview POST': 'content',
  'api/news/[id]/publish POST': 'content',
  'api/news/[id]/unpublish POST': 'content',
  'api/machine/[id]/advantages POST': 'content',
  'api/machine/[id]/advantages/[advantageId] PATCH': 'texts',
  'api/machine/[id]/advantages/[advantageId] DELETE': 'content',
  'api/machine/[id]/options POST': 'content',
  'api/machine/[id]/options/[optionId] PATCH': 'texts',
  'api/machine/[id]/options/[optionId] DELETE': 'content',
  'api/machine/[id]/technical-characteristics POST': 'content',
  'api/machine/[id]/technical-characteristics/[charId] PATCH': 'texts',
  'api/machine/[id]/technical-characteristics/[charId] DELETE': 'content',
  'api/machine/[id]/category POST': 'content',
  'api/machine/[id]/category DELETE': 'content',
  'api/machine/[id]/picture POST': 'content',
  'api/machine/[id]/picture/[pictureId] DELETE': 'content',
  'api/machine/[id]/revisions GET': 'content',
  'api/machine/[id]/revisions/[revisionId]/restore POST': 'content',
  'api/machine/names GET': 'public',
  'api/machine/search GET': 'public',
  'api/news GET': 'public',
  'api/news POST': 'content',
  'api/news/[id] GET': 'public',
  'api/news/[id] PATCH': 'texts',
  'api/news/[id] DELETE': 'content',
  'api/news/[id]/content POST': 'content',
  'api/news/[id]/content/[contentId] PATCH': 'texts',
  'api/news/[id]/content/[contentId] DELETE': 'content',
  'api/news/[id]/revisions GET': 'content',
  'api/news/[id]/revisions/[revisionId]/restore POST': 'content',
  'api/search GET': 'public',
  'api/translations GET': 'texts',
  'api/trash GET': 'content',
  'api/trash/[kind]/[id] DELETE': 'content',
  'api/trash/[kind]/[id]/restore POST': 'content',
  'api/uploads/[ticket] PUT': 'content',
  'healthz GET': 'public',
  'media/[...key] GET': 'public',
};

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const appDir = path.join(__dirname, '..', 'app');

/** Every `route.ts` under src/app, with each HTTP method it exports. */
async function discoverRoutes() {
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'route.ts',
  );
  const found: { key: string; dir: string; method: string; handler: (r: Request, c: never) => Promise<Response> }[] =
    [];
  for (const file of files) {
    const dir = path.dirname(file).split(path.sep).join('/');
    const exports = (await import(`@/app/${dir}/route`)) as Record<string, unknown>;
    for (const method of methods.filter((name) => typeof exports[name] === 'function')) {
      found.push({ key: `${dir} ${method}`, dir, method, handler: exports[method] as never });
    }
  }
  return found;
}

/** Every exported function of the files of `_actions` directories. */
async function discoverActions() {
  const directories = [
    { prefix: '', dir: '(admin)/admin/_actions' },
    { prefix: 'site/', dir: '(site)/_actions' },
  ];
  const found: { key: string; action: (input: unknown) => Promise<unknown> }[] = [];
  for (const { prefix, dir } of directories) {
    for (const file of readdirSync(path.join(appDir, dir)).filter((name) => name.endsWith('.ts'))) {
      const name = file.replace(/\.ts$/, '');
      const exports = (await import(`@/app/${dir}/${name}`)) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(exports)) {
        if (typeof value === 'function') found.push({ key: `${prefix}${name}:${exported}`, action: value as never });
      }
    }
  }
  return found;
}

/**
 * A call of `handler`, its status only (a CSV file or a PDF is no JSON); a refusal that asks for a recent proof of
 * identity has passed the role's check, and is told apart (`reauthenticate`).
 */
async function statusOf(
  handler: (request: Request, context: never) => Promise<Response>,
  method: string,
  url: string,
  options: { params: Record<string, string | string[]>; body?: unknown; cookie?: string },
) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (options.cookie) headers.set('cookie', options.cookie);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = new Request(new URL(url, 'http://localhost:3000'), { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params) } as never);
  const text = await response.text();
  if (response.status === 403 && text.includes('"reauthenticate":true')) return 'reauthenticate';
  return response.status;
}

/** A path of `dir` with its dynamic segments filled with values that name nothing. */
function pathOf(dir: string) {
  const params: Record<string, string | string[]> = {};
  const url = dir
    .split('/')
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => {
      const rest = /^\[\.\.\.(.+)\]$/.exec(segment);
      if (rest) return (params[rest[1]!] = ['nothing']).join('/');
      const one = /^\[(.+)\]$/.exec(segment);
      if (!one) return segment;
      const value = one[1] === 'kind' ? 'machine' : one[1] === 'locale' ? 'en' : '999999';
      params[one[1]!] = value;
      return value;
    })
    .join('/');
  return { url: `/${url}`, params };
}

const roles: AccountRole[] = ['owner', 'editor', 'translator'];
let handle: DatabaseHandle;
const accounts = {} as Record<AccountRole, StaffAccount>;
const cookies = {} as Record<AccountRole, string>;

beforeAll(async () => {
  handle = await createTestDatabase();
  // The first account is the owner.
  for (const role of roles) {
    accounts[role] = await staffAccount({
      username: `the-${role}`,
      role,
      languages: role === 'translator' ? ['fr'] : [],
    });
    cookies[role] = await sessionCookie(accounts[role]);
  }
});
afterAll(() => handle.close());

describe('every route handler', () => {
  it('is in the table, and the table names no handler that is gone', async () => {
    const found = (await discoverRoutes()).map((route) => route.key).sort();
    expect(found).toEqual(Object.keys(routeNeeds).sort());
  });

  it('answers each role as its permission says, and 401 (or the login page) without a session', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of await discoverRoutes()) {
      const need = routeNeeds[route.key];
      if (!need || need === 'public') continue;
      const { url, params } = pathOf(route.dir);
      const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : {};
      const anonymous = await statusOf(route.handler, route.method, url, { params, body });
      answers.push(`${route.key} anonymous ${anonymous === 401 || anonymous === 303 ? 'refused' : anonymous}`);
      expected.push(`${route.key} anonymous refused`);
      for (const role of roles) {
        const status = await statusOf(route.handler, route.method, url, { params, body, cookie: cookies[role] });
        const allowed = may({ role }, need);
        // A sensitive change may ask for the password again past the role's check (5 minutes after the login).
        const said = status === 403 ? 'forbidden' : status === 401 ? 'signed out' : 'allowed';
        answers.push(`${route.key} ${role} ${said}`);
        expected.push(`${route.key} ${role} ${allowed ? 'allowed' : 'forbidden'}`);
        // "Sign out everywhere" ends the session it was sent with.
        if (route.key === 'api/auth/sessions DELETE') cookies[role] = await sessionCookie(accounts[role]);
      }
    }
    expect(answers).toEqual(expected);
  });
});

describe('every server action', () => {
  it('is in the table, and the table names no action that is gone', async () => {
    const found = (await discoverActions()).map((action) => action.key).sort();
    expect(found).toEqual(Object.keys(actionNeeds).sort());
  });

  it('answers each role as its permission says, and "unauthorized" without a session', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const { key, action } of await discoverActions()) {
      const need = actionNeeds[key];
      if (!need || need === 'public') continue;
      setCookieHeader('');
      const anonymous = (await action({})) as { ok: boolean; error?: string };
      answers.push(`${key} anonymous ${anonymous.error}`);
      expected.push(`${key} anonymous unauthorized`);
      for (const role of roles) {
        setCookieHeader(cookies[role]);
        // An input that no schema takes: an allowed role hears "invalid", before anything runs.
        const result = (await action({ '': null })) as { ok: boolean; error?: string };
        answers.push(`${key} ${role} ${result.error === 'forbidden' ? 'forbidden' : 'allowed'}`);
        expected.push(`${key} ${role} ${may({ role }, need) ? 'allowed' : 'forbidden'}`);
      }
    }
    expect(answers).toEqual(expected);
  });
});

describe('a translator', () => {
  const names = { name_en: 'Press', name_fr: 'Presse', name_de: 'Presse', name_it: 'Pressa', name_es: 'Prensa' };

  async function machine() {
    const [row] = await handle.db
      .insert(machines)
      .values({ ...names })
      .returning({ id: machines.id });
    return row!.id;
  }

  it('saves the texts of its languages only, in the office and over the API', async () => {
    const { updateMachineAction } = await import('@/app/(admin)/admin/_actions/machines');
    const { PATCH } = await import('@/app/api/machine/[id]/route');
    const id = await machine();
    setCookieHeader(cookies.translator);
    const refused = await updateMachineAction({ id, changes: { name_de: 'Neue Presse' } });
    expect(refused).toMatchObject({ ok: false, error: 'otherLanguages', fields: { name_de: 'otherLanguage' } });
    const mixed = await updateMachineAction({
      id,
      changes: { name_fr: 'Presse neuve', name_de: 'Neue Presse' },
    });
    expect(mixed).toMatchObject({ ok: false, error: 'otherLanguages', fields: { name_de: 'otherLanguage' } });
    const api = await call(PATCH, 'PATCH', `/api/machine/${id}`, {
      cookie: cookies.translator,
      params: { id: String(id) },
      body: { name_de: 'Neue Presse' },
    });
    expect(api.status).toBe(403);
    expect(api.json.detail).toContain('name_de');
    // Nothing of a refused save was written.
    const [unchanged] = await handle.db.select().from(machines);
    expect(unchanged).toMatchObject({ name_fr: 'Presse', name_de: 'Presse' });

    expect(await updateMachineAction({ id, changes: { name_fr: 'Presse neuve' } })).toMatchObject({
      ok: true,
    });
    const saved = await call(PATCH, 'PATCH', `/api/machine/${id}`, {
      cookie: cookies.translator,
      params: { id: String(id) },
      body: { description_fr: 'Une presse.' },
    });
    expect(saved.status).toBe(200);
    // The office's save went to the draft; the API's was published at once.
    const [changed] = await handle.db.select().from(machines);
    expect(changed).toMatchObject({ name_fr: 'Presse', description_fr: 'Une presse.', name_de: 'Presse' });
    expect(await draftMachine(id, 'fr')).toMatchObject({ name: 'Presse neuve', description: 'Une presse.' });
  });

  it('confirms translations of its languages only', async () => {
    const { confirmTranslationAction } = await import('@/app/(admin)/admin/_actions/translations');
    const id = await machine();
    setCookieHeader(cookies.translator);
    expect(await confirmTranslationAction({ kind: 'machine', id, field: 'name', language: 'de' })).toMatchObject({
      ok: false,
      error: 'otherLanguages',
    });
  });
});

describe('two-factor sign-in required by the owner', () => {
  it('leaves an account without it its own account only, until it enrols', async () => {
    const { GET: translations } = await import('@/app/api/translations/route');
    const { GET: whoAmI } = await import('@/app/api/auth/route');
    const { startTotpEnrolmentAction } = await import('@/app/(admin)/admin/_actions/two-factor');
    const { updateMachineAction } = await import('@/app/(admin)/admin/_actions/machines');
    await saveSecuritySettings({ requireTwoFactor: true }, null, handle.db);
    try {
      expect((await call(translations, 'GET', '/api/translations', { cookie: cookies.editor })).status).toBe(403);
      expect((await call(whoAmI, 'GET', '/api/auth', { cookie: cookies.editor })).status).toBe(200);
      setCookieHeader(cookies.editor);
      expect(await updateMachineAction({ id: 1, changes: { name_en: 'x' } })).toMatchObject({
        error: 'forbidden',
      });
      expect(await startTotpEnrolmentAction({})).toMatchObject({ ok: true });
    } finally {
      await saveSecuritySettings({ requireTwoFactor: false }, null, handle.db);
    }
  });
});

describe('/api/accounts', () => {
  it('lets an owner create, change and delete accounts, keeping the last active owner', async () => {
    const list = await import('@/app/api/accounts/route');
    const one = await import('@/app/api/accounts/[id]/route');
    const cookie = cookies.owner;
    const missing = await call(list.POST, 'POST', '/api/accounts', {
      cookie,
      body: { username: 'lea', password: 'another long password', role: 'translator' },
    });
    expect(missing.status).toBe(422);
    expect(missing.json.fields).toEqual({ languages: 'Required' });
    const created = await call(list.POST, 'POST', '/api/accounts', {
      cookie,
      body: { username: 'Lea', password: 'another long password', role: 'translator', languages: ['it', 'fr'] },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ username: 'lea', role: 'translator', languages: ['fr', 'it'], active: true });
    const id = String(created.json.id);
    const promoted = await call(one.PATCH, 'PATCH', `/api/accounts/${id}`, {
      cookie,
      params: { id },
      body: { role: 'editor' },
    });
    expect(promoted.json).toMatchObject({ role: 'editor', languages: [] });
    expect((await call(list.GET, 'GET', '/api/accounts', { cookie })).json).toContainEqual(
      expect.objectContaining({ username: 'lea', role: 'editor' }),
    );
    expect((await call(one.DELETE, 'DELETE', `/api/accounts/${id}`, { cookie, params: { id } })).status).toBe(204);

    const [owner] = (await call(list.GET, 'GET', '/api/accounts', { cookie })).json.filter(
      (account: { role: string }) => account.role === 'owner',
    );
    const self = { cookie, params: { id: String(owner.id) } };
    const demoted = await call(one.PATCH, 'PATCH', `/api/accounts/${owner.id}`, { ...self, body: { role: 'editor' } });
    expect(demoted.status).toBe(422);
    expect(demoted.json.fields).toEqual({ _: 'lastOwner' });
    expect((await call(one.DELETE, 'DELETE', `/api/accounts/${owner.id}`, self)).status).toBe(422);
  });
});
