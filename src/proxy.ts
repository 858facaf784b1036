/**
 * Early redirects (the language prefix of public pages) and each page's Content-Security-Policy. It is not the
 * admin's gate: every admin page, action and write checks the session itself.
 */
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';

import { comparePage } from './i18n/compare-address';
import { detectLocale } from './i18n/detect';
import { archiveSegment, listingRoute } from './i18n/listing';
import { isLocale, languageCookie } from './i18n/locales';
import { newsPath, quoteListPage, searchPage, sitePaths } from './i18n/paths';
import { routing } from './i18n/routing';
import { readPreviewToken } from './server/publication/preview';
import { adminPolicy, bucketOrigins, newNonce, sitePolicy } from './server/http/content-security-policy';
import { previewCacheControl } from './server/http/preview-caching.mjs';

const handleLocalizedPath = createMiddleware(routing);

/**
 * Public pages that exist under every language prefix and are redirected there when asked for without one: the
 * named pages, the quote list, the search and the comparison (by their path after the prefix), and a machine's or an article's page
 * (`machinePage`, `newsPage`).
 */
const unprefixedPages = new Set<string>([...Object.values(sitePaths), quoteListPage, searchPage, comparePage]);
const unprefixedItem = /^\/(machine|actualites)\/[^/]+$/;

/** A news article's other address, `/news/{id}`, kept for links that use it: redirected to the prefixed form. */
const newsAlias = /^\/news\/([^/]+)\/?$/;

const development = process.env.NODE_ENV === 'development';

/**
 * The bucket's origins, read once: the configuration does not change while the server runs. Should they fail, the
 * policies name no bucket (stricter, never looser) and the pages are still served.
 */
let bucket: ReturnType<typeof bucketOrigins> | undefined;
const bucketOnce = () =>
  (bucket ??= bucketOrigins().catch((error: unknown) => {
    console.error('The bucket is left out of the Content-Security-Policy: its origins could not be read.', error);
    return undefined;
  }));

export default async function proxy(request: NextRequest) {
  const options = { bucket: await bucketOnce(), development };
  if (/^\/admin(\/|$)/.test(request.nextUrl.pathname)) return admin(request, adminPolicy(newNonce(), options));
  const response = site(request);
  response.headers.set('Content-Security-Policy', sitePolicy(options));
  return response;
}

/**
 * An admin page, rendered for this request alone: Next.js reads the nonce from the policy in the request's
 * headers and puts it on the page's scripts, and the browser gets the same policy.
 */
function admin(request: NextRequest, policy: string) {
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** The public site: a file, a redirect to a language, or a page (under its language's prefix). */
function site(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A file (`/robots.txt`, `public/`'s), or a path that looks like one (`/wp-login.php`, answered by the not-found
  // page): only its policy.
  if (pathname.includes('.')) return NextResponse.next();
  const path = safeDecode(pathname);
  const firstSegment = path.split('/')[1];
  if (isLocale(firstSegment) && previewPath.test(path)) return preview(request, path, firstSegment);
  if (isLocale(firstSegment)) {
    // `/fr/r%26d` is the same page as `/fr/r&d`, but the router matches the folder's literal name only.
    if (path !== pathname && /^\/[a-z]{2}\/r&d\/?$/.test(path))
      return NextResponse.rewrite(new URL(`${path}${search}`, request.url));
    if (path === `/${firstSegment}/nos-machines`) {
      // A view of the listing (`?category=1&category=3&page=2`) is a page of its own, cached as such, under its one
      // canonical address (src/i18n/listing.ts).
      const route = listingRoute(request.nextUrl.searchParams);
      if (route && 'redirect' in route)
        return NextResponse.redirect(new URL(`${path}${route.redirect}`, request.url), 308);
      if (route) return NextResponse.rewrite(new URL(`${path}/${route.segment}`, request.url));
    }
    if (path === `/${firstSegment}${sitePaths.news}`) {
      // A page of the news archive (`?page=2`), likewise a page of its own.
      const segment = archiveSegment(request.nextUrl.searchParams);
      if (segment) return NextResponse.rewrite(new URL(`${path}/page/${segment}`, request.url));
    }
    return handleLocalizedPath(request);
  }

  const locale = detectLocale(request.cookies.get(languageCookie)?.value, request.headers.get('accept-language'));
  const newsId = newsAlias.exec(path)?.[1];
  if (newsId !== undefined) return redirectTo(`${newsPath(locale, encodeURIComponent(newsId))}${search}`, request);
  // `/contact/` is `/contact`, and `/` the home page (whose path after the prefix is empty).
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  if (unprefixedPages.has(bare) || unprefixedItem.test(bare)) {
    return redirectTo(`/${locale}${pathname === '/' ? '' : pathname}${search}`, request);
  }
  // Anything else does not exist: render the not-found page in the visitor's language, with a real 404.
  return NextResponse.rewrite(new URL(`/${locale}${pathname}${search}`, request.url));
}

/** A draft's preview page (`/de/apercu/{token}`), or the page of a link that no longer opens one. */
const previewPath = /^\/[a-z]{2}\/apercu(?:\/[^/]+|-invalide)$/;

/**
 * A preview link: an altered or expired one shows a page that says so (404, nothing of the draft), as does a link
 * whose item was deleted since, sent there by the preview page; either is never stored by a cache on the way nor
 * indexed.
 */
function preview(request: NextRequest, path: string, locale: string) {
  const token = path.split('/')[3];
  // The expired link's page itself (`/de/apercu-invalide`, where the preview page sends a deleted item's link) is
  // served as it is: a rewrite to its own address would fail.
  const target = token === undefined ? null : readPreviewToken(token);
  const opens = token === undefined || (target !== null && target.language === locale);
  const response = opens
    ? handleLocalizedPath(request)
    : NextResponse.rewrite(new URL(`/${locale}/apercu-invalide`, request.url));
  response.headers.set('Cache-Control', previewCacheControl);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
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
  // Every page: everything but the API (whose uploads stream and must not wait on the proxy), media files, the
  // health check and Next.js's files, which get the policy of what is not a page from next.config.mjs
  // (`resourcePaths` in src/server/http/security-headers.mjs: keep the two lists the same).
  matcher: ['/((?!(?:api|media|healthz|_next|_vercel)(?:/|$)).*)'],
};
