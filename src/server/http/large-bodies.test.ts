/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { isLargeBody, largeBodyGate, largeBodyThreshold } from './large-bodies.mjs';

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers }) as unknown as http.IncomingMessage;
const large = { 'content-length': String(largeBodyThreshold + 1) };

describe('a large body', () => {
  it.each([
    ['POST', '/fr/contact', large],
    ['POST', '/admin/machine/3', large],
    ['POST', '/api/contact', large],
    ['POST', '/de/demande-de-devis', { 'transfer-encoding': 'chunked' }],
  ])('is %s %s', (method, url, headers) => {
    expect(isLargeBody(request(method, url, headers))).toBe(true);
  });

  it.each([
    ['POST', '/fr/contact', { 'content-length': String(largeBodyThreshold) }],
    ['GET', '/fr/contact', large],
    // The other API routes read within their own limits, or stream (uploads).
    ['POST', '/api/uploads', large],
    ['PUT', '/api/uploads/abc', { 'transfer-encoding': 'chunked' }],
    ['POST', '/fr/contact', {}],
  ])('is not %s %s', (method, url, headers) => {
    expect(isLargeBody(request(method, url, headers))).toBe(false);
  });
});

describe('a server gated by largeBodyGate', () => {
  let server: http.Server;
  let port: number;
  const gate = largeBodyGate(2);
  const waiting: (() => void)[] = [];
  beforeAll(async () => {
    server = http.createServer((incoming, response) => {
      if (!gate.admit(incoming, response, { 'X-Frame-Options': 'DENY' })) return;
      // Each admitted request is held until the test lets it go.
      incoming.resume();
      waiting.push(() => response.end('ok'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (path: string, size: number) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body: new Uint8Array(size) });

  it('takes two large bodies at once, refuses a third with 503, and takes one again once one has ended', async () => {
    const first = post('/fr/contact', largeBodyThreshold + 10);
    const second = post('/api/contact', largeBodyThreshold + 10);
    await waitFor(() => waiting.length === 2);
    expect(gate.inFlight).toBe(2);

    const refused = await post('/fr/contact', largeBodyThreshold + 10);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
    expect(await refused.text()).toBe('Too many large requests at once. Please try again in a moment.');
    const refusedApi = await post('/api/contact', largeBodyThreshold + 10);
    expect(await refusedApi.json()).toEqual({ detail: expect.stringContaining('Too many large requests') });

    // A small body is never held back.
    const small = post('/fr/contact', 100);
    await waitFor(() => waiting.length === 3);

    waiting.splice(0).forEach((end) => end());
    expect((await Promise.all([first, second, small])).map((answer) => answer.status)).toEqual([200, 200, 200]);
    await waitFor(() => gate.inFlight === 0);
    const again = post('/fr/contact', largeBodyThreshold + 10);
    await waitFor(() => waiting.length === 1);
    waiting.splice(0).forEach((end) => end());
    expect((await again).status).toBe(200);
  });
});

async function waitFor(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
