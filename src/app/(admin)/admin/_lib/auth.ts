import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';

import { currentSession } from '@/server/auth/cookies';
import { may, type Permission } from '@/server/auth/roles';
import { type Admin, type AdminSession, findSession } from '@/server/auth/sessions';

/**
 * The administrator and session of the current request, or null: the cookie's token must name an unexpired row
 * of the sessions table. Looked up once per render.
 */
export const currentAdminSession = cache(async (): Promise<AdminSession | null> => {
  return findSession((await currentSession()).token);
});

/** The administrator of the current session, or null. */
export async function currentAdmin(): Promise<Admin | null> {
  return (await currentAdminSession())?.admin ?? null;
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
  const admin = await currentAdmin();
  if (!admin) redirect(`/admin/login?next=${encodeURIComponent(path)}`);
  if (admin.mustEnrol && path !== '/admin/account') redirect('/admin/account');
  if (!may(admin, need)) notFound();
  return admin;
}
