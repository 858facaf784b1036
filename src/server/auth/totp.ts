/**
 * The pieces of two-factor sign-in that are not the database's: TOTP codes (RFC 6238, through otpauth: SHA-1, six
 * digits, 30 seconds, what every authenticator app reads from a QR code), the QR code itself (drawn here as SVG,
 * never by a third-party service), the secret sealed at rest and the recovery codes.
 */
import 'server-only';

import { createHash, randomInt } from 'node:crypto';

import { sealData, unsealData } from 'iron-session';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

import { company } from '@/config/company';

import { clock } from '../clock';
import { keyFor } from '../secrets';

const period = 30;
/** A code of the previous or the next step is accepted too, for a phone whose clock is a little off. */
const window = 1;

function totp(secret: string, username = '') {
  return new TOTP({
    issuer: company.name,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret of 160 bits (RFC 4226's recommendation), in base32 as the apps take it by hand. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/** The QR code of `uri`, as an SVG data URL for an `<img>` (which the admin's CSP allows as `data:`). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Whether `code` looks like a TOTP code (six digits) rather than a recovery code or a password. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step of `code` if it is valid for `secret` now (this step or its neighbours), else null. The caller
 * accepts it only if it is later than the last step used (two-factor.ts), so that each code serves once.
 */
export function totpStep(secret: string, code: string): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = clock.now().getTime();
  const delta = totp(secret).validate({ token, timestamp, window });
  return delta === null ? null : Math.floor(timestamp / 1000 / period) + delta;
}

/**
 * The key that seals the secrets at rest (secrets.ts), so a copy of the database alone does not give away anyone's
 * second factor. Changing SESSION_SECRET therefore turns two-factor sign-in off in practice:
 * `npm run admin -- --disable-2fa` recovers.
 */
const secretKey = () => keyFor('two-factor secrets');

/** `secret` sealed (encrypted and authenticated, iron) for the `admin_users` table. */
export function sealTotpSecret(secret: string): Promise<string> {
  return sealData({ secret }, { password: secretKey(), ttl: 0 });
}

/** The secret of a sealed column, or null if it cannot be opened (another SESSION_SECRET). */
export async function unsealTotpSecret(sealed: string): Promise<string | null> {
  try {
    const { secret } = await unsealData<{ secret?: string }>(sealed, { password: secretKey(), ttl: 0 });
    return typeof secret === 'string' ? secret : null;
  } catch {
    return null;
  }
}

/** How many recovery codes an account gets at a time. */
export const recoveryCodeCount = 10;
/** Crockford's base32: no I, L, O or U, so that a code read off paper is typed back right. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code: 16 random characters of 5 bits, 80 bits, shown as `ABCD-EFGH-JKMN-PQRS`. */
export function newRecoveryCode(): string {
  const characters = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** A typed recovery code as it was issued: upper case, without spaces or dashes, O read as 0 and I or L as 1. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/**
 * The stored form of a recovery code: its SHA-256. A fast hash is enough here, unlike for passwords: the codes are
 * drawn at random with 80 bits, so there is no dictionary to try and 2^80 guesses per code are out of reach even
 * for a copy of the table; a slow hash (argon2) would only cost every sign-in with a code its CPU time.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');
}
