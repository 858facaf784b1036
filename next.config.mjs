import { fileURLToPath } from 'node:url';

import createNextIntlPlugin from 'next-intl/plugin';

import { pictureWidths } from './src/config/picture-widths.mjs';
import { securityHeaderRules } from './src/server/http/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WebAssembly from its own package folder; bundling it breaks that lookup at runtime.
  // rate-limiter-flexible's index loads every store it has, some through imports a bundler cannot follow.
  // react-pdf: one copy in the process, whose fonts the server's start loads for the datasheet route (src/server/start.ts).
  serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'sharp', 'rate-limiter-flexible', '@react-pdf/renderer'],
  poweredByHeader: false,
  // nosniff, referrer, permissions, no framing, and HSTS over https, on every response (see the file).
  headers: async () => securityHeaderRules(),
  // Rendered pages and cached reads in memory, with invalidations shared by every instance (see the file).
  cacheHandler: fileURLToPath(new URL('./src/server/cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // Stored pictures come in the sizes of the app's media route (src/app/media), which keeps them in media storage for
  // every instance; Next.js's own optimizer (/_next/image) is off. The drawings (SVG) are shown as they are.
  images: {
    loader: 'custom',
    loaderFile: './src/components/mediaLoader.ts',
    deviceSizes: pictureWidths,
    imageSizes: [],
  },
  // CI type-checks the whole project (`npm run typecheck`: the site, its tests and scripts) just before it builds,
  // and tells the build so: its own check of the same code would take a minute more.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  experimental: {
    // One not-found page for paths outside the language tree, since the site and the admin have separate root layouts.
    globalNotFound: true,
    // A contact or quote form may carry up to 20 MB of files (src/schemas/attachment-limits.ts) and its fields: the
    // server action reads at most this much. scripts/server.mjs takes such large bodies a few at a time.
    serverActions: { bodySizeLimit: '21mb' },
  },
};

export default withNextIntl(nextConfig);
