import type { Locale } from '@/i18n/locales';
import { machinePath } from '@/i18n/paths';
import { readConfig } from '@/server/config';

/**
 * The site's not-found page in `locale`, with its 404, for a route handler whose path names nothing (a route
 * handler cannot render a page itself). The page is asked of this very server, where it is rendered once and then
 * kept; should that fail, the 404 goes without a body.
 */
export async function notFoundPageResponse(locale: Locale): Promise<Response> {
  const { host, port } = readConfig();
  const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  try {
    // Machine 0 cannot exist (ids start at 1): its page is the not-found page.
    const page = await fetch(`http://${address}:${port}${machinePath(locale, 0)}`, { cache: 'no-store' });
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
    const policy = page.headers.get('Content-Security-Policy');
    if (policy) headers.set('Content-Security-Policy', policy);
    return new Response(await page.text(), { status: 404, headers });
  } catch (error) {
    console.error('The not-found page could not be had from this server:', error);
    return new Response(null, { status: 404 });
  }
}
