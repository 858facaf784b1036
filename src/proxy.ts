/**
 * Early redirects only: the language prefix of public pages. It is a convenience, not a security
 * boundary; every write checks the session itself.
 */
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';

import { detectLocale } from './i18n/detect';
import { isLocale, languageCookie } from './i18n/locales';
import { routing } from './i18n/routing';

const handleLocalizedPath = createMiddleware(routing);

/** Public paths that exist under every language prefix and are redirected there when asked for without one. */
const unprefixedPages = [
  /^\/$/,
  /^\/(contact|hydraulique|oxycoupage|r&d|a-propos|nos-machines|notre-histoire)\/?$/,
  /^\/(machine|actualites)\/[^/]+\/?$/,
];

/** A news article's other address, `/news/{id}`, kept for links that use it: redirected to the prefixed form. */
const newsAlias = /^\/news\/([^/]+)\/?$/;

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const path = safeDecode(pathname);
  const firstSegment = path.split('/')[1];
  if (isLocale(firstSegment)) {
    // `/fr/r%26d` is the same page as `/fr/r&d`, but the router matches the folder's literal name only.
    if (path !== pathname && /^\/[a-z]{2}\/r&d\/?$/.test(path))
      return NextResponse.rewrite(new URL(`${path}${search}`, request.url));
    return handleLocalizedPath(request);
  }

  const locale = detectLocale(request.cookies.get(languageCookie)?.value, request.headers.get('accept-language'));
  const newsId = newsAlias.exec(path)?.[1];
  if (newsId !== undefined) return redirectTo(`/${locale}/actualites/${encodeURIComponent(newsId)}${search}`, request);
  if (unprefixedPages.some((page) => page.test(path))) {
    return redirectTo(`/${locale}${pathname === '/' ? '' : pathname}${search}`, request);
  }
  // Anything else does not exist: render the not-found page in the visitor's language, with a real 404.
  return NextResponse.rewrite(new URL(`/${locale}${pathname}${search}`, request.url));
}

function redirectTo(target: string, request: NextRequest) {
  const response = NextResponse.redirect(new URL(target, request.url));
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export const config = {
  // Everything but the API, the admin (guarded separately), media files, the health check, Next.js internals and
  // static files.
  matcher: ['/((?!(?:api|admin|media|healthz|_next|_vercel)(?:/|$))(?!.*\\..*).*)'],
};
