import { activityQuerySchema } from '@/schemas/activity';
import { listActivity } from '@/server/activity/log';
import { requireAdmin } from '@/server/auth/request';

import { parseQuery } from '../_lib/body';
import { apiRoute } from '../_lib/respond';

/**
 * GET /api/activity?limit=&before=: the activity log, newest first, `limit` entries (50 by default, 200 at most)
 * older than the entry `before` (an id) or than a moment (an ISO 8601 date and time). Each entry is
 * `{id, at, by: {id, username} | null, kind, summary, address?}` (`by` null: the system; `id` null: no such account,
 * or no longer). When there are older ones, a `Link` header gives the next page (`rel="next"`).
 */
export const GET = apiRoute(async (request) => {
  await requireAdmin(request, 'accounts');
  const query = parseQuery(activityQuerySchema, request);
  const page = await listActivity(query);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (page.next !== null) {
    const next = new URL(request.url);
    next.searchParams.set('limit', String(query.limit));
    next.searchParams.set('before', String(page.next));
    headers.set('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return Response.json(
    page.items.map(({ id, at, by, kind, summary, address }) => ({
      id,
      at,
      by,
      kind,
      summary,
      ...(address === null ? {} : { address }),
    })),
    { headers },
  );
});
