import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { createS3Storage } from '../storage/s3-storage';
import { type TestS3, startTestS3 } from '../storage/s3-test-server';
import { emptyDatabase, imageContents } from './backup-test-kit';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

const SECRET = 's3-backup-secret-s3-backup-secret-0123456789';
let from: TestS3;
let to: TestS3;
beforeAll(async () => {
  [from, to] = await Promise.all([startTestS3('potluck-from'), startTestS3('potluck-to')]);
});
afterAll(() => Promise.all([from.close(), to.close()]));

describe('backup and restore with images in an S3-compatible bucket', () => {
  it('copies every object of one bucket into the backup and into another bucket, byte for byte', async () => {
    const source = createS3Storage(from.config, from.client());
    await source.put('recipes/big.jpg', Buffer.alloc(200_000, 3), 'image/jpeg');
    await source.put('thumbnails/thumb_150_big.webp', Buffer.from('thumb'), 'image/webp');
    await source.put('covers/c.png', Buffer.from([0, 255, 1, 254]), 'image/png');
    const database = await emptyDatabase('pglite');
    await migrate(database);
    const file = join(mkdtempSync(join(tmpdir(), 'potluck-s3-backup-')), 'b.jsonl.gz');
    const trailer = await takeBackup({ database, storage: source, secret: SECRET }, file);
    await database.close();
    expect(trailer.images).toBe(3);

    const target = createS3Storage(to.config, to.client());
    const restored = await emptyDatabase('pglite');
    const result = await restoreBackup({ database: restored, storage: target, secret: SECRET }, file);
    await restored.close();
    expect(result.images).toBe(3);
    expect(await imageContents(target)).toEqual(await imageContents(source));
  }, 60_000);
});
