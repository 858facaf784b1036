/**
 * How many large bodies the server takes in at once. A visitor's request may carry up to 20 MB of files
 * (contact/attachments.ts), which Next.js (a server action's form) or the contact route (base64 in JSON) holds in
 * memory while it is read and checked, and anyone may send one without signing in. So the bodies over 1 MB, or of
 * an undeclared length, of the calls that take them so (the pages' server actions, the back office's, and
 * POST /api/contact) are taken at most a few at a time per instance, and the next one is refused at once with 503
 * and Retry-After: what an anonymous sender can make an instance hold stays bounded, whatever they send. The other
 * API routes read their bodies within their own limits, or stream them (uploads). Plain JavaScript, because the
 * server loads it as it is.
 */

/** Bodies up to this size are not counted: every ordinary form and call. */
export const largeBodyThreshold = 1024 * 1024;

/** Large bodies taken in at once by one instance. */
export const maxLargeBodies = 4;

const busyBody = 'Too many large requests at once. Please try again in a moment.';

/**
 * Whether a request's body counts as large: a method with a body, to a path that is not under `/api/` (but for
 * `/api/contact`), declared over the threshold or sent without a declared length.
 * @param {import('node:http').IncomingMessage} request
 */
export function isLargeBody(request) {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const path = (request.url ?? '/').split('?', 1)[0];
  if (path.startsWith('/api/') && path !== '/api/contact') return false;
  const declared = request.headers['content-length'];
  if (declared === undefined) return request.headers['transfer-encoding'] !== undefined;
  return Number(declared) > largeBodyThreshold;
}

/**
 * A gate that lets at most `limit` large bodies in at once: `admit` answers true and counts the request until its
 * response closes, or answers 503 itself and false.
 * @param {number} [limit]
 */
export function largeBodyGate(limit = maxLargeBodies) {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    /**
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     * @param {Record<string, string>} [headers] further headers of a refusal
     */
    admit(request, response, headers = {}) {
      if (!isLargeBody(request)) return true;
      if (inFlight >= limit) {
        const api = (request.url ?? '').startsWith('/api/');
        const body = api ? JSON.stringify({ detail: busyBody }) : busyBody;
        response.writeHead(503, {
          ...headers,
          'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'Cache-Control': 'no-store',
          'Retry-After': '10',
          Connection: 'close',
        });
        response.end(body);
        return false;
      }
      inFlight += 1;
      let released = false;
      response.once('close', () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      });
      return true;
    },
  };
}
