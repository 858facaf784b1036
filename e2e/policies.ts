/** The Content-Security-Policy each kind of answer must carry (src/server/http/content-security-policy.ts). */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The hashes of the build's stylesheets, which the pages carry as style elements (next.config.mjs, inlineCss). */
const chunks = path.join(import.meta.dirname, '../.next/static/chunks');
const styleHashes = fs
  .readdirSync(chunks)
  .filter((name) => name.endsWith('.css'))
  .sort()
  .map(
    (name) =>
      `'sha256-${createHash('sha256')
        .update(fs.readFileSync(path.join(chunks, name)))
        .digest('base64')}'`,
  )
  .join(' ');

export const sitePolicy = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  `style-src-elem 'self' ${styleHashes}`,
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.openstreetmap.org',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const adminPolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' ${styleHashes} 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";
