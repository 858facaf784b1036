/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { isMalformedPath, refuseMalformedPath } from './request-guard.mjs';

describe('a malformed path', () => {
  it.each([
    '/api/machine/%',
    '/fr/machine/%zz',
    '/media/%',
    '/media/%E0%A4%A',
    // Not UTF-8 once decoded.
    '/fr/machine/%C0%AF',
    '/fr/machine/%FF',
    '/api/machine/1%00.png',
    '/api/machine/1%00',
    '/%00',
    'http://example.ch/api/machine/%',
  ])('is %s', (target) => {
    expect(isMalformedPath(target)).toBe(true);
  });

  it.each([
    '/',
    '/fr/machine/12',
    '/fr/r%26d',
    '/de/actualites/3?lang=de',
    // Only the path counts: the query is the app's to parse.
    '/api/machine?lang=%',
    '/fr/machine/%C3%A9t%C3%A9',
    // An escaped percent sign and an escaped `%00` are well-formed text.
    '/media/100%25',
    '/media/%2500',
    'http://example.ch/fr/contact?x=%00',
    '*',
  ])('is not %s', (target) => {
    expect(isMalformedPath(target)).toBe(false);
  });
});

describe('a server guarded by refuseMalformedPath', () => {
  let server: http.Server;
  let port: number;
  const passedOn: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (refuseMalformedPath(request, response, { 'X-Frame-Options': 'DENY' })) return;
      passedOn.push(request.url!);
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Sends `path` exactly as written: fetch() would normalise it. */
  const get = (path: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end(method === 'POST' ? '{"name":"x"}' : undefined);
    });

  it('answers 400 in JSON, with the headers given, and never passes the request on', async () => {
    for (const path of ['/api/machine/%', '/fr/machine/%zz', '/media/%', '/media/a%00.png']) {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toBe('application/json');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(JSON.parse(response.body)).toEqual({ detail: 'Malformed URL' });
    }
    expect((await get('/api/machine/%', 'POST')).status).toBe(400);
    expect(passedOn).toEqual([]);
  });

  it('passes a well-formed path on untouched', async () => {
    const response = await get('/fr/machine/%C3%A9?lang=%');
    expect(response).toMatchObject({ status: 200, body: 'ok' });
    expect(passedOn).toEqual(['/fr/machine/%C3%A9?lang=%']);
  });
});
