import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageStorage } from './image-storage';
import { createS3Storage } from './s3-storage';
import { type TestS3, startTestS3 } from './s3-test-server';

let s3: TestS3;
let storage: ImageStorage;

beforeAll(async () => {
  s3 = await startTestS3();
  storage = createS3Storage(s3.config);
});
afterAll(() => s3.close());

describe('S3 image storage (against a local S3-compatible server)', () => {
  it('put, exists, get, stream and delete round trip', async () => {
    const key = 'recipes/round-trip.jpg';
    const data = Buffer.from('not really a jpeg, but bytes are bytes \u00ff'.repeat(100));
    await storage.put(key, data, 'image/jpeg');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get(key)).toEqual(data);
    const streamed = await storage.stream(key);
    expect(streamed?.size).toBe(data.length);
    expect(Buffer.from(await text(streamed!.body), 'utf8')).toEqual(data);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('a missing key is null for get and stream, false for exists, and deleting it is no error', async () => {
    const key = 'thumbnails/thumb_150_never-stored.webp';
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('put replaces the bytes behind a key; keys of other folders stay apart', async () => {
    await storage.put('avatars/same-name.jpg', Buffer.from('first'), 'image/jpeg');
    await storage.put('avatars/same-name.jpg', Buffer.from('second'), 'image/jpeg');
    await storage.put('recipes/same-name.jpg', Buffer.from('recipe'), 'image/jpeg');
    expect((await storage.get('avatars/same-name.jpg'))?.toString()).toBe('second');
    expect((await storage.get('recipes/same-name.jpg'))?.toString()).toBe('recipe');
  });

  it('refuses keys the server would never make, before any request', async () => {
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('recipes/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });

  it('wrong credentials fail loudly instead of looking like a missing object', async () => {
    const wrong = createS3Storage({ ...s3.config, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('recipes/denied.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(wrong.get('recipes/denied.jpg')).rejects.toThrow();
  });
});
