/**
 * What a preview link answers, a draft's page or the page saying the link no longer opens one, is kept by no cache:
 * not by nginx or a CDN on the way, nor by the browser. The proxy (src/proxy.ts) says so on the answer, but Next.js
 * replaces that header on a page it renders once and then keeps (the expired link's 404 page, alike for every
 * link), marking it fresh for a year; scripts/server.mjs therefore sets it on the way out. Plain JavaScript, because
 * the server loads it as it is.
 */

export const previewCacheControl = 'private, no-store';

/**
 * Whether a request target (`request.url`) is a preview link, `/de/apercu/{token}`, or the page an expired one
 * leads to, `/de/apercu-invalide`.
 * @param {string} target
 */
export function isPreviewTarget(target) {
  return /^\/[a-z]{2}\/apercu(?:\/|-invalide(?:[/?#]|$))/.test(target);
}
