/**
 * The site's one secret, and a key of its own for each use of it. The secret is SESSION_SECRET, or is generated
 * once and kept in DATA_DIR so that restarts keep sessions; every use gets its key from it through HKDF with a label
 * of its own, so that a key shown or broken in one use opens nothing in another.
 */
import 'server-only';

import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { readConfig } from './config';
import { closeDataDir, privateFileMode } from './data-dir';

let secret: string | undefined;

/** The secret itself: only `keyFor` reads it. */
function siteSecret(): string {
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

/**
 * The HKDF label of each use. A label, once data is sealed with its key, never changes: the two-factor secrets at
 * rest and the contact challenges in flight would no longer open.
 */
const labels = {
  'session cookies': 'jorat session cookies v1',
  'two-factor secrets': 'jorat totp secret v1',
  'contact challenges': 'jorat contact challenge v1',
  'contact challenge keys': 'jorat contact challenge key v1',
  'upload tickets': 'jorat upload tickets v1',
  'preview links': 'jorat preview links v1',
} as const;

export type KeyPurpose = keyof typeof labels;

const keys = new Map<KeyPurpose, string>();

/** The key of one use: 32 bytes derived from the site's secret, in base64url (43 characters, as iron needs ≥ 32). */
export function keyFor(purpose: KeyPurpose): string {
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', siteSecret(), '', labels[purpose], 32)).toString('base64url');
    keys.set(purpose, key);
  }
  return key;
}
