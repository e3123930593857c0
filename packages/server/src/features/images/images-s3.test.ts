import type { StoredImage, UserImage } from '@potluck/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../storage/s3-storage';
import type { ImageStorage } from '../../storage/image-storage';
import { type TestS3, startTestS3 } from '../../storage/s3-test-server';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { jpeg, keyOf, serve, upload, uploadUserImage } from './image.fixtures';

let s3: TestS3;
let t: TestApp;
let bucket: ImageStorage;
let author: Member;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ s3: s3.config });
  bucket = createS3Storage(s3.config);
  author = await signedIn(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('images with S3 storage (local S3-compatible server)', () => {
  it('upload → serve → delete the recipe removes the objects from the bucket', async () => {
    const recipe = await createRecipe(t, author);
    const res = await upload(t, author, recipe.id, { data: await jpeg(900, 600) });
    expect(res.statusCode).toBe(201);
    const image = res.json<StoredImage>();
    const keys = [keyOf(image.image_url), ...image.thumbnails.map((th) => keyOf(th.url))];
    expect(await Promise.all(keys.map((k) => bucket.exists(k)))).toEqual([true, true, true, true]);

    const original = await serve(t, image.image_url);
    expect(original.statusCode).toBe(200);
    expect(Number(original.headers['content-length'])).toBe(original.rawPayload.length);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(900);
    const thumb = await serve(t, image.thumbnails[0]!.url);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);

    expect((await as(t, author).del(`/recipes/${recipe.id}`)).statusCode).toBe(204);
    expect(await Promise.all(keys.map((k) => bucket.exists(k)))).toEqual([false, false, false, false]);
    expect((await serve(t, image.image_url)).statusCode).toBe(404);
  });

  it("avatars go to the bucket's avatars/ folder and leave it when replaced", async () => {
    const first = (
      await uploadUserImage(t, author, '/images/user/avatar', { data: await jpeg(200, 200) })
    ).json<UserImage>();
    expect(await bucket.exists(keyOf(first.image_url))).toBe(true);
    expect(keyOf(first.image_url)).toMatch(/^avatars\//);
    await uploadUserImage(t, author, '/images/user/avatar', { data: await jpeg(200, 200, '#123') });
    expect(await bucket.exists(keyOf(first.image_url))).toBe(false);
  });
});
