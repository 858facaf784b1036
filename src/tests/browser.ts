/**
 * What a server action reads from `next/headers` in a test: one browser's cookie jar, which the action's own
 * `cookies().set()` fills, and the address the browser comes from. A test file mocks the module with
 * `jest.mock('next/headers', () => jest.requireActual('./browser').nextHeaders)` and moves `browser` as it needs (or
 * `setCookieHeader`).
 */
export const browser = { cookies: new Map<string, string>(), address: '198.51.100.70' };

export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) => (browser.cookies.has(name) ? { name, value: browser.cookies.get(name) } : undefined),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (options?.maxAge === 0 || value === '') browser.cookies.delete(name);
      else browser.cookies.set(name, value);
    },
    delete: (name: string) => browser.cookies.delete(name),
  }),
  headers: async () => new Headers({ 'x-client-address': browser.address, 'user-agent': 'jest' }),
};

/** Empties the jar, then fills it with the pairs of a Cookie header (`sessionCookie`'s answer; '' for none). */
export function setCookieHeader(header: string) {
  browser.cookies.clear();
  for (const pair of header.split('; ').filter(Boolean)) {
    browser.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
}
