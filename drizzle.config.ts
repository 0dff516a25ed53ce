import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the next versioned migration from the schema; PGlite and
// PostgreSQL both run the same files at start.
export default defineConfig({
  dialect: 'postgresql',
  // The platform's tables and each feature's (table.ts, *Table.ts): no list to keep.
  schema: ['./src/server/db/schema/*.ts', './src/features/*/{table,*Table}.ts'],
  out: './src/server/db/migrations',
});
