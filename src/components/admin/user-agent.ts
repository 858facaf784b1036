/**
 * The browser and system a session's user agent names, for the account screen's list of sessions ("Firefox on
 * Windows"): the few families an office uses, checked in an order that tells apart those that claim each other's
 * names (Edge and Opera say Chrome, Chrome says Safari, iPhone says Mac OS X). Null where it says none of them.
 */
export function describeUserAgent(userAgent: string): { browser: string | null; system: string | null } {
  const browsers: [RegExp, string][] = [
    [/\bEdg(e|A|iOS)?\//, 'Edge'],
    [/\b(OPR|Opera)\//, 'Opera'],
    [/\b(Firefox|FxiOS)\//, 'Firefox'],
    [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
    [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
    [/\b(curl|Wget|python-requests|node-fetch|undici)\b/i, 'Script'],
  ];
  const systems: [RegExp, string][] = [
    [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
    [/\bAndroid\b/, 'Android'],
    [/\bWindows\b/, 'Windows'],
    [/\bCrOS\b/, 'ChromeOS'],
    [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
    [/\bLinux\b/, 'Linux'],
  ];
  const find = (list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: find(browsers), system: find(systems) };
}
