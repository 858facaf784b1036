import 'server-only';

import { requestProtocol, requestSession } from '@/server/auth/cookies';
import { type Admin, type AdminSession, findSession } from '@/server/auth/sessions';
import { ForbiddenError, PasswordChangeRequiredError, UnauthorizedError } from '@/server/errors';
import { identify } from '@/server/history';

/**
 * The administrator behind `request`, or UnauthorizedError. Every write handler calls it itself (the proxy is
 * no security boundary), and writes whose Origin is another site are refused even with a valid cookie.
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  return (await requireAdminSession(request)).admin;
}

/**
 * Like requireAdmin, with the session: its row must exist and be unexpired, whatever the cookie says. A session
 * whose account must still choose its own password is refused (PasswordChangeRequiredError), except by
 * `POST /api/auth/password` (`beforeOwnPassword`).
 */
export async function requireAdminSession(
  request: Request,
  options: { beforeOwnPassword?: boolean } = {},
): Promise<AdminSession & { token: string }> {
  if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
  const { token } = await requestSession(request, new Response());
  const found = await findSession(token);
  if (!found || !token) throw new UnauthorizedError();
  if (found.session.mustChangePassword && !options.beforeOwnPassword) throw new PasswordChangeRequiredError();
  identify({ userId: found.admin.id, username: found.admin.username, source: 'api' });
  return { ...found, token };
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
