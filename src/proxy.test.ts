/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';

import proxy, { config } from './proxy';
import { adminPolicy, sitePolicy } from './server/http/content-security-policy';
import { resourcePaths } from './server/http/security-headers.mjs';

function visit(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

const policyOf = (response: Response) => response.headers.get('content-security-policy');
const directive = (policy: string | null, name: string) =>
  policy?.split('; ').find((entry) => entry.split(' ')[0] === name);

const location = (response: Response) => {
  const target = response.headers.get('location');
  return target && new URL(target).pathname + new URL(target).search;
};

describe('language routing', () => {
  it('redirects / to the language of the language cookie first', async () => {
    const response = await visit('/', { cookie: 'language=it', 'accept-language': 'de-CH,de;q=0.9' });
    expect(response.status).toBe(307);
    expect(location(response)).toBe('/it');
  });

  it('uses the browser language when no language is stored', async () => {
    expect(location(await visit('/', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' }))).toBe('/de');
  });

  it('falls back to en for a language outside the five', async () => {
    expect(location(await visit('/', { 'accept-language': 'pt-BR' }))).toBe('/en');
    expect(location(await visit('/', { cookie: 'language=xx' }))).toBe('/en');
    expect(location(await visit('/'))).toBe('/en');
  });

  it.each([
    ['/contact', '/fr/contact'],
    ['/hydraulique', '/fr/hydraulique'],
    ['/oxycoupage', '/fr/oxycoupage'],
    ['/r&d', '/fr/r&d'],
    ['/r%26d', '/fr/r%26d'],
    ['/a-propos', '/fr/a-propos'],
    ['/nos-machines?category=2', '/fr/nos-machines?category=2'],
    ['/actualites?page=2', '/fr/actualites?page=2'],
    ['/notre-histoire', '/fr/notre-histoire'],
    ['/confidentialite/', '/fr/confidentialite/'],
    ['/demande-de-devis', '/fr/demande-de-devis'],
    ['/machine/12', '/fr/machine/12'],
    ['/actualites/3', '/fr/actualites/3'],
    ['/news/3', '/fr/actualites/3'],
  ])('redirects the unprefixed %s to %s', async (from, to) => {
    const response = await visit(from, { 'accept-language': 'fr-CH' });
    expect(response.status).toBe(307);
    expect(location(response)).toBe(to);
  });

  it('does not redirect an unknown path, so that it can answer 404 in the visitor language', async () => {
    const response = await visit('/no-such-page', { 'accept-language': 'de' });
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/no-such-page');
  });

  it('serves the percent-encoded R&D path as the R&D page', async () => {
    const response = await visit('/de/r%26d');
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/r&d');
  });

  it('rewrites a page of the news archive to a route segment of its own, and a page that is none to 404', async () => {
    const rewrite = async (path: string) => (await visit(path)).headers.get('x-middleware-rewrite');
    expect(await rewrite('/de/actualites?page=2')).toBe('http://localhost:3000/de/actualites/page/2');
    expect(await rewrite('/fr/actualites?page=x')).toBe('http://localhost:3000/fr/actualites/page/invalid');
    expect(await rewrite('/fr/actualites')).toBeNull();
  });

  it('makes no view of its own for a query string a page does not read, so that it is no new cache entry', async () => {
    const rewrite = async (path: string) => (await visit(path)).headers.get('x-middleware-rewrite');
    // The listing's and the archive's views are paths of their own, without the query; anything else is ignored.
    expect(await rewrite('/fr/nos-machines?category=3&utm_source=a')).toBe('http://localhost:3000/fr/nos-machines/3-1');
    // `page=1` is no address of its own: the canonical one, by a redirect that drops the rest.
    expect((await visit('/fr/nos-machines?x=1&category=3&page=1')).headers.get('location')).toBe(
      'http://localhost:3000/fr/nos-machines?category=3',
    );
    expect(await rewrite('/fr/nos-machines?utm_source=a')).toBeNull();
    expect(await rewrite('/de/actualites?page=2&x=1')).toBe('http://localhost:3000/de/actualites/page/2');
    expect(await rewrite('/de/actualites?x=1')).toBeNull();
  });

  it('lets a prefixed path through without redirecting', async () => {
    const response = await visit('/de/contact', { cookie: 'language=fr' });
    expect(response.headers.get('location')).toBeNull();
  });

  it('sets no cookie on a page, so that a shared cache may keep it', async () => {
    expect((await visit('/de/contact', { cookie: 'language=fr' })).headers.get('set-cookie')).toBeNull();
    expect((await visit('/it/nos-machines')).headers.get('set-cookie')).toBeNull();
  });
});

describe('the Content-Security-Policy', () => {
  it("is the site's on every public answer: pages, redirects, the not-found page and files", async () => {
    const policies = await Promise.all(
      ['/de/contact', '/', '/no-such-page', '/de/r%26d', '/robots.txt', '/wp-login.php'].map(async (path) =>
        policyOf(await visit(path)),
      ),
    );
    expect(new Set(policies)).toEqual(new Set([sitePolicy()]));
  });

  it('leaves files where they are, whatever their path', async () => {
    for (const path of ['/robots.txt', '/illustrations/contact-map.svg', '/wp-login.php']) {
      const response = await visit(path);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
  });

  it("is the admin's, with a fresh nonce at every request, in the answer and in the request Next.js renders", async () => {
    const nonces = new Set<string>();
    for (const path of ['/admin', '/admin/login', '/admin/machine/3', '/admin/login']) {
      const response = await visit(path);
      const policy = policyOf(response);
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy).toBe(adminPolicy(nonce!));
      // Next.js renders the page with the request's headers as the proxy rewrote them.
      expect(response.headers.get('x-middleware-override-headers')).toContain('content-security-policy');
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('is not taken from the request: a nonce a client sends is replaced', async () => {
    const sent = "script-src 'nonce-chosenbytheclient'";
    const response = await visit('/admin/login', { 'content-security-policy': sent });
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policyOf(response));
    expect(directive(policyOf(response), 'script-src')).not.toContain('chosenbytheclient');
  });
});

describe('what the proxy sees', () => {
  const seen = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it('sees the pages, with or without a language, the admin, and files (for their policy)', () => {
    for (const path of ['/', '/contact', '/fr/machine/3', '/admin', '/admin/machine/3', '/sitemap.xml', '/icon.svg']) {
      expect(seen(path)).toBe(true);
    }
  });

  it('leaves alone the paths that are never a page, which get their policy from next.config.mjs', () => {
    for (const path of ['/api/machine', '/api', '/media/machines/1/a.png', '/healthz', '/_next/static/chunks/a.js']) {
      expect(seen(path)).toBe(false);
    }
    // The same list as `resourcePaths`, the source of that policy's rule.
    const prefixes = /\(([^)]+)\)/.exec(resourcePaths)![1]!.split('|');
    for (const prefix of prefixes) {
      expect(seen(`/${prefix}/anything`)).toBe(false);
      expect(seen(`/${prefix}`)).toBe(false);
      expect(seen(`/${prefix}x`)).toBe(true);
    }
  });
});
