import 'server-only';

import type { Locale } from '@/i18n/locales';
import { type DocumentName, errorDocumentFor, readErrorDocuments } from '@/server/http/error-document.mjs';

const name: DocumentName = 'introuvable';
let documents: Record<string, string> | undefined;

/**
 * The site's not-found page in `locale`, with its 404, for a route handler whose path names nothing (a route
 * handler cannot render a page itself): the document the build rendered at `/{locale}/introuvable`, its language
 * links leading to `rest` (the path after the language) in each language. Without a build (`next dev`), the 404
 * goes without a body.
 */
export function notFoundPageResponse(locale: Locale, rest: string): Response {
  documents ??= readErrorDocuments(process.cwd(), name);
  const html = errorDocumentFor(documents, { locale, rest }, name);
  return html === undefined
    ? new Response(null, { status: 404 })
    : new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
