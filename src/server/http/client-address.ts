/**
 * Where a visitor's address comes from. Rate limits (logins, contact requests) count per address, so an address
 * that silently collapses to one value would put every visitor in one bucket.
 *
 * - `npm start` serves through `scripts/server.mjs`, which writes the socket's address into `x-client-address`
 *   (overwriting whatever the client sent) and raises the flag below.
 * - Behind a reverse proxy, `TRUST_PROXY=true`: the address the proxy appended last to X-Forwarded-For.
 * - Anything else (`next start`, `next dev`, a hosting platform) has neither: the address is `unknown`, and the
 *   server says so loudly at start and at the first request.
 */
import 'server-only';

import { isIPv4, isIPv6 } from 'node:net';

const socketFlag = Symbol.for('jorat.clientAddressFromSocket');
const addressHeader = 'x-client-address';

type FlaggedGlobal = typeof globalThis & { [socketFlag]?: boolean };

/** Called by the custom server: from now on `x-client-address` holds the socket's address, not a client's text. */
export function markSocketAddressHeader(): void {
  (globalThis as FlaggedGlobal)[socketFlag] = true;
}

/** True when this process serves through `scripts/server.mjs`, which records each socket's address. */
export function socketAddressRecorded(): boolean {
  return (globalThis as FlaggedGlobal)[socketFlag] === true;
}

/** The warning of a server that cannot tell its visitors apart, or null when it can. */
export function clientAddressWarning(trustProxy: boolean): string | null {
  if (trustProxy || socketAddressRecorded()) return null;
  return [
    "WARNING: visitors' addresses are unknown, so every visitor shares one rate-limit bucket for logins and",
    "contact requests. Serve the site with `npm start` (which records each connection's address), or set",
    'TRUST_PROXY=true behind a reverse proxy that appends the address to X-Forwarded-For.',
  ].join('\n');
}

let warned = false;

/** The client's address, from a request's or a server action's headers, as described at the top of this file. */
export function clientAddress(headers: Headers, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded && forwarded.length > 0) return forwarded[forwarded.length - 1]!;
  }
  if (socketAddressRecorded()) return headers.get(addressHeader) || 'unknown';
  if (!warned) {
    warned = true;
    console.warn(
      clientAddressWarning(trustProxy) ?? 'WARNING: a request came without the address its proxy should add.',
    );
  }
  return 'unknown';
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One household or
 * server is given a whole /64 and may use any address in it, so counting single IPv6 addresses would let one client
 * rotate through 2^64 of them. An IPv4 address written as IPv6 (`::ffff:203.0.113.9`) counts as the IPv4 one.
 */
export function rateLimitAddress(address: string): string {
  const plain = address.replace(/%.*$/, '');
  if (!isIPv6(plain)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) only ever falls in the last 32 bits, outside the /64.
  const left = groups(head);
  const right = plain.includes('::') ? groups(tail) : [];
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
