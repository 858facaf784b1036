/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';

import proxy, { config } from './proxy';

function visit(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

const location = (response: Response) => {
  const target = response.headers.get('location');
  return target && new URL(target).pathname + new URL(target).search;
};

describe('language routing', () => {
  it('redirects / to the language of the language cookie first', () => {
    const response = visit('/', { cookie: 'language=it', 'accept-language': 'de-CH,de;q=0.9' });
    expect(response.status).toBe(307);
    expect(location(response)).toBe('/it');
  });

  it('uses the browser language when no language is stored', () => {
    expect(location(visit('/', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' }))).toBe('/de');
  });

  it('falls back to en for a language outside the five', () => {
    expect(location(visit('/', { 'accept-language': 'pt-BR' }))).toBe('/en');
    expect(location(visit('/', { cookie: 'language=xx' }))).toBe('/en');
    expect(location(visit('/'))).toBe('/en');
  });

  it.each([
    ['/contact', '/fr/contact'],
    ['/hydraulique', '/fr/hydraulique'],
    ['/oxycoupage', '/fr/oxycoupage'],
    ['/r&d', '/fr/r&d'],
    ['/r%26d', '/fr/r%26d'],
    ['/a-propos', '/fr/a-propos'],
    ['/nos-machines?category=2', '/fr/nos-machines?category=2'],
    ['/notre-histoire', '/fr/notre-histoire'],
    ['/machine/12', '/fr/machine/12'],
    ['/actualites/3', '/fr/actualites/3'],
    ['/news/3', '/fr/actualites/3'],
  ])('redirects the unprefixed %s to %s', (from, to) => {
    const response = visit(from, { 'accept-language': 'fr-CH' });
    expect(response.status).toBe(307);
    expect(location(response)).toBe(to);
  });

  it('does not redirect an unknown path, so that it can answer 404 in the visitor language', () => {
    const response = visit('/no-such-page', { 'accept-language': 'de' });
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/no-such-page');
  });

  it('serves the percent-encoded R&D path as the R&D page', () => {
    const response = visit('/de/r%26d');
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/r&d');
  });

  it('lets a prefixed path through without redirecting', () => {
    const response = visit('/de/contact', { cookie: 'language=fr' });
    expect(response.headers.get('location')).toBeNull();
  });

  it('sets no cookie on a page, so that a shared cache may keep it', () => {
    expect(visit('/de/contact', { cookie: 'language=fr' }).headers.get('set-cookie')).toBeNull();
    expect(visit('/it/nos-machines').headers.get('set-cookie')).toBeNull();
  });
});

describe('what the proxy sees', () => {
  const seen = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it('leaves the sitemap, robots.txt and other files alone, so that they are not sent to a language', () => {
    expect(seen('/sitemap.xml')).toBe(false);
    expect(seen('/robots.txt')).toBe(false);
    expect(seen('/icon.svg')).toBe(false);
  });

  it('sees the pages, with or without a language', () => {
    expect(seen('/')).toBe(true);
    expect(seen('/contact')).toBe(true);
    expect(seen('/fr/machine/3')).toBe(true);
  });
});
