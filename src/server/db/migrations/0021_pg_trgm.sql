-- docs/orders-list.md#search: trigram indexes find a client by any part of their name and forgive a
-- small typo. PostgreSQL ships pg_trgm in contrib (a trusted extension: the database's owner may
-- create it); PGlite loads it from src/server/db/pgliteExtensions.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
