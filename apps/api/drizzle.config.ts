import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the Drizzle tables (hand-written identity tables plus the tables generated
// from schemas/*.json) and applied at start-up by both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
