import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts; extensions and triggers live in --custom ones.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
});
