import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the next versioned migration from the schema; PGlite and
// PostgreSQL both run the same files at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
