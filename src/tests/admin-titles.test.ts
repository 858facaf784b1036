/**
 * The titles of the admin pages that name what they show (a contact request's sender, a machine, an article) are
 * read only for a request the page itself would show it to (F13): not without a session, not with a first password
 * still to replace, not for an account that must still enrol in two-factor sign-in, not for a role without the page.
 */
// The pages' messages: the key and the values given, enough to see what a title names.
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values?: Record<string, string>) =>
    [key, ...Object.values(values ?? {})].join(' '),
}));

import { generateMetadata as inboxRequestTitle } from '@/app/(admin)/admin/inbox/[id]/page';
import { generateMetadata as machineTitle } from '@/app/(admin)/admin/machine/[id]/page';
import { generateMetadata as articleTitle } from '@/app/(admin)/admin/news/[id]/page';
import { type Locale, locales } from '@/i18n/locales';
import { type AccountRole } from '@/server/auth/roles';
import { saveSecuritySettings } from '@/server/auth/security-settings';
import { createMachine } from '@/server/catalogue/machines';
import type { DatabaseHandle } from '@/server/db/client';
import { contactRequests } from '@/server/db/schema';
import { createNews } from '@/server/news/articles';
import { sessionCookie } from './api';
import { setCookieHeader } from './browser';
import { createTestDatabase } from './database';
import { staffAccount } from './staff';

jest.mock('next/headers', () => jest.requireActual('./browser').nextHeaders);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function signedIn(username: string, role: AccountRole, options: { firstPassword?: boolean } = {}) {
  const languages: Locale[] = role === 'translator' ? ['fr'] : [];
  return sessionCookie(await staffAccount({ username, role, languages, firstPassword: options.firstPassword }));
}

const five = <F extends string>(field: F, text: string) =>
  Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, text])) as Record<`${F}_${Locale}`, string>;

describe('an admin page’s title', () => {
  it('names the contact request, the machine or the article only for a request the page would show it to', async () => {
    const [request] = await handle.db
      .insert(contactRequests)
      .values({
        kind: 'contact',
        name: 'Anna Muster',
        entreprise: 'Muster Bau AG',
        email: 'anna@muster.example',
        phonenumber: '+41 21 555 01 23',
        message: 'Hello',
        language: 'fr',
      })
      .returning({ id: contactRequests.id });
    const machine = await createMachine({
      ...five('name', 'Secret press'),
      ...five('description', ''),
      ...five('metadescription', ''),
    });
    const article = await createNews(five('title', 'Secret open day'));

    const titles = async (cookie: string) => {
      setCookieHeader(cookie);
      const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) }) as never;
      return {
        inbox: (await inboxRequestTitle(params(request!.id))).title,
        // An id that names nothing is not even looked up.
        missing: (await inboxRequestTitle(params(999999))).title,
        machine: (await machineTitle(params(machine.id))).title,
        article: (await articleTitle(params(article.id))).title,
      };
    };

    const owner = await signedIn('the-owner', 'owner');
    const nothing = { inbox: undefined, missing: undefined, machine: undefined, article: undefined };
    expect(await titles('')).toEqual(nothing);
    expect(await titles(await signedIn('first-timer', 'editor', { firstPassword: true }))).toEqual(nothing);
    // A translator opens machines and articles (their texts), not the inbox.
    const translator = await signedIn('the-translator', 'translator');
    expect(await titles(translator)).toEqual({
      ...nothing,
      machine: 'title Secret press',
      article: 'Secret open day',
    });

    const editor = await signedIn('the-editor', 'editor');
    await saveSecuritySettings({ requireTwoFactor: true }, { id: null, username: 'the-owner' });
    try {
      expect(await titles(editor)).toEqual(nothing);
    } finally {
      await saveSecuritySettings({ requireTwoFactor: false }, { id: null, username: 'the-owner' });
    }
    await expect(titles(owner)).rejects.toThrow(); // the id that names nothing: not found, for the owner
    setCookieHeader(editor);
    const params = { params: Promise.resolve({ id: String(request!.id) }) } as never;
    expect((await inboxRequestTitle(params)).title).toBe('Anna Muster');
  });
});
