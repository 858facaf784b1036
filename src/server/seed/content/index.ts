/**
 * The demo content seeded into an empty database (see src/server/seed/index.ts). Kept free of `server-only`, as
 * is all of this folder: the e2e tests read it outside Next.js.
 */
export { categories } from './categories';
export { characteristicTypes } from './characteristic-types';
export { machines } from './machines';
export { news } from './news';
