import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { migrate, readMigrations } from './migrate';
import * as schema from './schema/index';
import { createTestDatabase } from '../test/test-db';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are named files, recorded once each; running again applies nothing', async () => {
    const names = readMigrations().map((m) => m.name);
    expect(names[0]).toBe('0001_foundation');
    expect(await migrate(database)).toEqual([]);
    const rows = await database.withRawClient((c) =>
      c.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
    );
    expect(rows.map((r) => r.name)).toEqual(names);
  });

  it('enable pg_trgm', async () => {
    const [row] = await database.withRawClient((c) =>
      c.query<{ s: number }>("SELECT similarity('tomato', 'tomatoes') AS s"),
    );
    expect(row!.s).toBeGreaterThan(0.5);
  });

  it('match the drizzle schema column for column', async () => {
    const tables = Object.values(schema).filter(
      (v) => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
    );
    expect(tables.length).toBeGreaterThanOrEqual(6);
    for (const table of tables) {
      const config = getTableConfig(table as Parameters<typeof getTableConfig>[0]);
      const rows = await database.withRawClient((c) =>
        c.query<{ column_name: string; is_nullable: string }>(
          "SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
          [config.name],
        ),
      );
      const actual = Object.fromEntries(rows.map((r) => [r.column_name, r.is_nullable === 'NO']));
      const expected = Object.fromEntries(config.columns.map((c) => [c.name, c.notNull]));
      expect(actual, config.name).toEqual(expected);
    }
  });

  it('a failing migration is rolled back and reported by name', async () => {
    const broken = [
      ...readMigrations(),
      { name: '9999_broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;' },
    ];
    await expect(migrate(database, broken)).rejects.toThrow('Migration 9999_broken failed');
    const rows = await database.withRawClient((c) =>
      c.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'"),
    );
    expect(rows).toHaveLength(0);
  });
});
