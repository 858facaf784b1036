/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { cleanStop } from './clean-stop.mjs';

/** A server whose answers wait until the test lets them go; and what happened, in order. */
async function serverWithSlowAnswers() {
  const events: string[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    events.push(`request ${request.url}`);
    waiting.push(() => {
      response.end(`answer ${request.url}`);
      events.push(`answered ${request.url}`);
    });
  });
  // As scripts/server.mjs: a connection may idle a minute between requests, longer than any test waits.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, events, waiting };
}

async function waitFor(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 300) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a clean stop', () => {
  it('answers the request in flight, refuses new connections, then closes the database, in that order', async () => {
    const { server, port, events, waiting } = await serverWithSlowAnswers();
    // The deadline is far: this stop must not need it.
    const stop = cleanStop(server, {
      deadlineMs: 60_000,
      beforeExit: async () => {
        events.push('database closed');
      },
    });
    // An idle connection kept open by a client (a reverse proxy) must not hold the stop.
    const idle = new http.Agent({ keepAlive: true });
    const warmUp = fetchText(port, '/warm-up', idle);
    await waitFor(() => waiting.length === 1);
    waiting.shift()!();
    expect(await warmUp).toBe('answer /warm-up');

    // Kept alive after its answer: the stop closes it then, not a minute later.
    const inFlight = fetchText(port, '/form', idle);
    await waitFor(() => events.includes('request /form'));
    const cut = jest.spyOn(console, 'error').mockImplementation(() => {});
    const stopped = stop();
    // Asking twice is the same stop.
    expect(stop()).toBe(stopped);
    await expect(fetchText(port, '/after')).rejects.toThrow();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).not.toContain('database closed');
    waiting.shift()!();
    expect(await inFlight).toBe('answer /form');
    await stopped;
    expect(events).toEqual([
      'request /warm-up',
      'answered /warm-up',
      'request /form',
      'answered /form',
      'database closed',
    ]);
    // Nothing was cut: the kept-alive connection was closed once its answer had gone (else this test hangs).
    expect(cut).not.toHaveBeenCalled();
    cut.mockRestore();
    idle.destroy();
  }, 5_000);

  it('cuts what is still open at the deadline, and closes the database all the same', async () => {
    const { server, port, events } = await serverWithSlowAnswers();
    const stop = cleanStop(server, { deadlineMs: 200, beforeExit: async () => void events.push('database closed') });
    const hanging = fetchText(port, '/never').catch(() => 'cut');
    await waitFor(() => events.includes('request /never'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await stop();
    expect(await hanging).toBe('cut');
    expect(events).toEqual(['request /never', 'database closed']);
    expect(error).toHaveBeenCalledWith('Requests still open after 0.2 s were cut.');
    error.mockRestore();
  });
});

function fetchText(port: number, path: string, agent?: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
