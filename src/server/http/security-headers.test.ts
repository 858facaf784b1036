/** @jest-environment node */
import {
  isForwardedHttps,
  resourceContentSecurityPolicy,
  resourcePaths,
  securityHeaderRules,
  securityHeaders,
  securityHeadersFor,
  strictTransportSecurity,
  workerScriptContentSecurityPolicy,
  workerScriptPaths,
} from './security-headers.mjs';

const named = (name: string) => securityHeaders.find(({ key }) => key === name)?.value;

describe('the security headers', () => {
  it('forbid sniffing, framing and powerful features, and send the origin only to other sites', () => {
    expect(named('X-Content-Type-Options')).toBe('nosniff');
    expect(named('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(named('X-Frame-Options')).toBe('DENY');
    // Pages get theirs from the proxy (content-security-policy.ts): one policy per response.
    expect(named('Content-Security-Policy')).toBeUndefined();
    const permissions = named('Permissions-Policy')!.split(', ');
    expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']));
    // What the site's own videos and the recovery codes' Copy use; nothing is granted to another origin, the map's
    // iframe included.
    expect(permissions.filter((feature) => !feature.endsWith('=()'))).toEqual([
      'autoplay=(self)',
      'clipboard-write=(self)',
      'fullscreen=(self)',
      'picture-in-picture=(self)',
    ]);
  });

  it('apply to every path, HSTS only to requests that came over https', () => {
    const [all, resources, https] = securityHeaderRules();
    expect(all).toEqual({ source: '/:path*', headers: securityHeaders });
    expect(resources).toEqual({ source: resourcePaths, headers: [resourceContentSecurityPolicy] });
    expect(https).toMatchObject({ source: '/:path*', headers: [strictTransportSecurity] });
    expect(strictTransportSecurity.value).toBe('max-age=31536000; includeSubDomains');
    // Next.js matches a `has` value as a whole: the same pattern as isForwardedHttps.
    const pattern = new RegExp(`^${https!.has![0]!.value}$`);
    for (const proto of ['https', 'https, http', 'http', 'http, https', 'httpsx', '']) {
      expect(pattern.test(proto)).toBe(isForwardedHttps(proto));
    }
    expect(isForwardedHttps('https')).toBe(true);
    expect(isForwardedHttps('https,http')).toBe(true);
    expect(isForwardedHttps('http')).toBe(false);
    expect(isForwardedHttps(undefined)).toBe(false);
  });

  it('forbid anything to what is not a page: API answers, media, Next.js files, the health check', () => {
    expect(resourceContentSecurityPolicy).toEqual({
      key: 'Content-Security-Policy',
      value: "default-src 'none'; frame-ancestors 'none'",
    });
    // Next.js's path syntax: the prefix alone or with anything after it, never a longer first segment.
    const prefix = /^\/:prefix\(([^)]+)\)\/:path\*$/.exec(resourcePaths)![1]!.split('|');
    expect(prefix).toEqual(['api', 'media', 'healthz', '_next', '_vercel']);
  });

  it('let the Web Worker bootstrap load scripts from this origin, and nothing else, as the last rule', () => {
    const rules = securityHeaderRules();
    expect(rules.at(-1)).toEqual({ source: workerScriptPaths, headers: [workerScriptContentSecurityPolicy] });
    expect(workerScriptContentSecurityPolicy.value).toBe(
      "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
    );
    const name = new RegExp(`^${/\((.+)\)$/.exec(workerScriptPaths)![1]}$`);
    expect(name.test('turbopack-worker-1hrsqshz0gfey.js')).toBe(true);
    expect(name.test('0eiydeg-copq7.js')).toBe(false);
  });

  it('are the same on an answer the Node server writes itself', () => {
    const plain = securityHeadersFor({ headers: {} });
    expect(plain).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect(plain).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeadersFor({ headers: { 'x-forwarded-proto': 'https' } })).toHaveProperty(
      'Strict-Transport-Security',
      'max-age=31536000; includeSubDomains',
    );
  });
});
