import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads the schema and writes SQL migrations into ./drizzle (`npm run db:generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/drizzle',
});
