import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and each module's own (modules/<name>/table.ts, as npm run new-resource writes them).
  schema: ['./src/db/schema.ts', './src/modules/*/table.ts'],
  out: './drizzle',
});
