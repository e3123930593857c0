import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

/**
 * Next to this file in the sources (src/db/migrations) and next to the bundle (dist/migrations),
 * where build.mjs copies them.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Migration {
  name: string;
  sql: string;
}

/** Named files, applied in name order: 0001_foundation.sql, 0002_recipes.sql, ... */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ name: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

// Any constant works; it only has to be the same for every Potluck process sharing one database.
const MIGRATION_LOCK_ID = 74_117_001;

/** Applies pending migrations, each in its own transaction; returns the names applied now. */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.withRawClient(async (client) => {
    // Several processes starting at once against one PostgreSQL must not race on the same migration.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await client.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      );
      const applied: string[] = [];
      for (const m of migrations) {
        if (done.has(m.name)) continue;
        await client.exec('BEGIN');
        try {
          await client.exec(m.sql);
          await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
          await client.exec('COMMIT');
        } catch (err) {
          await client.exec('ROLLBACK');
          throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(m.name);
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
