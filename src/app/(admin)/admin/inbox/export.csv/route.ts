import { Readable } from 'node:stream';

import { create as contentDisposition } from 'content-disposition';
import { createTranslator } from 'next-intl';

import { requestLocale } from '@/i18n/request-locale';
import { requireAdmin } from '@/server/auth/request';
import { loadMessages } from '@/i18n/messages';
import { inboxStateLabels } from '@/components/admin/inbox-state';
import { inboxFiltersFrom, inboxKinds } from '@/schemas/inbox';
import { clock } from '@/server/clock';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';
import { exportColumns, inboxCsv } from '@/server/contact/inbox/export';

export const dynamic = 'force-dynamic';

/**
 * GET /admin/inbox/export.csv?state=…&q=…: the inbox's requests with the filters of its list (every page), as a CSV
 * file for Excel, in the office worker's language. Without a session, the login page, which then comes back to the
 * inbox with the same filters.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  try {
    await requireAdmin(request, 'inbox');
  } catch (error) {
    // A role without the inbox: refused as such, never a 500.
    if (error instanceof ForbiddenError)
      return new Response('Forbidden', { status: 403, headers: { 'Cache-Control': 'no-store' } });
    if (!(error instanceof UnauthorizedError)) throw error;
    const next = `/admin/inbox${url.search}`;
    return new Response(null, {
      status: 303,
      headers: { Location: `/admin/login?next=${encodeURIComponent(next)}`, 'Cache-Control': 'no-store' },
    });
  }
  // Every page of the list: its `page` is not read.
  const filters = inboxFiltersFrom(url.searchParams);
  const locale = requestLocale(request);
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'AdminInbox' });
  const csv = inboxCsv(
    filters,
    {
      columns: Object.fromEntries(exportColumns.map((key) => [key, t(`csv.${key}`)])) as Record<
        (typeof exportColumns)[number],
        string
      >,
      states: inboxStateLabels(t),
      kinds: Object.fromEntries(inboxKinds.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<
        (typeof inboxKinds)[number],
        string
      >,
      machine: ({ quantity, name, note }) =>
        note ? t('machineQuantityNote', { quantity, name, note }) : t('machineQuantity', { quantity, name }),
    },
    locale,
  );
  const day = clock.now().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`${t('csv.fileName')}-${day}.csv`),
      'Cache-Control': 'no-store',
    },
  });
}
