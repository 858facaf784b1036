/**
 * The administrator's session: an encrypted, httpOnly iron-session cookie. The secret comes from
 * SESSION_SECRET, or is generated once and kept in DATA_DIR so that restarts keep sessions.
 */
import 'server-only';

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';

import { readConfig } from '../config';
import { closeDataDir, privateFileMode } from '../data-dir';

export interface SessionData {
  userId?: number;
  username?: string;
}

export const sessionCookieName = 'jorat_session';
/** How long a session lasts without a new login: a working day and a bit. */
export const sessionLifetimeSeconds = 10 * 60 * 60;

let secret: string | undefined;

/** The secret of the session cookie, also sealing upload tickets. */
export function sessionSecret(): string {
  if (secret) return secret;
  const config = readConfig();
  if (config.sessionSecret) return (secret = config.sessionSecret);
  const file = path.join(config.dataDir, 'session-secret');
  // Created for its owner only, or closed if it was open to other users (who could forge sessions with it).
  closeDataDir(config.dataDir);
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    const generated = randomBytes(48).toString('base64url');
    try {
      // 'wx': if another process wrote it first, use theirs.
      fs.writeFileSync(file, generated, { flag: 'wx', mode: privateFileMode });
      secret = generated;
    } catch {
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  return secret;
}

/** Whether the request reached us over https (directly or, per the proxy's header, at the proxy). */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  return (forwarded?.split(',')[0]?.trim() ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

export function sessionOptions(secure: boolean): SessionOptions {
  return {
    password: sessionSecret(),
    cookieName: sessionCookieName,
    ttl: sessionLifetimeSeconds,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/**
 * The session of `request`. Changes are written into `response`'s headers by `session.save()` or
 * `session.destroy()`, so the caller answers with those headers.
 */
export function requestSession(request: Request, response: Response) {
  return getIronSession<SessionData>(request, response, sessionOptions(isHttps(request)));
}

/** The session of the current page or server action, read from and written to its cookies. */
export async function currentSession() {
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim();
  return getIronSession<SessionData>(await cookies(), sessionOptions(proto === 'https'));
}
