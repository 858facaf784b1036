import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// @ts-expect-error s3rver ships without type declarations; the little used here is typed below.
import S3rverUntyped from 's3rver';

import type * as mediaRouteModule from '@/app/media/[...key]/route';

import type { S3Config } from '@/server/config';
import { s3Storage } from '@/server/media/s3';
import type { MediaStorage } from '@/server/media/types';
import { origin } from './api';
import { photoLikeJpeg } from './photo';

interface S3rverOptions {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}
const S3rver = S3rverUntyped as new (options: S3rverOptions) => {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
};

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: 'media' }],
});
let endpoint: string;
let config: S3Config;
let storage: MediaStorage;

beforeAll(async () => {
  const { address, port } = await server.run();
  endpoint = `http://${address}:${port}`;
  config = {
    bucket: 'media',
    endpoint,
    region: 'eu-central-2',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: 'https://cdn.example.ch/media',
    forcePathStyle: true,
  };
  storage = s3Storage(config);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('the S3 media storage', () => {
  const key = 'machines/12/0b7f3c1e-8d2a-4f57-9c1e-3a5b7d9f1e2c.png';
  const body = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 255, 0, 254]);

  it('stores a file under its key, with its type and a long cache lifetime', async () => {
    await storage.put(key, body, 'image/png');
    const response = await fetch(`${endpoint}/media/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(body);
  });

  it('reads a whole file, and null for a key that does not exist', async () => {
    await storage.put(key, body, 'image/png');
    expect(await storage.get(key)).toEqual(body);
    expect(await storage.get('news/3/never-stored.webp')).toBeNull();
  });

  it('deletes a file', async () => {
    await storage.delete(key);
    expect((await fetch(`${endpoint}/media/${key}`)).status).toBe(404);
  });

  it('deletes a key that does not exist without error', async () => {
    await expect(storage.delete('news/3/never-stored.webp')).resolves.toBeUndefined();
  });

  it('reports a store that refuses the file', async () => {
    const wrongBucket = s3Storage({ ...config, bucket: 'no-such-bucket' });
    await expect(wrongBucket.put(key, body, 'image/png')).rejects.toThrow();
  });

  it('gives the public URL of a key under the configured base', () => {
    expect(storage.publicUrl('news/3/cover.webp')).toBe('https://cdn.example.ch/media/news/3/cover.webp');
  });
});

describe('uploads through the S3 media storage', () => {
  afterAll(() => jest.restoreAllMocks());
  const pendingKey = 'uploads/5d1f3a2e-0c4b-4e8f-9a7d-1b2c3d4e5f60';
  const video = new Uint8Array(Array.from({ length: 2000 }, (_, index) => index % 251));

  it('lets a browser PUT a file to a presigned URL, then reads it by range and by size', async () => {
    const url = await storage.directUploadUrl(pendingKey, 'video/mp4', video.length);
    expect(url).toMatch(new RegExp(`^${endpoint}/media/${pendingKey}\\?.*X-Amz-Signature=`));
    const put = await fetch(url!, { method: 'PUT', body: video, headers: { 'Content-Type': 'video/mp4' } });
    expect(put.status).toBe(200);
    expect(await storage.size(pendingKey)).toBe(video.length);
    expect(await storage.read(pendingKey, 10, 20)).toEqual(video.subarray(10, 20));
    expect(await storage.read(pendingKey, 1990, 3000)).toEqual(video.subarray(1990));
    const streamed = new Uint8Array(await new Response(await storage.stream(pendingKey, 100, 1500)).arrayBuffer());
    expect(streamed).toEqual(video.subarray(100, 1500));
  });

  it('signs the type of a presigned PUT, so that the file cannot be sent as another type', async () => {
    const key = 'uploads/7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const url = new URL((await storage.directUploadUrl(key, 'video/mp4', video.length))!);
    // S3 computes the signature over the headers of X-Amz-SignedHeaders as they arrive: with content-type among
    // them, a PUT of another type (or of none) does not match the signature and is refused with 403. s3rver does
    // not check V4 signatures at all, so the refusal itself cannot be shown here; the signed headers can.
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-type', 'content-length', 'host']),
    );
    const sent = await fetch(url, { method: 'PUT', body: video, headers: { 'Content-Type': 'video/mp4' } });
    expect(sent.status).toBe(200);
    expect(await storage.size(key)).toBe(video.length);
    await storage.delete(key);
  });

  it('moves a file to its final key with its real type and a long cache lifetime', async () => {
    const finalKey = 'machines/12/9a7d1b2c-3d4e-4f60-8c4b-5d1f3a2e0c4b.mp4';
    await storage.move(pendingKey, finalKey, 'video/mp4');
    expect(await storage.size(pendingKey)).toBeNull();
    const response = await fetch(`${endpoint}/media/${finalKey}`);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(video);
  });

  it('stores a stream of exactly the size announced, and refuses a longer one', async () => {
    const streamOf = (bytes: Uint8Array) => new Blob([Buffer.from(bytes)]).stream();
    await storage.putStream(pendingKey, streamOf(video), video.length, 'video/mp4');
    expect(await storage.read(pendingKey, 0, video.length)).toEqual(video);
    // The SDK then warns, a moment later, of the stream it could not retry: expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(storage.putStream('uploads/too-long', streamOf(video), 100, 'video/mp4')).rejects.toThrow();
    expect(await storage.size('uploads/too-long')).toBeNull();
  });
});

describe('the media storage in use', () => {
  const variables = [
    'S3_BUCKET',
    'S3_PUBLIC_URL',
    'S3_ENDPOINT',
    'S3_FORCE_PATH_STYLE',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ] as const;
  const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of variables) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  /** `mediaStorage()` from a fresh copy of the module, which chooses its driver once. */
  async function freshMediaStorage() {
    let storage: MediaStorage | undefined;
    await jest.isolateModulesAsync(async () => {
      storage = (await import('@/server/media/storage')).mediaStorage();
    });
    return storage!;
  }

  it('is the local disk, served by the app, when S3_BUCKET is unset', async () => {
    delete process.env.S3_BUCKET;
    delete process.env.S3_PUBLIC_URL;
    expect((await freshMediaStorage()).publicUrl('news/3/cover.webp')).toBe('/media/news/3/cover.webp');
  });

  it('is the bucket configured by the S3_* variables when S3_BUCKET is set', async () => {
    Object.assign(process.env, {
      S3_BUCKET: 'media',
      S3_PUBLIC_URL: 'https://cdn.example.ch/media/',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const storage = await freshMediaStorage();
    expect(storage.publicUrl('news/3/cover.webp')).toBe('https://cdn.example.ch/media/news/3/cover.webp');
    await storage.put('news/3/cover.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    const response = await fetch(`${endpoint}/media/news/3/cover.webp`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('keeps the sizes of a picture in the bucket, where another instance finds them, and serves them at the app', async () => {
    Object.assign(process.env, {
      S3_BUCKET: 'media',
      S3_PUBLIC_URL: 'https://cdn.example.ch/media',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const key = 'machines/12/5d1c7a0e-2b6f-4c3d-8e9a-0f1b2c3d4e5f.jpg';
    const photo = await photoLikeJpeg(800, 600);
    const accept = 'image/avif,image/webp,*/*';
    /** A fresh instance of the app's media code: nothing in memory, the same bucket. */
    const instance = async () => {
      let modules: [
        typeof import('@/server/media/storage'),
        typeof import('@/server/media/variants'),
        typeof mediaRouteModule,
      ];
      await jest.isolateModulesAsync(async () => {
        modules = [
          await import('@/server/media/storage'),
          await import('@/server/media/variants'),
          await import('@/app/media/[...key]/route'),
        ];
      });
      return modules!;
    };

    const [storage, variants, route] = await instance();
    await storage.mediaStorage().put(key, photo, 'image/jpeg');
    expect(storage.mediaUrl(key)).toBe(`/media/${key}`);
    await variants.pictureVariant(key, 320, accept);
    await variants.makeVariants(key, [320]);
    const made = (await variants.pictureVariant(key, 320, accept))!;
    expect(made).toMatchObject({ format: 'avif', final: true });
    const stored = await fetch(`${endpoint}/media/${variants.variantKey(key, 320, made.format)}`);
    expect(stored.headers.get('content-type')).toBe(made.type);
    expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(made.bytes);

    const [other, otherVariants, otherRoute] = await instance();
    const put = jest.spyOn(other.mediaStorage(), 'put');
    expect((await otherVariants.pictureVariant(key, 320, accept))!.bytes).toEqual(made.bytes);
    expect(put).not.toHaveBeenCalled();

    const params = { params: Promise.resolve({ key: key.split('/') }) };
    const sized = await otherRoute.GET(new Request(`${origin}/media/${key}?w=320`, { headers: { accept } }), params);
    expect(sized.status).toBe(200);
    expect(sized.headers.get('vary')).toBe('Accept');
    expect(new Uint8Array(await sized.arrayBuffer())).toEqual(made.bytes);
    // The file itself is the bucket's.
    const original = await route.GET(new Request(`${origin}/media/${key}`), params);
    expect(original.status).toBe(307);
    expect(original.headers.get('location')).toBe(`https://cdn.example.ch/media/${key}`);

    await storage.removeFiles([key]);
    expect(await storage.mediaStorage().list((await import('@/server/media/types')).variantFolder(key))).toEqual([]);
  });
});

describe('a new media key', () => {
  it('is a fresh, valid key in the folder, with the extension', async () => {
    const { isValidMediaKey, newMediaKey } = await import('@/server/media/types');
    const first = newMediaKey('machines/12', 'webp');
    expect(first).toMatch(/^machines\/12\/[0-9a-f-]{36}\.webp$/);
    expect(isValidMediaKey(first)).toBe(true);
    expect(newMediaKey('machines/12', 'webp')).not.toBe(first);
  });

  it('refuses a folder or an extension that would make an invalid key', async () => {
    const { newMediaKey } = await import('@/server/media/types');
    expect(() => newMediaKey('../etc', 'png')).toThrow();
    expect(() => newMediaKey('news/3', 'svg')).toThrow();
  });
});
