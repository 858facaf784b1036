import { type Admin, findAdmin } from '@/server/auth/login';
import { requestSession } from '@/server/auth/session';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';

/**
 * The administrator behind `request`, or UnauthorizedError. Every write handler calls it itself (the proxy is
 * no security boundary), and writes whose Origin is another site are refused even with a valid cookie.
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
  const session = await requestSession(request, new Response());
  const admin = session.userId ? await findAdmin(session.userId) : null;
  if (!admin) throw new UnauthorizedError();
  return admin;
}

function assertSameOrigin(request: Request) {
  const origin = request.headers.get('origin');
  if (request.headers.get('sec-fetch-site') === 'cross-site' || (origin && origin !== ownOrigin(request))) {
    throw new ForbiddenError('Cross-site request refused.');
  }
}

function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}
