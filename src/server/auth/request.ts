import 'server-only';

import { requestProtocol, requestSession } from '@/server/auth/cookies';
import { assertMay, type Permission } from '@/server/auth/roles';
import { type Admin, type AdminSession, findSession } from '@/server/auth/sessions';
import { ForbiddenError, PasswordChangeRequiredError, UnauthorizedError } from '@/server/errors';
import { identify } from '@/server/history';

/**
 * The administrator behind `request`, or UnauthorizedError; ForbiddenError unless its role has `need`
 * (src/server/auth/roles.ts; an account that must still enrol in two-factor sign-in has `self` only). Every
 * handler of admin data calls it itself (the proxy is no security boundary), and writes whose Origin is another
 * site are refused even with a valid cookie. A handler that changes texts also checks a translator's fields
 * (assertMayChangeTexts).
 */
export async function requireAdmin(request: Request, need: Permission): Promise<Admin> {
  return (await requireAdminSession(request, need)).admin;
}

/**
 * Like requireAdmin, with the session: its row must exist and be unexpired, whatever the cookie says. A session
 * whose account must still choose its own password is refused (PasswordChangeRequiredError), except by
 * `POST /api/auth/password` (`beforeOwnPassword`).
 */
export async function requireAdminSession(
  request: Request,
  need: Permission,
  options: { beforeOwnPassword?: boolean } = {},
): Promise<AdminSession & { token: string }> {
  if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
  const { token } = await requestSession(request, new Response());
  const found = await findSession(token);
  if (!found || !token) throw new UnauthorizedError();
  if (found.session.mustChangePassword && !options.beforeOwnPassword) throw new PasswordChangeRequiredError();
  assertMay(found.admin, need);
  if (found.admin.mustEnrol && need !== 'self') {
    throw new ForbiddenError('Two-factor sign-in is required: turn it on in your account first.');
  }
  identify({ userId: found.admin.id, username: found.admin.username, source: 'api' });
  return { ...found, token };
}

/**
 * Whether `request` carries the session of an account that may use the back office, without refusing anything: a
 * public read that shows more to the office (drafts, publication state) asks this, and answers a session whose
 * account must still choose its password or enrol in two-factor sign-in as it answers a visitor.
 */
export async function hasOfficeSession(request: Request): Promise<boolean> {
  if (!request.headers.get('cookie')) return false;
  const { token } = await requestSession(request, new Response());
  const found = await findSession(token);
  return found !== null && !found.session.mustChangePassword && !found.admin.mustEnrol;
}

/** ForbiddenError for a request another site's page sent (its `Origin`, or the browser's `Sec-Fetch-Site`). */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get('origin');
  if (request.headers.get('sec-fetch-site') === 'cross-site' || (origin && origin !== ownOrigin(request))) {
    throw new ForbiddenError('Cross-site request refused.');
  }
}

function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  return `${requestProtocol(request.headers, request.url)}://${host}`;
}
