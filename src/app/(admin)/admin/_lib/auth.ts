import 'server-only';

import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';

import { currentDevice, currentSession } from '@/server/auth/cookies';
import type { LoginContext } from '@/server/auth/login';
import { may, type Permission } from '@/server/auth/roles';
import { readConfig } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';
import { type Admin, type AdminSession, findSession } from '@/server/auth/sessions';

/**
 * The session of the current request, whatever it may do: the cookie's token must name an unexpired row of the
 * sessions table. Looked up once per render. Only the screens and actions of a first password's change use it
 * directly; everything else goes through `currentAdminSession`.
 */
export const currentSessionOfRequest = cache(async (): Promise<AdminSession | null> => {
  return findSession((await currentSession()).token);
});

/**
 * The administrator and session of the current request, or null, also while the account must still choose its own
 * password: such a session may do nothing else, so it counts as none here and every check refuses it.
 */
export async function currentAdminSession(): Promise<AdminSession | null> {
  const found = await currentSessionOfRequest();
  return found && !found.session.mustChangePassword ? found : null;
}

/** The administrator of the current session, or null. */
export async function currentAdmin(): Promise<Admin | null> {
  return (await currentAdminSession())?.admin ?? null;
}

/**
 * The administrator who may open a page that needs `need`, or null: no session, a first password still to replace, an
 * account that must still enrol in two-factor sign-in, or a role without it. What an admin page's `generateMetadata`
 * asks before it reads anything, as the title must not tell what the page itself would refuse to show (it runs
 * beside the page, whose `requireAdminPage` redirects or answers not found).
 */
export async function adminWhoMay(need: Permission): Promise<Admin | null> {
  const admin = await currentAdmin();
  return admin && !admin.mustEnrol && may(admin, need) ? admin : null;
}

/** The page to go back to after login: an admin path of this site only, never another site. */
export function safeNext(next: string | string[] | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  return value && /^\/admin\/[^/\\]/.test(value) && !value.startsWith('/admin/login') ? value : '/admin/dashboard';
}

/**
 * The guard of every admin page but the login: without a valid session, the login page, which then comes
 * back to `path`; for a role without `need` (src/server/auth/roles.ts), not found, as a page that is not there
 * for it; for an account that must first enrol in two-factor sign-in, its account screen (the only one it has until then). The session is checked
 * on the server at each render (the proxy is no security boundary).
 */
export async function requireAdminPage(path: string, need: Permission): Promise<Admin> {
  const found = await currentSessionOfRequest();
  if (found?.session.mustChangePassword) redirect(`${firstPasswordPath}?next=${encodeURIComponent(path)}`);
  if (!found) redirect(`/admin/login?next=${encodeURIComponent(path)}`);
  const { admin } = found;
  if (admin.mustEnrol && path !== '/admin/account') redirect('/admin/account');
  if (!may(admin, need)) notFound();
  return admin;
}

/** The screen where an account with a first password chooses its own, the only one its session may open. */
export const firstPasswordPath = '/admin/password';

/** The client of the current server action as a sign-in sees it: its address, user agent and device cookie. */
export async function loginContext(): Promise<LoginContext> {
  const requestHeaders = await headers();
  const device = await currentDevice();
  return {
    address: clientAddress(requestHeaders, readConfig().trustProxy),
    userAgent: requestHeaders.get('user-agent') ?? '',
    device: device.username && device.id ? { username: device.username, id: device.id } : null,
  };
}
