import type { StoredImage } from '@potluck/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { jpeg, serve, upload } from './image.fixtures';

let t: TestApp;
let author: Member;
let image: StoredImage;

beforeAll(async () => {
  t = await createTestApp();
  author = await signedIn(t);
  const recipe = await createRecipe(t, author);
  image = (await upload(t, author, recipe.id, { data: await jpeg(1000, 600) })).json<StoredImage>();
});
afterAll(() => t.close());

describe('GET /images/serve/{folder}/{file}', () => {
  it('serves the re-encoded original with immutable caching, an ETag and safe headers, without a token for a public recipe', async () => {
    const res = await serve(t, image.image_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 600]);
  });

  it('serves WebP thumbnails 150, 400 and 800 px wide at thumb_{size}_{file}', async () => {
    for (const thumb of image.thumbnails) {
      expect(thumb.url).toMatch(/\/images\/serve\/thumbnails\/thumb_(150|400|800)_[0-9a-f-]{36}\.jpg$/);
      const res = await serve(t, thumb.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', thumb.width]);
    }
    expect(image.thumbnails.map((th) => th.width)).toEqual([150, 400, 800]);
  });

  it('answers 304 without a body to a matching If-None-Match (also weak or in a list), 200 otherwise', async () => {
    const { etag } = (await serve(t, image.thumbnails[1]!.url)).headers;
    for (const header of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await serve(t, image.thumbnails[1]!.url, { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toContain('immutable');
    }
    expect((await serve(t, image.thumbnails[1]!.url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('a deleted image is gone from the serve path, conditional request or not', async () => {
    const recipe = await createRecipe(t, author);
    const doomed = (await upload(t, author, recipe.id, { data: await jpeg(50, 50) })).json<StoredImage>();
    const { etag } = (await serve(t, doomed.image_url)).headers;
    await as(t, author).del(`/images/recipe/${recipe.id}/image/${doomed.id}`);
    expect((await serve(t, doomed.image_url)).statusCode).toBe(404);
    expect((await serve(t, doomed.image_url, { 'if-none-match': String(etag) })).statusCode).toBe(404);
    expect((await serve(t, doomed.thumbnails[0]!.url)).statusCode).toBe(404);
  });

  it('a bad token on a public image still serves it; names that are not server-made are 404', async () => {
    expect((await serve(t, image.image_url, { authorization: 'Bearer nonsense' })).statusCode).toBe(200);
    const file = image.image_url.split('/').pop()!;
    for (const url of [
      `/api/v1/images/serve/thumbnails/thumb_123_${file}`,
      `/api/v1/images/serve/thumbnails/${file}`,
      `/api/v1/images/serve/recipes/thumb_150_${file}`,
      `/api/v1/images/serve/recipes/${file.toUpperCase()}`,
      `/api/v1/images/serve/recipes/${file.replace('.jpg', '.png')}`,
    ]) {
      expect((await serve(t, url)).statusCode, url).toBe(404);
    }
  });
});
