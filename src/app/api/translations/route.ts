import { listRangeSchema } from '@/schemas/paging';
import { translationFiltersSchema } from '@/schemas/translations';
import { translationOverview } from '@/server/translations';

import { parseQuery, parseWith } from '../_lib/body';
import { requestLocale } from '../../../i18n/request-locale';
import { apiRoute } from '../_lib/respond';
import { requireAdmin } from '../../../server/auth/request';

/**
 * GET /api/translations: what is missing or out of date, for a translation agency's script. The totals, then each
 * machine, category and news article with the state of each of its fields (and its items' fields) in each
 * language. Filters as query parameters: `kind`, `language`, `state` (`missing` or `outdated`); labels in `lang`;
 * `?limit=&offset=` for a part of the items (`count` says how many the filters select).
 */
export const GET = apiRoute(async (request) => {
  await requireAdmin(request, 'texts');
  const { searchParams } = new URL(request.url);
  const filters = parseWith(translationFiltersSchema, {
    kind: searchParams.get('kind') ?? undefined,
    language: searchParams.get('language') ?? undefined,
    state: searchParams.get('state') ?? undefined,
  });
  const range = parseQuery(listRangeSchema, request);
  return Response.json(await translationOverview(filters, requestLocale(request), range), {
    headers: { 'Cache-Control': 'no-store' },
  });
});
