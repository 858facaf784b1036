import type { MetadataRoute } from 'next';

import { readConfig } from '@/server/config';

// SITE_URL is read when the site runs, not when it is built.
export const dynamic = 'force-dynamic';

/** `/robots.txt`: the public site may be crawled, the back office and the API not; where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: `${readConfig().siteUrl}/sitemap.xml`,
  };
}
