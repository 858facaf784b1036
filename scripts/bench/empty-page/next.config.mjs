import path from 'node:path';

/**
 * An empty App Router site, built by `npm run bench:pages` to weigh the framework alone. Turbopack builds only
 * inside its root, which must hold `node_modules`: the project's.
 */
const config = { turbopack: { root: path.resolve(import.meta.dirname, '../../..') } };

export default config;
