import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageStorage } from './image-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { type TestS3, startTestS3 } from './s3-test-server';

const KEYS = [
  'avatars/a1.webp',
  'covers/c1.webp',
  'recipes/r1.jpg',
  'recipes/r2.webp',
  'recipes/r3.png',
  'thumbnails/thumb_150_r1.webp',
  'thumbnails/thumb_400_r1.webp',
];

async function all(storage: ImageStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

async function fill(storage: ImageStorage) {
  for (const key of KEYS) await storage.put(key, Buffer.from(key), 'image/webp');
}

describe('listing stored images (a backup copies them all)', () => {
  it('the local folder lists the four folders’ keys, not temporary writes or stray files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'potluck-list-'));
    const storage = createLocalStorage(root);
    expect(await all(storage)).toEqual([]);
    await fill(storage);
    writeFileSync(join(root, 'recipes', 'r9.jpg.0b7c.tmp'), 'half-written');
    writeFileSync(join(root, 'README.txt'), 'not an image');
    expect(await all(storage)).toEqual(KEYS);
    await storage.delete('recipes/r2.webp');
    expect(await all(storage)).not.toContain('recipes/r2.webp');
  });

  describe('an S3-compatible bucket', () => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startTestS3();
    });
    afterAll(() => s3.close());

    it('lists every key and skips objects that are not server keys', async () => {
      const client = s3.client();
      const storage = createS3Storage(s3.config, client);
      await fill(storage);
      // Something else in the same bucket is never taken for one of ours.
      const { bucket: Bucket } = s3.config;
      await client.send(new PutObjectCommand({ Bucket, Key: 'notes/readme.txt', Body: 'not an image' }));
      await client.send(new PutObjectCommand({ Bucket, Key: 'recipes/r1.jpg.1f2e.tmp', Body: 'half' }));
      expect(await all(storage)).toEqual(KEYS);
      await storage.delete('covers/c1.webp');
      expect(await all(storage)).toEqual(KEYS.filter((k) => k !== 'covers/c1.webp'));
    });
  });

  it('follows S3 continuation tokens page by page', async () => {
    // s3rver fails on a truncated listing, so the pages come from a client that answers like S3 does.
    const pages = [
      {
        Contents: [{ Key: 'avatars/a1.webp' }, { Key: 'notes/x.txt' }],
        IsTruncated: true,
        NextContinuationToken: 't1',
      },
      { Contents: [{ Key: 'covers/c1.webp' }], IsTruncated: true, NextContinuationToken: 't2' },
      { Contents: [{ Key: 'recipes/r1.jpg' }], IsTruncated: false },
    ];
    const asked: Array<{ token?: string; max?: number }> = [];
    const client = {
      send: async (command: { input: { ContinuationToken?: string; MaxKeys?: number } }) => {
        asked.push({ token: command.input.ContinuationToken, max: command.input.MaxKeys });
        return pages[asked.length - 1];
      },
    };
    const storage = createS3Storage({} as never, client as never, { listPageSize: 2 });
    expect(await all(storage)).toEqual(['avatars/a1.webp', 'covers/c1.webp', 'recipes/r1.jpg']);
    expect(asked).toEqual([
      { token: undefined, max: 2 },
      { token: 't1', max: 2 },
      { token: 't2', max: 2 },
    ]);
  });
});
