import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite instance of the portal loads: PostgreSQL has them in contrib, PGlite
 * only as modules to load before the migrations' `create extension` can find them. Anything that
 * opens the portal's PGlite files (the app, the tests, the benches) passes these to
 * `PGlite.create`, or a trigram index on clients cannot be read or written (docs/orders-list.md#search).
 * @example await PGlite.create({ dataDir, extensions: pgliteExtensions });
 */
export const pgliteExtensions = { pg_trgm };
