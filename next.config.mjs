import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WebAssembly from its own package folder; bundling it breaks that lookup at runtime.
  serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'sharp'],
  poweredByHeader: false,
  experimental: {
    // One not-found page for paths outside the language tree, since the site and the admin have separate root layouts.
    globalNotFound: true,
    // Rendered pages and cached reads stay in memory, never in .next/: a restart on another database (a new
    // DATA_DIR, `db:seed --reset`) must not serve pages of the old one. They are rebuilt on first request.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
