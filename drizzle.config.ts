import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied by the server on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
