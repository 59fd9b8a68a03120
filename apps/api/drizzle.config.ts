import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes reviewable SQL into src/db/migrations; it needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
});
