import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { Backup } from '@potluck/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3Storage } from '../../storage/s3-storage';
import { type TestS3, startTestS3 } from '../../storage/s3-test-server';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { type Member, as } from '../recipes/recipe.fixtures';
import { STALE_ERROR } from './backup-rows';
import { STOPPED } from './backups.service';

const engine = inject('dbTemplate').kind === 'postgres' ? 'PostgreSQL' : 'the embedded database';
let s3: TestS3;
let first: TestApp;
let second: TestApp;
let admin: Member;
let shared: Awaited<ReturnType<typeof createTestDatabase>>;

// Two server processes as docs/scaling.md runs them: one database, one bucket, a data folder each.
beforeAll(async () => {
  s3 = await startTestS3();
  shared = await createTestDatabase();
  first = await createTestApp({ s3: s3.config }, { database: { ...shared, close: async () => {} } });
  second = await createTestApp({ s3: s3.config }, { database: shared });
  admin = await signedIn(first, { role: 'admin' });
  // Images enough that the backup takes a moment, with progress between its start and its end.
  const images = createS3Storage(s3.config, s3.client());
  for (let i = 0; i < 40; i++) await images.put(`recipes/p${i}.jpg`, randomBytes(150_000), 'image/jpeg');
});
afterAll(async () => {
  await first.close();
  await second.close();
  await s3.close();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const list = async (t: TestApp) => (await as(t, admin).get('/admin/backups')).json<{ items: Backup[] }>().items;
const find = async (t: TestApp, name: string) => (await list(t)).find((b) => b.name === name);

describe(`two server processes on ${engine} and one bucket share their backups`, () => {
  it('a backup started on one is followed, downloaded and deleted on the other; a second start is refused', async () => {
    const started = await as(first, admin).post('/admin/backups');
    expect(started.statusCode).toBe(201);
    const { name } = started.json<Backup>();

    const again = await as(second, admin).post('/admin/backups');
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe('A backup is already running');

    const seen: Backup[] = [];
    for (let polls = 0; polls < 1500; polls++) {
      const backup = await find(second, name);
      expect(backup, 'listed by the other process at every poll').toBeDefined();
      seen.push(backup!);
      if (backup!.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const done = seen.at(-1)!;
    expect(done).toMatchObject({ status: 'done', progress: 100, trigger: 'manual', error: null });
    expect(seen[0]!.status).toBe('running');
    const progress = seen.map((b) => b.progress);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(
      progress.some((p) => p > 0 && p < 100),
      `progress seen: ${progress.join(',')}`,
    ).toBe(true);

    // The file is in the bucket under backups/, whole, and the same bytes from either process.
    const object = await s3.client().send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: `backups/${name}` }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(done.size_bytes).toBe(stored.length);
    const fromSecond = await as(second, admin).get(`/admin/backups/${name}/download`);
    expect(fromSecond.statusCode).toBe(200);
    expect(Number(fromSecond.headers['content-length'])).toBe(stored.length);
    // Compared by digest: toEqual walks megabytes byte by byte for a minute.
    expect(sha256(fromSecond.rawPayload)).toBe(sha256(stored));
    expect(sha256((await as(first, admin).get(`/admin/backups/${name}/download`)).rawPayload)).toBe(sha256(stored));
    const lines = gunzipSync(stored).toString('utf8').trimEnd().split('\n');
    expect(JSON.parse(lines.at(-1)!).trailer.images).toBe(40);
    // A backup copies images only, never an earlier backup (its key is no image key).
    expect(lines.some((l) => l.includes('"image":"backups/'))).toBe(false);

    expect((await as(second, admin).del(`/admin/backups/${name}`)).statusCode).toBe(204);
    expect(await find(first, name)).toBeUndefined();
    expect((await as(first, admin).get(`/admin/backups/${name}/download`)).statusCode).toBe(404);
    await expect(
      s3.client().send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: `backups/${name}` })),
    ).rejects.toThrow();
  }, 60_000);

  it('a backup left running by a process that died is reported failed, and the next one may start', async () => {
    const name = 'potluck-20260101-000000Z-manual.jsonl.gz';
    await first.database.db.execute(
      sql`INSERT INTO backups (name, trigger, status, progress, upload_id, created_at, updated_at)
          VALUES (${name}, 'manual', 'running', 40, 'gone-upload', now() - interval '3 minutes', now() - interval '2 minutes')`,
    );
    const stale = await find(second, name);
    expect(stale).toMatchObject({ status: 'failed', error: STALE_ERROR, progress: 40 });
    expect(await find(first, name)).toMatchObject({ status: 'failed' });
    expect((await as(second, admin).get(`/admin/backups/${name}/download`)).statusCode).toBe(404);
    const next = await as(second, admin).post('/admin/backups');
    expect(next.statusCode).toBe(201);
    const { name: nextName } = next.json<Backup>();
    for (let polls = 0; (await find(first, nextName))?.status === 'running' && polls < 1500; polls++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await find(first, nextName)).toMatchObject({ status: 'done' });
  }, 60_000);

  it('a backup that a server process stops midway is reported as stopped on the others', async () => {
    const third = await createTestApp({ s3: s3.config }, { database: { ...shared, close: async () => {} } });
    const started = await as(third, admin).post('/admin/backups');
    expect(started.statusCode).toBe(201);
    const { name } = started.json<Backup>();
    await third.close();
    expect(await find(second, name)).toMatchObject({ status: 'failed', error: STOPPED });
    expect((await as(second, admin).post('/admin/backups')).statusCode).toBe(201);
  }, 60_000);
});
