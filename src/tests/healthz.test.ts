import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// @ts-expect-error s3rver ships without type declarations; the little used here is typed below.
import S3rverUntyped from 's3rver';

import * as healthz from '@/app/healthz/route';

import { installDatabaseHandle } from '@/server/db';
import type { Database, DatabaseHandle } from '@/server/db/client';
import { checkHealth } from '@/server/health';
import { localDiskStorage } from '@/server/media/local-disk';
import { s3Storage } from '@/server/media/s3';
import { call } from './api';
import { createTestDatabase } from './database';

const S3rver = S3rverUntyped as new (options: Record<string, unknown>) => {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
afterEach(() => installDatabaseHandle(handle));

// Each failure is logged by design; the tests below fail things on purpose.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** A database whose every query fails, as when the server went away. */
const brokenDatabase = {
  execute: () => Promise.reject(new Error('connection refused')),
} as unknown as Database;

/** A database that never answers. */
const hangingDatabase = { execute: () => new Promise(() => {}) } as unknown as Database;

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"}, never cached, when the database and the media folder answer', async () => {
    const started = Date.now();
    const response = await call(healthz.GET, 'GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers 503 naming the database when it fails, still never cached', async () => {
    installDatabaseHandle({ ...handle, db: brokenDatabase });
    const response = await call(healthz.GET, 'GET', '/healthz');
    expect(response.status).toBe(503);
    expect(response.json).toEqual({ status: 'unavailable', failing: ['database'] });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('checkHealth', () => {
  const folders: string[] = [];
  const temporaryFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  it('gives up on a database that does not answer, within its time limit', async () => {
    const started = Date.now();
    const health = await checkHealth({ database: async () => hangingDatabase, timeoutMs: 200 });
    expect(health).toEqual({ ok: false, failing: ['database'] });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('creates a missing media folder, and fails when the media folder is not a folder', async () => {
    const root = temporaryFolder();
    const missing = path.join(root, 'media');
    expect(await checkHealth({ storage: () => localDiskStorage(missing) })).toEqual({ ok: true, failing: [] });
    expect(fs.statSync(missing).isDirectory()).toBe(true);

    const file = path.join(root, 'not-a-folder');
    fs.writeFileSync(file, '');
    expect(await checkHealth({ storage: () => localDiskStorage(file) })).toEqual({ ok: false, failing: ['storage'] });
  });

  it('asks the bucket with a HEAD: ok when it exists, failing when it does not or the store is down', async () => {
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: temporaryFolder(),
      configureBuckets: [{ name: 'media' }],
    });
    const { address, port } = await server.run();
    const config = {
      bucket: 'media',
      endpoint: `http://${address}:${port}`,
      region: 'eu-central-2',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: 'https://cdn.example.ch/media',
      forcePathStyle: true,
    };
    try {
      expect(await checkHealth({ storage: () => s3Storage(config) })).toEqual({ ok: true, failing: [] });
      expect(await checkHealth({ storage: () => s3Storage({ ...config, bucket: 'no-such-bucket' }) })).toEqual({
        ok: false,
        failing: ['storage'],
      });
    } finally {
      await server.close();
    }
    const down = await checkHealth({ storage: () => s3Storage(config), timeoutMs: 1000 });
    expect(down).toEqual({ ok: false, failing: ['storage'] });
  });
});
