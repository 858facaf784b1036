/** @jest-environment node */
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';

import { readConfig, type S3Config } from '../config';
import { s3Storage } from '../media/s3';
import { adminPolicy, bucketOrigins, mapOrigin, newNonce, sitePolicy } from './content-security-policy';

/** The policy as directive name → sources, checking that no directive is given twice. */
function parse(policy: string): Record<string, string[]> {
  const directives = policy.split('; ').map((entry) => entry.split(' '));
  const names = directives.map(([name]) => name!);
  expect(new Set(names).size).toBe(names.length);
  return Object.fromEntries(directives.map(([name, ...sources]) => [name!, sources]));
}

const bucket = { public: 'https://cdn.example.ch', upload: 'https://media.sos-ch-gva-2.exo.io' };
const nonce = 'q83vEjRWeJq83vEjRWeJqw==';

describe('the public site’s policy', () => {
  it('allows inline scripts, since its pages are shared, and closes everything else', () => {
    expect(parse(sitePolicy())).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'style-src-elem': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'media-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ['https://www.openstreetmap.org'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(mapOrigin).toBe('https://www.openstreetmap.org');
  });

  it('carries no nonce, so that Next.js renders the shared page without one', () => {
    expect(getScriptNonceFromHeader(sitePolicy())).toBeUndefined();
    expect(sitePolicy()).not.toContain('nonce');
  });

  it('shows pictures and videos from the bucket when there is one, and sends nothing to it', () => {
    const policy = parse(sitePolicy({ bucket }));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.ch']);
    expect(policy['media-src']).toEqual(["'self'", 'https://cdn.example.ch']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // A public URL on this site: nothing to add.
    expect(sitePolicy({ bucket: { upload: bucket.upload } })).toBe(sitePolicy());
  });

  it("allows eval only under next dev, where React's development build needs it", () => {
    expect(parse(sitePolicy({ development: true }))['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ]);
    expect(sitePolicy()).not.toContain('unsafe-eval');
  });
});

describe('the admin’s policy', () => {
  it('runs only the scripts that carry the nonce, and what they load', () => {
    expect(parse(adminPolicy(nonce))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'style-src-elem': ["'self'", `'nonce-${nonce}'`],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('gives Next.js its nonce, which it puts on the page’s scripts', () => {
    expect(getScriptNonceFromHeader(adminPolicy(nonce))).toBe(nonce);
    const fresh = newNonce();
    expect(getScriptNonceFromHeader(adminPolicy(fresh))).toBe(fresh);
  });

  it('shows the bucket’s pictures and videos, and sends files to where presigned URLs point', () => {
    const policy = parse(adminPolicy(nonce, { bucket }));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.ch']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://cdn.example.ch']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://media.sos-ch-gva-2.exo.io']);
    expect(policy['frame-src']).toBeUndefined();
  });

  it('allows eval and inline style elements only under next dev', () => {
    const policy = parse(adminPolicy(nonce, { development: true }));
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", "'unsafe-eval'"]);
    expect(policy['style-src-elem']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('the style elements', () => {
  it("allow this origin's stylesheets and, in the admin, elements with its nonce: no other CSS", () => {
    expect(parse(sitePolicy())['style-src-elem']).toEqual(["'self'"]);
    expect(parse(adminPolicy(nonce))['style-src-elem']).toEqual(["'self'", `'nonce-${nonce}'`]);
  });
});

describe('the nonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonces = Array.from({ length: 50 }, newNonce);
    for (const value of nonces) expect(value).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(nonces).size).toBe(50);
  });
});

describe('the bucket’s origins', () => {
  const environment = {
    S3_BUCKET: 'media',
    S3_PUBLIC_URL: 'https://cdn.example.ch/jorat/media/',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('are none without a bucket: media are the site’s own', async () => {
    await expect(bucketOrigins(readConfig({}))).resolves.toBeUndefined();
  });

  it('are the public URL’s origin and that of the presigned upload URLs', async () => {
    await expect(bucketOrigins(readConfig({ ...environment, S3_REGION: 'eu-central-2' }))).resolves.toEqual({
      public: 'https://cdn.example.ch',
      upload: 'https://media.s3.eu-central-2.amazonaws.com',
    });
    await expect(
      bucketOrigins(
        readConfig({ ...environment, S3_PUBLIC_URL: '/media-files', S3_ENDPOINT: 'https://s3.example.ch' }),
      ),
    ).resolves.toEqual({ public: undefined, upload: 'https://media.s3.example.ch' });
  });

  // The SDK's own rules decide between a bucket's host and a path on the endpoint's: the origin is the one the
  // storage presigns uploads for, whatever the configuration.
  it.each<[string, Partial<S3Config>, string]>([
    ['AWS, by default', {}, 'https://media.s3.us-east-1.amazonaws.com'],
    ['AWS, path style', { forcePathStyle: true, region: 'eu-central-2' }, 'https://s3.eu-central-2.amazonaws.com'],
    [
      'AWS, a bucket named with dots',
      { bucket: 'media.example.ch', region: 'eu-central-2' },
      'https://s3.eu-central-2.amazonaws.com',
    ],
    ['an S3-compatible store', { endpoint: 'https://sos-ch-gva-2.exo.io' }, 'https://media.sos-ch-gva-2.exo.io'],
    [
      'a store on a port, path style',
      { endpoint: 'http://localhost:9000', forcePathStyle: true },
      'http://localhost:9000',
    ],
    ['a store at an IP address', { endpoint: 'http://127.0.0.1:9000' }, 'http://127.0.0.1:9000'],
  ])('of %s', async (_, overrides, origin) => {
    const config: S3Config = {
      bucket: 'media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.ch',
      forcePathStyle: false,
      ...overrides,
    };
    const presigned = await s3Storage(config).directUploadUrl('uploads/a.png', 'image/png', 10);
    expect(new URL(presigned!).origin).toBe(origin);
    const origins = await bucketOrigins({ ...readConfig({}), s3: config });
    expect(origins?.upload).toBe(origin);
  });
});
