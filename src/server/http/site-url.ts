import 'server-only';

import { absoluteUrlOn } from '@/i18n/paths';

import { readConfig } from '../config';

/** An absolute URL on the site (SITE_URL) for a path; an already absolute URL (a bucket's file) is kept. */
export function absoluteUrl(pathOrUrl: string): string {
  return absoluteUrlOn(readConfig().siteUrl, pathOrUrl);
}
