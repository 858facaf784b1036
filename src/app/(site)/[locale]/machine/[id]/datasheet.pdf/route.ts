import { create as contentDisposition } from 'content-disposition';

import { isLocale } from '@/i18n/locales';
import { getDatasheet } from '@/server/datasheet';
import { busyResponse, GateBusyError } from '@/server/work-queue';

import { loadOrNull } from '@/app/_lib/load-or-not-found';
import { notFoundPageResponse } from '@/app/_lib/not-found-response';

type Params = { params: Promise<{ locale: string; id: string }> };

/**
 * GET /{locale}/machine/{id}/datasheet.pdf: the machine's datasheet in that language, saved under
 * `{machine-name}-{locale}.pdf`. Made on the first request and kept until the machine or a category changes
 * (src/server/datasheet). An unknown or malformed id gets the site's not-found page, as the machine's page does.
 * Its Content-Security-Policy is the proxy's for pages (which that not-found page needs); the PDF itself is an
 * attachment, saved rather than shown in a tab.
 */
export async function GET(_request: Request, { params }: Params) {
  const { locale, id } = await params;
  const rest = `/machine/${encodeURIComponent(id)}/datasheet.pdf`;
  if (!isLocale(locale)) return notFoundPageResponse('en', rest);
  let datasheet;
  try {
    datasheet = await loadOrNull(id, (found) => getDatasheet(found, locale));
  } catch (error) {
    // Too many datasheets are being made at once (src/server/work-queue.ts).
    if (error instanceof GateBusyError) return busyResponse();
    throw error;
  }
  if (!datasheet) return notFoundPageResponse(locale, rest);
  return new Response(datasheet.pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(datasheet.pdf.byteLength),
      'Content-Disposition': contentDisposition(datasheet.fileName.unicode, { fallback: datasheet.fileName.ascii }),
      // What Next.js says of a page kept until a change expires it: scripts/server.mjs lets a cache in front keep
      // it a second, as it does the pages.
      'Cache-Control': 's-maxage=31536000',
    },
  });
}
