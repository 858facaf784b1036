/** The demo content seeded into an empty database (see src/server/seed/index.ts). */
export { categories } from './categories';
export { machines } from './machines';
export { news } from './news';
