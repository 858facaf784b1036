/**
 * The error document of a public page that fails on the server. React runs no error boundary on the server, so when
 * a page throws there (its database unreachable, say), Next.js answers 500 with an empty document that shows the
 * error screen only once JavaScript has run: a blank page for a crawler, a screen reader before hydration or a
 * visitor whose script failed. scripts/server.mjs therefore answers such a failure with the error page of the
 * path's language (src/app/(site)/[locale]/erreur), rendered at build time: the site's header and footer, the
 * translated message, a way to try again and a way home, whatever failed. The status stays 500, and the headers
 * Next.js set (no caching, the Content-Security-Policy) stay. Plain JavaScript, because the server loads it as it
 * is.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The languages of the site (src/i18n/locales.ts), which this file cannot import. */
export const errorDocumentLocales = ['en', 'fr', 'de', 'it', 'es'];

/**
 * Where the build writes the page `name` of `locale`: `erreur`, the error document, or `introuvable`, the
 * not-found document of the route handlers (src/app/(site)/[locale]/introuvable).
 */
export const errorDocumentFile = (root, locale, name = 'erreur') =>
  path.join(root, '.next', 'server', 'app', locale, `${name}.html`);

/**
 * The documents `name` of the build in `root`, by language; a language whose document is missing is left out (its
 * failures keep Next.js's own answer).
 * @param {string} root
 * @param {'erreur' | 'introuvable'} [name]
 * @returns {Record<string, string>}
 */
export function readErrorDocuments(root, name = 'erreur') {
  const documents = {};
  for (const locale of errorDocumentLocales) {
    try {
      documents[locale] = fs.readFileSync(errorDocumentFile(root, locale, name), 'utf8');
    } catch (error) {
      if (error?.code !== 'ENOENT') throw error;
    }
  }
  return documents;
}

/**
 * The language of a public page's request target and the rest of its path (`/de/machine/3?x` is `de` and
 * `/machine/3`), or undefined for anything else.
 */
export function sitePageOf(target) {
  const [path = ''] = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1);
  const [, locale, ...rest] = path.split('/');
  return errorDocumentLocales.includes(locale) ? { locale, rest: rest.length ? `/${rest.join('/')}` : '' } : undefined;
}

const escapeAttribute = (value) => value.replace(/[&"<>]/g, (character) => `&#${character.codePointAt(0)};`);

/**
 * The document of `page`'s language, its language links leading to the page asked for in each language (the
 * document was rendered at `/{locale}/{name}`, and the links are written as such).
 */
export function errorDocumentFor(documents, page, name = 'erreur') {
  const document = documents[page.locale];
  if (document === undefined) return undefined;
  return errorDocumentLocales.reduce(
    (html, locale) =>
      html.replaceAll(`href="/${locale}/${name}"`, `href="${escapeAttribute(`/${locale}${page.rest}`)}"`),
    document,
  );
}

/** The value of header `name` in the headers given to `writeHead` (an object or a flat array) or already set. */
function headerOf(response, headers, name) {
  if (Array.isArray(headers)) {
    for (let index = 0; index < headers.length; index += 2)
      if (String(headers[index]).toLowerCase() === name) return String(headers[index + 1]);
  } else if (headers) {
    for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return String(value);
  }
  return String(response.getHeader(name) ?? '');
}

/** The headers given to `writeHead` without those that describe the body it no longer sends. */
function withoutBodyHeaders(headers) {
  const dropped = new Set(['content-length', 'content-encoding', 'etag', 'transfer-encoding']);
  if (Array.isArray(headers))
    return headers.filter((_, index, all) => !dropped.has(String(all[index - (index % 2)]).toLowerCase()));
  if (headers) return Object.fromEntries(Object.entries(headers).filter(([key]) => !dropped.has(key.toLowerCase())));
  return headers;
}

/**
 * Makes `response` carry the error document of the request's language in place of the HTML of a failure (status
 * 500 or more) of a public page, asked for by GET or HEAD. Everything Next.js writes after that is dropped. The
 * check happens when the status is written (`writeHead`, which Node.js also calls for the first write), inside any
 * compression Next.js adds, so the document goes out as it is.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Record<string, string>} documents
 */
export function answerFailuresWithErrorDocument(request, response, documents) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const page = sitePageOf(request.url ?? '/');
  // Only the built document of the language: the replacement below is made once there is a failure.
  if (!page || documents[page.locale] === undefined) return;
  const { writeHead, write, end } = response;
  let replaced = false;
  const failed = (statusCode, headers) =>
    statusCode >= 500 && headerOf(response, headers, 'content-type').startsWith('text/html');
  // A first write or an `end` writes the status: decided here first, so that the body Next.js passes is not sent
  // after the document.
  const decideBeforeBody = () => {
    if (!replaced && !response.headersSent && failed(response.statusCode)) response.writeHead(response.statusCode);
  };

  response.writeHead = function (statusCode, ...rest) {
    const headers = typeof rest.at(-1) === 'object' ? rest.pop() : undefined;
    if (replaced || !failed(statusCode, headers))
      return writeHead.call(this, statusCode, ...rest, ...(headers ? [headers] : []));
    replaced = true;
    const document = Buffer.from(errorDocumentFor(documents, page));
    for (const name of ['content-length', 'content-encoding', 'etag', 'transfer-encoding']) this.removeHeader(name);
    this.setHeader('Content-Length', document.length);
    this.setHeader('Content-Type', 'text/html; charset=utf-8');
    writeHead.call(this, statusCode, ...rest, ...(headers ? [withoutBodyHeaders(headers)] : []));
    if (request.method === 'GET') write.call(this, document);
    return this;
  };
  response.write = function (chunk, encoding, callback) {
    decideBeforeBody();
    if (!replaced) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function (chunk, encoding, callback) {
    decideBeforeBody();
    if (!replaced) return end.call(this, chunk, encoding, callback);
    return end.call(
      this,
      [chunk, encoding, callback].find((argument) => typeof argument === 'function'),
    );
  };
}
