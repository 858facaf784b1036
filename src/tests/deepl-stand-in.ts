/**
 * A local HTTP server that answers like DeepL's API v2 (`POST /v2/translate`), for the tests of suggested
 * translations: no network. It translates by prefixing each text with its target (`[DE] text`; German with a ß and
 * French with a question mark, to show the house style), or answers what the test queued: an error status with its headers, or
 * a delay longer than the client's timeout. It records every request it received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  authorization: string | undefined;
  body: { text: string[]; source_lang: string; target_lang: string; formality?: string };
}

type Answer = { status: number; headers?: Record<string, string>; delayMs?: number };

export interface DeepLStandIn {
  url: string;
  requests: ReceivedRequest[];
  /** The next answers, in order, before it translates again. */
  queue: (...answers: Answer[]) => void;
  /** Answers every request with this from now on (until `reset`). */
  always: (answer: Answer) => void;
  reset: () => void;
  close: () => Promise<void>;
}

export async function startDeepLStandIn(key = 'test-key'): Promise<DeepLStandIn> {
  const requests: ReceivedRequest[] = [];
  let queued: Answer[] = [];
  let standing: Answer | null = null;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as ReceivedRequest['body'];
      requests.push({ authorization: request.headers.authorization, body });
      const answer = queued.shift() ?? standing;
      const send = () => {
        if (request.url !== '/v2/translate' || request.method !== 'POST') {
          response.writeHead(404).end();
        } else if (request.headers.authorization !== `DeepL-Auth-Key ${key}`) {
          response.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Forbidden"}');
        } else if (answer && answer.status !== 200) {
          response
            .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
            .end('{"message":"error"}');
        } else {
          const target = body.target_lang;
          const translations = body.text.map((text) => ({
            detected_source_language: body.source_lang,
            text: target === 'DE' ? `[DE] ${text} (Maß)` : target === 'FR' ? `[FR] ${text} ?` : `[${target}] ${text}`,
          }));
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translations }));
        }
      };
      if (answer?.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue: (...answers) => queued.push(...answers),
    always: (answer) => (standing = answer),
    reset: () => {
      requests.length = 0;
      queued = [];
      standing = null;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
