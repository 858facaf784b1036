/**
 * Visitors' searches are limited per address (SEARCH_RATE_LIMIT a minute, page and API together): a search costs
 * the database more than a cached page. The counters are forgotten once their minute is over.
 */
import 'server-only';

import { readConfig } from '../config';
import { forgetEndedWindows, hit, type RateLimitState } from '../rate-limit';

const windowSeconds = 60;

export async function countSearch(address: string): Promise<RateLimitState> {
  // Kept in the database, so that it holds across instances; a count lost in a crash is no harm.
  const state = await hit({
    key: `search:${address}`,
    limit: readConfig().searchRateLimit,
    windowSeconds,
    lossable: true,
  });
  // Now and then, not on every search: the ended windows of other addresses.
  if (Math.random() < 0.05) void forgetEndedWindows('search:', windowSeconds).catch(() => {});
  return state;
}
