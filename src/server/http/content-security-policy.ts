/**
 * The Content-Security-Policy of pages, set by the proxy (src/proxy.ts) since it depends on the configuration read
 * at run time (the bucket's origins) and, for the admin, on the request (its nonce). What is not a page gets
 * `resourceContentSecurityPolicy` from next.config.mjs (security-headers.mjs). docs/security.md,
 * "Content-Security-Policy", says why each page policy is what it is.
 */
import 'server-only';

import { readConfig } from '../config';
import { directUploadOrigin } from '../media/s3';

/** The contact page's map, an iframe loaded when the visitor asks for it (ContactMap.client.tsx). */
export const mapOrigin = 'https://www.openstreetmap.org';

/** Where media files come from and go to when they are kept in a bucket (unset: the app's own `/media`). */
export interface BucketOrigins {
  /** The origin of `S3_PUBLIC_URL`, where pages load pictures and videos from (unset for a path on this site). */
  public?: string;
  /** The origin of the presigned URLs the admin's browser sends files to. */
  upload: string;
}

export interface PolicyOptions {
  bucket?: BucketOrigins;
  /** `next dev`: React's development build evaluates code (`eval`), and Next.js's dev overlay adds styles. */
  development?: boolean;
}

type Directives = [name: string, ...sources: string[]][];

/** Directives in order, each with its sources, without repeats (the bucket may be served from its own origin). */
const serialize = (directives: Directives) =>
  directives.map(([name, ...sources]) => [name, ...new Set(sources)].join(' ')).join('; ');

/** What every page policy shares: nothing from elsewhere unless named, no plugins, no base or form elsewhere. */
const shared: Directives = [
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/**
 * Style attributes: next/image writes its `fill` and sizing styles as `style="…"` in the server's HTML, and a nonce
 * cannot allow an attribute, so they need 'unsafe-inline'. Style elements do not: the build's CSS comes as
 * stylesheets from this origin, and the admin's own style elements carry its nonce. `style-src` is the fallback of
 * browsers that know neither of the two.
 */
function styles(elements: string[], { development = false }: PolicyOptions): Directives {
  return [
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...(development ? ["'unsafe-inline'"] : elements)],
    ['style-src-attr', "'unsafe-inline'"],
  ];
}

/**
 * The public site's policy. Its pages are rendered once and shared by every visitor (and the cache in front), so
 * no nonce can be used: the inline scripts that carry each page's React payload are allowed by 'unsafe-inline'.
 * Everything else is closed: scripts from this origin alone and never `eval`, media from this origin and the
 * bucket, requests to this origin, and only the map's site in a frame.
 */
export function sitePolicy(options: PolicyOptions = {}): string {
  const { bucket, development = false } = options;
  const media = bucket?.public ? [bucket.public] : [];
  return serialize([
    ['default-src', "'none'"],
    ['script-src', "'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    ...styles([], options),
    ['img-src', "'self'", 'data:', ...media],
    ['media-src', "'self'", ...media],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', mapOrigin],
    ...shared,
  ]);
}

/**
 * The admin's policy, for one request: scripts only with its nonce (Next.js reads it from this same header in the
 * request, and puts it on every script of the page) or loaded by such a script ('strict-dynamic'); 'self' is for
 * browsers without 'strict-dynamic'. Pictures and videos from the bucket, and files sent straight to it.
 */
export function adminPolicy(nonce: string, options: PolicyOptions = {}): string {
  const { bucket, development = false } = options;
  const media = bucket?.public ? [bucket.public] : [];
  return serialize([
    ['default-src', "'none'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    ...styles([`'nonce-${nonce}'`], options),
    ['img-src', "'self'", 'data:', 'blob:', ...media],
    ['media-src', "'self'", 'blob:', ...media],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(bucket ? [bucket.upload] : [])],
    ...shared,
  ]);
}

/** 128 random bits, base64: unguessable, and fresh for each admin request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The bucket's origins when media are kept in one (`S3_BUCKET`), from the configuration. */
export async function bucketOrigins(config = readConfig()): Promise<BucketOrigins | undefined> {
  if (!config.s3) return undefined;
  return { public: absoluteOrigin(config.s3.publicUrl), upload: await directUploadOrigin(config.s3) };
}

/** The origin of an absolute URL; none for a path, which is served by this site ('self'). */
function absoluteOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
