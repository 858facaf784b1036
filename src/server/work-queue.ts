/**
 * The expensive work an anonymous request can start, each kind through a bounded queue of its own in this process:
 * a few run at once, a few more wait their turn briefly, and the rest are turned away at once (the caller answers
 * 503 with Retry-After), so that a flood of picture sizes, share cards, datasheets or sitemaps never takes every
 * core and the rest of the site keeps answering. The gate is the one the password checks use (auth/verify-gate.ts).
 */
import 'server-only';

import { createGate, type Gate, GateBusyError } from './auth/verify-gate';

export { GateBusyError };

/** What each kind may do at once and how many wait; measured with `npm run bench:cache` on 2 cores. */
export const workLimits = {
  /** A picture's new size: sharp decodes the original and encodes WebP and AVIF, on libvips's own threads. */
  pictureSize: { slots: 2, maxWaiting: 16, maxWaitMs: 10_000 },
  /** A share card: an image drawn from the page's title. */
  shareCard: { slots: 1, maxWaiting: 8, maxWaitMs: 10_000 },
  /** A machine's datasheet: a PDF laid out with its pictures, on the server's own thread. */
  datasheet: { slots: 1, maxWaiting: 8, maxWaitMs: 15_000 },
  /** The sitemap: every page of every language. */
  sitemap: { slots: 1, maxWaiting: 4, maxWaitMs: 15_000 },
} as const;

export type WorkKind = keyof typeof workLimits;

/** How long a caller turned away is told to wait, in seconds. */
export const busyRetryAfterSeconds = 5;

const slot = Symbol.for('jorat.workQueues');
type Slot = { [slot]?: Map<WorkKind, Gate> };

/** The process's queue of `kind` (kept on globalThis: Next.js may load this module more than once). */
export function workQueue(kind: WorkKind): Gate {
  const holder = globalThis as Slot;
  holder[slot] ??= new Map();
  let gate = holder[slot].get(kind);
  if (!gate) holder[slot].set(kind, (gate = createGate(workLimits[kind])));
  return gate;
}

/** The answer to a request whose work was turned away: 503, try again in a few seconds. */
export function busyResponse(): Response {
  return Response.json(
    { detail: 'The server is busy. Please try again in a moment.' },
    { status: 503, headers: { 'Retry-After': String(busyRetryAfterSeconds), 'Cache-Control': 'no-store' } },
  );
}
