import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLines } from '../backup/backup-format';
import { emptyDatabase, fillInstance, tableContents } from '../backup/backup-test-kit';
import { restoreBackup } from '../backup/restore-backup';
import { takeBackup } from '../backup/take-backup';
import { createLocalStorage } from '../storage/local-storage';
import { PASSWORD, createTestApp } from '../test/test-app';
import type { Database } from './client';
import { migrate, readMigrations } from './migrate';

/**
 * Upgrades keep every row. The fixture is an instance filled with data of every kind by the schema of the day
 * it was made (its name says the last migration it has), frozen: later migrations must carry all of it. To add
 * a newer fixture beside it (never to replace it): WRITE_UPGRADE_FIXTURE=1 npx vitest run src/db/upgrade.test.ts
 */
const DIR = fileURLToPath(new URL('./upgrade-fixtures', import.meta.url));
const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const latest = readMigrations().at(-1)!.name;

if (process.env.WRITE_UPGRADE_FIXTURE) {
  const t = await createTestApp({}, { database: await emptyDatabase('pglite') });
  await fillInstance(t);
  const storage = createLocalStorage(join(t.config.dataDir, 'images'));
  await takeBackup({ database: t.database, storage, secret: SECRET }, join(DIR, `${latest}.jsonl.gz`));
  await t.close();
}

const fixtures = readdirSync(DIR).filter((f) => f.endsWith('.jsonl.gz'));

async function headerOf(file: string) {
  const lines = readLines(file);
  const first = await lines.next();
  await lines.return(undefined);
  return (first.value as { header: { migrations: string[] } }).header;
}

/** A row's fields that the older schema had: a newer migration may add columns, never lose one's value. */
const project = (row: string, keys: string[]) => {
  const value = JSON.parse(row) as Record<string, unknown>;
  return JSON.stringify(keys.map((k) => value[k]));
};

describe.each(fixtures)('upgrading the frozen instance %s to this version', (fixture) => {
  const file = join(DIR, fixture);
  let before: Record<string, string[]>;
  let after: Record<string, string[]>;
  let upgraded: Database;
  let newer: string[];
  beforeAll(async () => {
    const header = await headerOf(file);
    // As that version had it: its own migrations only.
    const old = await emptyDatabase(engine);
    try {
      const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'potluck-upgrade-')));
      const theirs = readMigrations().filter((m) => header.migrations.includes(m.name));
      await restoreBackup({ database: old, storage, secret: SECRET }, file, { migrations: theirs });
      before = await tableContents(old);
    } finally {
      await old.close();
    }
    // And as this version starts on it: the same rows, then every newer migration.
    upgraded = await emptyDatabase(engine);
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'potluck-upgrade-')));
    newer = (await restoreBackup({ database: upgraded, storage, secret: SECRET }, file)).upgraded;
    after = await tableContents(upgraded);
  }, 120_000);
  afterAll(() => upgraded?.close());

  it('holds data of every kind', () => {
    const filled = Object.entries(before).filter(([, rows]) => rows.length > 0).length;
    expect(filled).toBeGreaterThanOrEqual(25);
    expect(before.users!.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps every row of every table through the newer migrations', () => {
    const frozenAt = fixture.replace(/\.jsonl\.gz$/, '');
    expect(newer).toEqual(
      readMigrations()
        .map((m) => m.name)
        .filter((name) => name > frozenAt),
    );
    for (const [table, rows] of Object.entries(before)) {
      expect(after[table], table).toBeDefined();
      const keys = rows[0] ? Object.keys(JSON.parse(rows[0]) as object) : [];
      expect(after[table]!.map((r) => project(r, keys)).sort(), table).toEqual(
        rows.map((r) => project(r, keys)).sort(),
      );
    }
  });

  it('a newer migration that fails leaves the data as it was and says which one and why', async () => {
    const broken = { name: '9999_broken', sql: 'ALTER TABLE users ADD COLUMN doomed int; SELECT 1 / 0;' };
    await expect(migrate(upgraded, [...readMigrations(), broken])).rejects.toThrow(
      'Migration 9999_broken failed: division by zero',
    );
    expect(await tableContents(upgraded)).toEqual(after);
  });

  it('starts as a server whose members sign in with the passwords they had', async () => {
    const t = await createTestApp({ secret: SECRET }, { database: { ...upgraded, close: async () => {} } });
    try {
      const username = (JSON.parse(before.users!.find((r) => r.includes('"role": "user"'))!) as { username: string })
        .username;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login-json',
        payload: { email_or_username: username, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

it('a fixture exists for the newest schema or an older one', () => {
  expect(fixtures.length).toBeGreaterThan(0);
  expect(existsSync(DIR)).toBe(true);
});
