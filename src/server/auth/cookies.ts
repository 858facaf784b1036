/**
 * The administrator's cookies, both encrypted and httpOnly (iron-session):
 * - the session cookie carries the token of a row of the `sessions` table (see sessions.ts), which decides
 *   whether the session is still open;
 * - the device cookie says that this browser signed in to a username before (OWASP's device cookie), which
 *   spares it the lockouts that guessing by others causes (see login-throttle.ts);
 * - the pending sign-in cookie, for five minutes between the right password and the second factor of an account
 *   with two-factor sign-in, names the account (login.ts); sealed, it cannot be made up or pointed at another.
 * Over https their names take the `__Host-` prefix, which browsers accept only with Secure, Path=/ and no Domain,
 * so that no other host can set or overwrite them. They are sealed with a key of their own (secrets.ts).
 */
import 'server-only';

import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';

import { keyFor } from '../secrets';
import { endSession, sessionLifetime } from './sessions';

export interface SessionData {
  /** The token of the session's row. */
  token?: string;
}

export interface DeviceData {
  /** The username this browser signed in to, lower-cased. */
  username?: string;
  /** The device's random id, which its own failed attempts are counted by. */
  id?: string;
}

/** A sign-in whose password was right, waiting for its second factor (login.ts), as its sealed cookie holds it. */
export interface PendingLogin {
  userId: number;
  /** The username as counted by the limits, lower-cased. */
  username: string;
  /** A digest of the password hash then: a password changed meanwhile voids the pending sign-in. */
  stamp: string;
  /** When the password was checked, in milliseconds. */
  issuedAt: number;
}

export const sessionCookieName = 'jorat_session';
export const deviceCookieName = 'jorat_device';
/** A sign-in whose password was right, waiting for its second factor (see login.ts). */
export const pendingLoginCookieName = 'jorat_login';
/** How long the second step may come after the password. */
export const pendingLoginSeconds = 5 * 60;
/** The names over https. */
export const secureCookiePrefix = '__Host-';
/** How long a browser stays a known device after its last successful login. */
export const deviceLifetimeSeconds = 365 * 24 * 60 * 60;

/**
 * The protocol a request came by (`https`, `http`): the first value of the proxy's `X-Forwarded-Proto`, else that
 * of `url` when the caller has it (a server action has none), else undefined.
 */
export function requestProtocol(requestHeaders: Headers, url?: string): string | undefined {
  const forwarded = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ?? (url === undefined ? undefined : new URL(url).protocol.replace(':', ''));
}

/** Whether the request reached us over https (directly or, per the proxy's header, at the proxy). */
export function isHttps(request: Request): boolean {
  return requestProtocol(request.headers, request.url) === 'https';
}

function cookieOptions(name: string, ttl: number, secure: boolean): SessionOptions {
  return {
    password: keyFor('session cookies'),
    cookieName: secure ? `${secureCookiePrefix}${name}` : name,
    ttl,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/** The session cookie: it may last as long as a session can; the row decides sooner. */
export function sessionOptions(secure: boolean): SessionOptions {
  return cookieOptions(sessionCookieName, sessionLifetime().maxSeconds, secure);
}

export function deviceOptions(secure: boolean): SessionOptions {
  return cookieOptions(deviceCookieName, deviceLifetimeSeconds, secure);
}

export function pendingLoginOptions(secure: boolean): SessionOptions {
  return cookieOptions(pendingLoginCookieName, pendingLoginSeconds, secure);
}

/**
 * The session cookie of `request`. Changes are written into `response`'s headers by `save()` or `destroy()`,
 * so the caller answers with those headers.
 */
export function requestSession(request: Request, response: Response) {
  return getIronSession<SessionData>(request, response, sessionOptions(isHttps(request)));
}

/** The device cookie of `request`, written into `response` like the session's. */
export function requestDevice(request: Request, response: Response) {
  return getIronSession<DeviceData>(request, response, deviceOptions(isHttps(request)));
}

async function secureRequest(): Promise<boolean> {
  return requestProtocol(await headers()) === 'https';
}

/** The session cookie of the current page or server action, read from and written to its cookies. */
export async function currentSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions(await secureRequest()));
}

/** The device cookie of the current server action. */
export async function currentDevice() {
  return getIronSession<DeviceData>(await cookies(), deviceOptions(await secureRequest()));
}

/** The pending sign-in cookie of the current server action (empty when there is none or it has expired). */
export async function currentPendingLogin() {
  return getIronSession<Partial<PendingLogin>>(await cookies(), pendingLoginOptions(await secureRequest()));
}

/** What a successful sign-in leaves in the browser (login.ts's `LoginSuccess`). */
export interface SignIn {
  /** The new session's token. */
  sessionToken: string;
  /** This browser is now a known device for this username. */
  device: { username: string; id: string };
}

/**
 * Sets the cookies of a successful sign-in, the one way both sign-ins (the login form's server action and
 * POST /api/auth/login) do it: the session this browser had before ends (one browser, one session), then the new
 * session's cookie and the device cookie. Into a route handler's `response` when given its `request`, else into
 * the current server action's cookies.
 */
export async function saveSignIn(signIn: SignIn, exchange?: { request: Request; response: Response }): Promise<void> {
  const session = exchange ? await requestSession(exchange.request, exchange.response) : await currentSession();
  await endSession(session.token);
  session.token = signIn.sessionToken;
  await session.save();
  const device = exchange ? await requestDevice(exchange.request, exchange.response) : await currentDevice();
  device.username = signIn.device.username;
  device.id = signIn.device.id;
  await device.save();
}
