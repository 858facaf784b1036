import * as collection from '@/app/api/category/route';
import * as item from '@/app/api/category/[id]/route';

import type { DatabaseHandle } from '@/server/db/client';
import { adminCookie, call } from './api';
import { createTestDatabase } from './database';
import { revalidatedTags } from './next-cache';

const names = { name_en: 'Presses', name_fr: 'Presses FR', name_de: 'Pressen', name_it: 'Presse', name_es: 'Prensas' };

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  cookie = await adminCookie();
});
afterAll(() => handle.close());

describe('POST /api/category', () => {
  it('creates a category from five names and answers it, with priority 0', async () => {
    const response = await call(collection.POST, 'POST', '/api/category?lang=de', { cookie, body: names });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: expect.any(Number), name: 'Pressen', ...names, priority: 0, version: 1 });
    expect(revalidatedTags).toContain('categories');
  });

  it('puts a new category after the others, unless given a priority', async () => {
    const last = (await call(collection.POST, 'POST', '/api/category', { cookie, body: { ...names, priority: 7 } }))
      .json;
    const next = await call(collection.POST, 'POST', '/api/category', { cookie, body: names });
    expect(next.json.priority).toBe(last.priority + 1);
  });

  it('refuses without a session', async () => {
    const response = await call(collection.POST, 'POST', '/api/category', { body: names });
    expect(response.status).toBe(401);
    expect(response.json.detail).toEqual(expect.any(String));
  });

  it('refuses a blank name, naming it, and creates nothing', async () => {
    const before = (await call(collection.GET, 'GET', '/api/category')).json.length;
    const response = await call(collection.POST, 'POST', '/api/category', {
      cookie,
      body: { ...names, name_it: '   ' },
    });
    expect(response.status).toBe(422);
    expect(response.json.fields).toEqual({ name_it: 'Required' });
    expect((await call(collection.GET, 'GET', '/api/category')).json).toHaveLength(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await call(collection.POST, 'POST', '/api/category', { cookie, rawBody: '{"name_en": ' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ detail: 'The body is not valid JSON.' });
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await call(collection.POST, 'POST', '/api/category', {
      cookie,
      body: { ...names, name_en: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it('refuses a write from another site even with a valid session', async () => {
    const response = await call(collection.POST, 'POST', '/api/category', {
      cookie,
      body: names,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/category', () => {
  it('lists by priority then id, in the language asked for, with the five names', async () => {
    await call(collection.POST, 'POST', '/api/category', {
      cookie,
      body: { ...names, name_fr: 'Découpe', priority: -1 },
    });
    const response = await call(collection.GET, 'GET', '/api/category', { headers: { 'accept-language': 'fr-CH' } });
    expect(response.status).toBe(200);
    expect(response.json[0]).toMatchObject({ name: 'Découpe', priority: -1, name_de: 'Pressen' });
    const priorities = response.json.map((category: { priority: number }) => category.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });
});

describe('PATCH and DELETE /api/category/{id}', () => {
  it('changes one field and keeps the others', async () => {
    const created = (await call(collection.POST, 'POST', '/api/category', { cookie, body: names })).json;
    const response = await call(item.PATCH, 'PATCH', `/api/category/${created.id}?lang=en`, {
      cookie,
      body: { name_en: 'Hydraulic presses' },
      params: { id: String(created.id) },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ name: 'Hydraulic presses', name_de: 'Pressen' });
  });

  it('refuses a blank priority instead of taking it as 0', async () => {
    const created = (await call(collection.POST, 'POST', '/api/category', { cookie, body: names })).json;
    const response = await call(item.PATCH, 'PATCH', `/api/category/${created.id}`, {
      cookie,
      body: { priority: ' ' },
      params: { id: String(created.id) },
    });
    expect(response.status).toBe(422);
    expect(response.json.fields).toHaveProperty('priority');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const response = await call(item.PATCH, 'PATCH', `/api/category/${id}`, {
        cookie,
        body: { priority: 2 },
        params: { id },
      });
      expect(response.status).toBe(404);
    }
  });

  it('deletes with 204, then answers 404', async () => {
    const created = (await call(collection.POST, 'POST', '/api/category', { cookie, body: names })).json;
    const params = { id: String(created.id) };
    expect((await call(item.DELETE, 'DELETE', `/api/category/${created.id}`, { cookie, params })).status).toBe(204);
    expect((await call(item.DELETE, 'DELETE', `/api/category/${created.id}`, { cookie, params })).status).toBe(404);
  });

  it('refuses to delete without a session', async () => {
    const created = (await call(collection.POST, 'POST', '/api/category', { cookie, body: names })).json;
    const response = await call(item.DELETE, 'DELETE', `/api/category/${created.id}`, {
      params: { id: String(created.id) },
    });
    expect(response.status).toBe(401);
  });
});
