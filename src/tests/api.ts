/**
 * Driving the route handlers of src/app/api the way Next.js does: a real Request in, a Response out, with the
 * path's params. Plus sign-ins through the login route, and the session cookie they give for the calls that write.
 */
import { hashPassword } from '@/server/auth/first-admin';
import { database } from '@/server/db';
import { adminUsers } from '@/server/db/schema';

export const origin = 'http://localhost:3000';

/** Any route handler; its context's params are whatever `options.params` holds. */
export type Handler = (request: Request, context: never) => Promise<Response>;

export interface CallOptions {
  body?: unknown;
  /** A raw body, sent as is (for malformed JSON). */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export async function call(handler: Handler, method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set('cookie', options.cookie);
  const body = options.body !== undefined ? JSON.stringify(options.body) : options.rawBody;
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const request = new Request(new URL(path, origin), { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) } as never);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text ? (JSON.parse(text) as any) : undefined, // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/** Creates an administrator (once per username) and logs in: the `cookie` header value of the session. */
export async function adminCookie(username = 'office', password = 'correct horse battery'): Promise<string> {
  const db = await database();
  await db
    .insert(adminUsers)
    .values({ username, password_hash: await hashPassword(password) })
    .onConflictDoNothing();
  return sessionCookie({ username, password });
}

let addresses = 0;

/**
 * POST /api/auth/login with `body`, from an address of its own (so that one test's failures do not count against
 * another's sign-ins) unless `headers` name one.
 */
export async function logIn(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { POST } = await import('@/app/api/auth/login/route');
  return call(POST, 'POST', '/api/auth/login', {
    body,
    headers: { 'x-client-address': `203.0.113.${(++addresses % 250) + 1}`, ...headers },
  });
}

/** Signs `account` in (with `code` when it has two-factor sign-in): the `cookie` header value of its session. */
export async function sessionCookie(
  account: { username: string; password: string },
  { code, headers }: { code?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const response = await logIn({ username: account.username, password: account.password, code }, headers);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return cookieFrom(response.headers);
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
