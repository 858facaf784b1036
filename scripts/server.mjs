/**
 * The production server: Next.js behind a plain Node HTTP server, so that the socket's address reaches the app.
 * Next.js itself only passes X-Forwarded-For on, which any client can write; `x-client-address` is always
 * overwritten here. A path that does not decode is answered 400 here, since Next.js would answer it 500
 * (src/server/http/request-guard.mjs), and large bodies are taken a few at a time (src/server/http/large-bodies.mjs). Started by `npm start` (scripts/start.ts) after the build check.
 */
import http from 'node:http';
import path from 'node:path';

import next from 'next';

import { abandonBackups, cleanStop, closeAppDatabase } from '../src/server/http/clean-stop.mjs';
import { answerFailuresWithErrorDocument, readErrorDocuments } from '../src/server/http/error-document.mjs';
import { largeBodyGate } from '../src/server/http/large-bodies.mjs';
import { nextHostname } from '../src/server/http/next-hostname.mjs';
import { isPreviewTarget, previewCacheControl } from '../src/server/http/preview-caching.mjs';
import { refuseMalformedPath } from '../src/server/http/request-guard.mjs';
import { securityHeadersFor } from '../src/server/http/security-headers.mjs';

// Before anything is written: what this process creates is its owner's only, the embedded database's files above
// all, which PGlite writes itself (src/server/data-dir.ts).
process.umask(0o077);

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';

// Tells the app that `x-client-address` below is the socket's (src/server/http/client-address.ts).
globalThis[Symbol.for('jorat.clientAddressFromSocket')] = true;

// Next.js must see its own origin in a rewrite (src/server/http/next-hostname.mjs).
const app = next({ dev: false, dir: root, hostname: nextHostname(hostname), port });
await app.prepare();
const handle = app.getRequestHandler();
// A public page that fails on the server is answered with the error page of its language, rendered at build time.
const errorDocuments = readErrorDocuments(root);

/**
 * Next.js marks a page cached until revalidated on demand as fresh for a year (`s-maxage=31536000`). A shared
 * cache in front (a reverse proxy or CDN, there because it serves pages far faster than Next.js can) would then
 * never see an edit. It may keep such a page one second, and serve it as it was for up to a minute while one
 * request asks again: under load every page is served from that cache while each instance renders it about once a
 * second, and an edit shows within about two seconds (deploy/nginx.conf.template honours this header as it is).
 * Browsers always ask.
 */
const onDemandPage = 's-maxage=31536000';
const sharedCachePolicy = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59';

/**
 * nginx counts a cached page's life in whole seconds, so `s-maxage=1` alone keeps it one to two seconds. nginx's own
 * header (which it never passes on) keeps it to the end of the current second instead: under load an instance
 * renders the page once a second, and an edit is served within a second and a render.
 */
const untilEndOfSecond = () => `@${Math.floor(Date.now() / 1000)}`;

function briefSharedCaching(request, response) {
  // A preview link's answer is kept by no cache (src/server/http/preview-caching.mjs).
  const preview = isPreviewTarget(request.url ?? '');
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'cache-control') return setHeader(name, value);
    if (preview) return setHeader(name, previewCacheControl);
    if (value !== onDemandPage) return setHeader(name, value);
    setHeader('X-Accel-Expires', untilEndOfSecond());
    return setHeader(name, sharedCachePolicy);
  };
}

// A visitor's files: a few large bodies at a time (src/server/http/large-bodies.mjs).
const largeBodies = largeBodyGate();

const server = http.createServer((request, response) => {
  if (refuseMalformedPath(request, response, securityHeadersFor(request))) return;
  if (!largeBodies.admit(request, response, securityHeadersFor(request))) return;
  request.headers['x-client-address'] = request.socket.remoteAddress ?? '';
  briefSharedCaching(request, response);
  answerFailuresWithErrorDocument(request, response, errorDocuments);
  handle(request, response).catch((error) => {
    console.error('Unhandled error while answering a request:', error);
    if (!response.headersSent) {
      response.writeHead(500, { ...securityHeadersFor(request), 'Content-Type': 'application/json' });
    }
    response.end('{"detail":"Internal server error"}');
  });
});

/**
 * A client that keeps its connection open (the reverse proxy, which keeps up to a minute's idle connections to each
 * instance; an API client) must be the one that closes it. Were the server first (Node.js's default is 5 s), a
 * request sent on a connection at the moment it closes would be lost: a 502 for a visitor's form behind nginx, which
 * does not send a POST again.
 */
server.keepAliveTimeout = 75_000;
server.headersTimeout = 76_000;

server.listen(port, hostname, () => console.log(`Listening on http://${hostname}:${port}`));

// A stop lets the requests in flight be answered, abandons a backup in progress, then closes the database
// (src/server/http/clean-stop.mjs).
const stop = cleanStop(server, {
  beforeExit: async () => {
    await abandonBackups();
    await closeAppDatabase();
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    void stop().then(() => process.exit(0));
  });
}
