import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { API_PREFIX, type Backup } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { as } from '../recipes/recipe.fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let member: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([signedIn(t, { role: 'admin' }), signedIn(t)]);
});
afterAll(() => t.close());

const list = async () => (await as(t, admin).get('/admin/backups')).json<{ items: Backup[] }>().items;
async function finished(name: string): Promise<Backup> {
  for (;;) {
    const found = (await list()).find((b) => b.name === name);
    if (found && found.status !== 'running') return found;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('admin backups over HTTP', () => {
  it('an admin starts a backup (running at once), follows it to done, downloads and deletes it', async () => {
    const started = await as(t, admin).post('/admin/backups');
    expect(started.statusCode).toBe(201);
    const backup = started.json<Backup>();
    expect(backup).toMatchObject({ status: 'running', trigger: 'manual', progress: 0, error: null });
    expect(backup.name).toMatch(/^potluck-\d{8}-\d{6}Z-manual\.jsonl\.gz$/);
    const done = await finished(backup.name);
    expect(done).toMatchObject({ status: 'done', progress: 100 });
    const file = join(t.config.dataDir, 'backups', backup.name);
    expect(done.size_bytes).toBe(statSync(file).size);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const download = await as(t, admin).get(`/admin/backups/${backup.name}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.rawPayload).toEqual(readFileSync(file));
    const lines = gunzipSync(download.rawPayload).toString('utf8').trimEnd().split('\n');
    expect(JSON.parse(lines[0]!).header).toMatchObject({ format: 'potluck-backup', engine: t.database.engine });
    expect(JSON.parse(lines.at(-1)!).trailer.tables.users).toBe(2);

    expect((await as(t, admin).del(`/admin/backups/${backup.name}`)).statusCode).toBe(204);
    expect((await list()).map((b) => b.name)).not.toContain(backup.name);
    expect((await as(t, admin).get(`/admin/backups/${backup.name}/download`)).statusCode).toBe(404);
    expect((await as(t, admin).del(`/admin/backups/${backup.name}`)).statusCode).toBe(404);
  });

  it('names the server did not make are refused, never read (no path leaves the folder)', async () => {
    for (const name of ['..%2F..%2Fsecret', 'secret', 'potluck-20260101-000000Z-manual.jsonl.gz.partial', '..']) {
      const res = await as(t, admin).get(`/admin/backups/${name}/download`);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.body).not.toContain('test-secret');
    }
  });

  it('every endpoint: a member gets 403, an anonymous caller 401', async () => {
    const name = 'potluck-20260101-000000Z-manual.jsonl.gz';
    const calls = [
      ['GET', '/admin/backups'],
      ['POST', '/admin/backups'],
      ['GET', `/admin/backups/${name}/download`],
      ['DELETE', `/admin/backups/${name}`],
    ] as const;
    for (const [method, path] of calls) {
      const asMember = await t.app.inject({ method, url: API_PREFIX + path, headers: member.auth });
      expect(asMember.statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await t.app.inject({ method, url: API_PREFIX + path });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
