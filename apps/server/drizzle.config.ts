import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes SQL migrations that the server applies at
// start-up; the same files serve the embedded PGlite database and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
