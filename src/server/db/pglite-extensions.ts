/**
 * The PostgreSQL extensions the migrations create (the site search's `pg_trgm` and `unaccent`), which the embedded
 * database must be given when it opens: PGlite ships each as a bundle of its own. Every PGlite the migrations run
 * on is opened with these (also src/tests/global-setup.mjs, which cannot import this file).
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { pg_trgm, unaccent };
