import { searchApiSchema } from '@/schemas/search';
import { readConfig } from '@/server/config';
import { RateLimitedError, ValidationError } from '@/server/errors';
import { clientAddress } from '@/server/http/client-address';
import { countSearch } from '@/server/search/guard';
import { searchSite } from '@/server/search/search';

import { requestLocale } from '../../../i18n/request-locale';
import { parseQuery } from '../_lib/body';
import { apiRoute } from '../_lib/respond';

/**
 * GET /api/search?q=…&lang=…&limit=…: the site search's best `limit` results (10 by default, at most 50), as
 * `[{kind, id?, title, url, snippet}]`; the snippet is HTML, its found words in `<mark>`. Rendered for each
 * request, never cached.
 */
export const GET = apiRoute(async (request) => {
  if (new URL(request.url).searchParams.getAll('q').length > 1)
    throw new ValidationError('Invalid value for: q.', { q: 'Give one q only' });
  const { q, limit } = parseQuery(searchApiSchema, request);
  const state = await countSearch(clientAddress(request.headers, readConfig().trustProxy));
  if (!state.allowed) throw new RateLimitedError('Too many searches: try again in a moment.', state.retryAfterSeconds);
  const { items } = await searchSite(q, requestLocale(request), { limit, offset: 0 });
  return Response.json(
    items.map(({ kind, id, title, url, snippet }) => ({
      kind,
      ...(id === undefined ? {} : { id }),
      title,
      url,
      snippet,
    })),
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
