import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` drafts SQL for a schema change into dist/migration-draft (scratch, not applied). The server only
// runs the named files in src/db/migrations: copy the draft there as NNNN_what_changed.sql and review it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './dist/migration-draft',
});
