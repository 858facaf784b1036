/**
 * The security headers of every response: pages, the API, media files and static files. Set by Next.js through
 * `headers()` in next.config.mjs, and by scripts/server.mjs on the few answers it gives itself. Plain JavaScript
 * because both of those load it without a compiler. The Content-Security-Policy of pages is the proxy's
 * (src/server/http/content-security-policy.ts): it depends on the configuration read at run time, and the admin's
 * carries a nonce of its own for each request.
 */

/**
 * Powerful browser features, all off but what the site uses itself: muted videos that play on their own, full
 * screen and picture-in-picture for videos, and writing to the clipboard (the two-factor recovery codes' Copy).
 * The contact page's map (an OpenStreetMap iframe) needs none. Only names that Chromium knows: an unknown one is reported in the browser's console.
 */
const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'captured-surface-control=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'compute-pressure=()',
  'digital-credentials-create=()',
  'digital-credentials-get=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'speaker-selection=()',
  'storage-access=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Sent with every response. */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  // No other site may frame this one: the old header for old browsers, every Content-Security-Policy's
  // `frame-ancestors 'none'` for the others.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/**
 * The Content-Security-Policy of what is not a page: API answers, media files, Next.js's files, the health check
 * and the server's own error answers. Opened in a tab, none of them may load or run anything, nor be framed.
 */
export const resourceContentSecurityPolicy = {
  key: 'Content-Security-Policy',
  value: "default-src 'none'; frame-ancestors 'none'",
};

/**
 * The paths whose answers are never a page, the complement of the proxy's matcher (src/proxy.ts): the proxy gives
 * every other path a page's policy. A path here that no route answers (`/api/nothing`) gets the site's not-found
 * page under this policy, unstyled: the proxy stays off these paths since it would hold up the API's streamed
 * uploads and every file.
 */
export const resourcePaths = '/:prefix(api|media|healthz|_next|_vercel)/:path*';

/**
 * The one file under those paths that is a program: the bootstrap of a Web Worker (the request forms' proof-of-work
 * solver, src/components/forms/challenge.worker.ts). A worker runs under the policy of its own script's answer, and
 * Turbopack's bootstrap loads the worker's code with `importScripts` from this origin: it may do that, nothing else.
 * Its rule comes after the resources' rule, and Next.js sends the last of two values of one header.
 */
export const workerScriptContentSecurityPolicy = {
  key: 'Content-Security-Policy',
  value: "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
};

/** Turbopack's worker bootstrap, named by its content like every chunk. */
export const workerScriptPaths = '/_next/static/chunks/:worker(turbopack-worker-[0-9a-z_-]+\\.js)';

/** Sent only with responses served over https: browsers then use https alone for this host for a year. */
export const strictTransportSecurity = {
  key: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

/**
 * A request came over https when its TLS proxy says so in `X-Forwarded-Proto` (the first value, when proxies
 * chained several), as for the session cookie's `Secure` flag. A client that writes the header itself over plain
 * http gains nothing: browsers ignore Strict-Transport-Security received over http.
 */
const forwardedHttps = 'https(?:\\s*,.*)?';

export function isForwardedHttps(forwardedProto) {
  return new RegExp(`^${forwardedHttps}$`).test(forwardedProto ?? '');
}

/** The rules of next.config.mjs's `headers()`. */
export function securityHeaderRules() {
  return [
    { source: '/:path*', headers: securityHeaders },
    { source: resourcePaths, headers: [resourceContentSecurityPolicy] },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: forwardedHttps }],
      headers: [strictTransportSecurity],
    },
    { source: workerScriptPaths, headers: [workerScriptContentSecurityPolicy] },
  ];
}

/** The same headers as an object, for an answer (an error, never a page) that a Node server writes itself. */
export function securityHeadersFor(request) {
  const headers = Object.fromEntries(
    [...securityHeaders, resourceContentSecurityPolicy].map(({ key, value }) => [key, value]),
  );
  const proto = request.headers['x-forwarded-proto'];
  if (isForwardedHttps(Array.isArray(proto) ? proto[0] : proto)) {
    headers[strictTransportSecurity.key] = strictTransportSecurity.value;
  }
  return headers;
}
