/**
 * The host the server names to Next.js, from the address it listens on. Next.js's middleware writes a loopback
 * address (127.x.x.x, ::1) as `localhost`, while its router builds each request's address from the host it was given:
 * with the server on 127.0.0.1 (every instance behind nginx, docs/operations.md), a rewrite (a listing's view, a page
 * of the archive, `/r%26d`) looked like another origin's, and Next.js fetched it from the server again over HTTP:
 * two requests for one page, and under load a 500 ("socket hang up"). Named `localhost`, it sees its own origin.
 */
const loopback = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/;

/** `localhost` for a loopback address; any other host as it is. */
export function nextHostname(host) {
  return loopback.test(host) ? 'localhost' : host;
}
