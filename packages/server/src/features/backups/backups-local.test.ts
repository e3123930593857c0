import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Backup } from '@potluck/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';
import { STALE_ERROR } from './backup-rows';

const LEGACY = 'potluck-20251201-020000Z-scheduled.jsonl.gz';
let t: TestApp;
let admin: Member;
let folder: string;

// A single-process install upgraded from before decision 024: its backups are files without rows.
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'potluck-legacy-'));
  folder = join(dataDir, 'backups');
  mkdirSync(folder);
  writeFileSync(join(folder, LEGACY), 'an old backup');
  writeFileSync(join(folder, 'notes.txt'), 'not a backup');
  t = await createTestApp({ dataDir });
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const list = async () => (await as(t, admin).get('/admin/backups')).json<{ items: Backup[] }>().items;

describe('backups in the data folder (no S3)', () => {
  it('files from before are adopted at start: listed, downloaded and deleted like any backup', async () => {
    expect(await list()).toEqual([
      {
        name: LEGACY,
        size_bytes: 13,
        created_at: '2025-12-01T02:00:00.000Z',
        status: 'done',
        progress: 100,
        trigger: 'scheduled',
        error: null,
      },
    ]);
    const download = await as(t, admin).get(`/admin/backups/${LEGACY}/download`);
    expect([download.statusCode, download.body]).toEqual([200, 'an old backup']);
    expect((await as(t, admin).del(`/admin/backups/${LEGACY}`)).statusCode).toBe(204);
    expect(existsSync(join(folder, LEGACY))).toBe(false);
    expect(await list()).toEqual([]);
  });

  it('a backup whose process died is reported failed and its partial file removed; it blocks no new backup', async () => {
    const name = 'potluck-20260101-000000Z-manual.jsonl.gz';
    writeFileSync(join(folder, `${name}.partial`), 'half a backup');
    await t.database.db.execute(
      sql`INSERT INTO backups (name, trigger, status, created_at, updated_at)
          VALUES (${name}, 'manual', 'running', now(), now() - interval '61 seconds')`,
    );
    expect((await as(t, admin).post('/admin/backups')).statusCode).toBe(201);
    const items = await list();
    expect(items.find((b) => b.name === name)).toMatchObject({ status: 'failed', error: STALE_ERROR });
    expect(existsSync(join(folder, `${name}.partial`))).toBe(false);
    expect((await as(t, admin).del(`/admin/backups/${name}`)).statusCode).toBe(204);
  });
});
