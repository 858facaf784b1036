/**
 * Requests that scripts/server.mjs answers itself, before Next.js sees them: a path that does not decode (a `%`
 * not followed by two hex digits, or bytes that are not UTF-8) would make Next.js fail with a 500 before any of
 * the app's code runs, and a path with an encoded NUL names no file or page. Both are the client's mistake: 400.
 * Plain JavaScript, because the server loads it as it is.
 */

export const malformedUrlBody = JSON.stringify({ detail: 'Malformed URL' });

/** The path of a request target: `/path` of `/path?query`, or of `http://host/path` (absolute form). */
function pathOf(target) {
  const withoutOrigin = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return withoutOrigin.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Whether the path of a request target (`request.url`) cannot be answered: it does not percent-decode, or it
 * contains a NUL once decoded.
 * @param {string} target
 */
export function isMalformedPath(target) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathOf(target));
  } catch (error) {
    if (error instanceof URIError) return true;
    throw error;
  }
  return decoded.includes('\0');
}

/**
 * Answers 400 `{"detail":"Malformed URL"}` when the request's path is malformed, and says whether it did.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Record<string, string>} [headers] further headers of the answer
 */
export function refuseMalformedPath(request, response, headers = {}) {
  if (!isMalformedPath(request.url ?? '/')) return false;
  response.writeHead(400, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(malformedUrlBody),
    'Cache-Control': 'no-store',
  });
  response.end(malformedUrlBody);
  return true;
}
