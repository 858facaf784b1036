/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import { answerFailuresWithErrorDocument, errorDocumentFor, sitePageOf } from './error-document.mjs';

// What the build writes: each language's error page, its language links at `/{locale}/erreur`.
const documentOf = (locale: string) =>
  `<!DOCTYPE html><html lang="${locale}"><body><a href="/en/erreur" hreflang="en">English</a>` +
  `<a href="/de/erreur" hreflang="de">Deutsch</a><h1>error in ${locale}</h1><a href="/${locale}">home</a></body></html>`;
const documents = { de: documentOf('de'), fr: documentOf('fr') };

describe('the page a request target names', () => {
  it.each([
    ['/de/machine/3?x=1', { locale: 'de', rest: '/machine/3' }],
    ['/fr', { locale: 'fr', rest: '' }],
    ['/fr/', { locale: 'fr', rest: '/' }],
    ['/it/r%26d#top', { locale: 'it', rest: '/r%26d' }],
    ['http://example.ch/es/contact', { locale: 'es', rest: '/contact' }],
  ])('%s is a public page', (target, page) => {
    expect(sitePageOf(target)).toEqual(page);
  });

  it.each(['/', '/admin/machine', '/api/machine', '/media/a.png', '/_next/static/x.js', '/xx/machine/1', '/dex'])(
    '%s is not',
    (target) => {
      expect(sitePageOf(target)).toBeUndefined();
    },
  );
});

describe('the error document of a page', () => {
  it('leads its language links to the page that failed, in each language', () => {
    const html = errorDocumentFor(documents, { locale: 'de', rest: '/machine/3' })!;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('href="/en/machine/3" hreflang="en"');
    expect(html).toContain('href="/de/machine/3" hreflang="de"');
    expect(html).not.toContain('/erreur');
    // The home link is no language link.
    expect(html).toContain('<a href="/de">home</a>');
  });

  it('escapes what the path brings into the attribute', () => {
    const html = errorDocumentFor(documents, { locale: 'fr', rest: '/a"><script>&' })!;
    expect(html).toContain('href="/en/a&#34;&#62;&#60;script&#62;&#38;"');
    expect(html).not.toContain('<script>');
  });

  it('leads the not-found document’s links the same way, from where it was rendered', () => {
    const notFound = { fr: documents.de!.replaceAll('/erreur', '/introuvable') };
    const html = errorDocumentFor(notFound, { locale: 'fr', rest: '/machine/9/datasheet.pdf' }, 'introuvable')!;
    expect(html).toContain('href="/de/machine/9/datasheet.pdf" hreflang="de"');
    expect(html).not.toContain('/introuvable');
  });

  it('is missing for a language the build has none for', () => {
    expect(errorDocumentFor(documents, { locale: 'it', rest: '' })).toBeUndefined();
  });
});

describe('a server that answers failures with the error document', () => {
  let server: http.Server;
  let port: number;
  /** What the app behind answers, by path: how Next.js writes its answers, in the ways it can. */
  const answers: Record<string, (response: http.ServerResponse) => void> = {
    '/de/machine/1': (response) => {
      response.statusCode = 500;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      response.write('<html id="__next_error__">');
      response.end('</html>');
    },
    '/fr/actualites/2': (response) => {
      const body = gzipSync('<html id="__next_error__"></html>');
      response.writeHead(500, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
      });
      response.end(body);
    },
    '/de/contact': (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<html lang="de">the page</html>');
    },
    '/de/machine/2': (response) => {
      response.statusCode = 500;
      response.setHeader('Content-Type', 'text/x-component');
      response.end('0:E{"digest":"1"}');
    },
    '/api/machine': (response) => {
      response.writeHead(500, { 'Content-Type': 'text/html' });
      response.end('api failure');
    },
    '/it/machine/1': (response) => {
      response.writeHead(500, { 'Content-Type': 'text/html' });
      response.end('no document for it');
    },
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      answerFailuresWithErrorDocument(request, response, documents);
      answers[request.url!.split('?')[0]!]!(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (path: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });

  it('answers a failed page with the document of its language, status 500, the other headers kept', async () => {
    const response = await send('/de/machine/1?ref=x');
    expect(response.status).toBe(500);
    expect(response.body).toBe(errorDocumentFor(documents, { locale: 'de', rest: '/machine/1' }));
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)));
    expect(response.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  });

  it('replaces a compressed failure with the document as it is', async () => {
    const response = await send('/fr/actualites/2');
    expect(response.status).toBe(500);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('href="/de/actualites/2"');
  });

  it('answers HEAD with the status and no body', async () => {
    const response = await send('/de/machine/1', 'HEAD');
    expect(response.status).toBe(500);
    expect(response.body).toBe('');
  });

  it('leaves everything else as the app wrote it', async () => {
    expect(await send('/de/contact')).toMatchObject({ status: 200, body: '<html lang="de">the page</html>' });
    // A navigation's payload: the browser shows its own error screen (error.tsx).
    expect(await send('/de/machine/2')).toMatchObject({ status: 500, body: '0:E{"digest":"1"}' });
    expect(await send('/api/machine')).toMatchObject({ status: 500, body: 'api failure' });
    expect(await send('/it/machine/1')).toMatchObject({ status: 500, body: 'no document for it' });
    expect(await send('/de/machine/1', 'POST')).toMatchObject({
      status: 500,
      body: '<html id="__next_error__"></html>',
    });
  });
});
