import {
  API_PREFIX,
  IMAGE_MESSAGES,
  type Recipe,
  type RecipeImages,
  type StoredImage,
  type UploadLimits,
} from '@potluck/api';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { jpeg, multipart, serve, upload } from './image.fixtures';

let t: TestApp;
let author: Member;
let other: Member;
let admin: Member;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [author, other, admin] = await Promise.all([signedIn(t), signedIn(t), signedIn(t, { role: 'admin' })]);
  photo = await jpeg();
});
afterAll(() => t.close());

describe('GET /images/upload-limits', () => {
  it('tells the size limit from config and the accepted formats', async () => {
    const res = await as(t, author).get('/images/upload-limits');
    expect(res.statusCode).toBe(200);
    expect(res.json<UploadLimits>()).toEqual({
      max_file_size: 10 * 1024 * 1024,
      max_file_size_mb: 10,
      supported_formats: ['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF', 'AVIF'],
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await as(t, null).get('/images/upload-limits')).statusCode).toBe(401);
  });
});

describe('authorization per endpoint', () => {
  it('upload: the author and an admin may; another member gets 403 on a public recipe, 404 on a private one; anonymous 401', async () => {
    const pub = await createRecipe(t, author);
    const priv = await createRecipe(t, author, { visibility: 'private' });
    expect((await upload(t, author, pub.id, { data: photo })).statusCode).toBe(201);
    expect((await upload(t, admin, pub.id, { data: photo })).statusCode).toBe(201);
    const denied = await upload(t, other, pub.id, { data: photo });
    expect(denied.statusCode).toBe(403);
    expect(detail(denied)).toBe('Only the author can change this recipe');
    expect((await upload(t, other, priv.id, { data: photo })).statusCode).toBe(404);
    const anonymous = await upload(t, null, pub.id, { data: photo });
    expect(anonymous.statusCode).toBe(401);
    expect(detail(anonymous)).toBe('Not authenticated');
    expect((await upload(t, author, 999_999, { data: photo })).statusCode).toBe(404);
    const images = (await as(t, author).get(`/images/recipe/${pub.id}/images`)).json<RecipeImages>().images;
    expect(images).toHaveLength(2);
  });

  it('update, reorder, delete one and delete all: author and admin only', async () => {
    const recipe = await createRecipe(t, author);
    const first = (await upload(t, author, recipe.id, { data: photo })).json<StoredImage>();
    const second = (await upload(t, author, recipe.id, { data: photo })).json<StoredImage>();
    const base = `/images/recipe/${recipe.id}`;
    const calls = [
      (m: Member | null) => as(t, m).put(`${base}/image/${first.id}`, { caption: 'Golden' }),
      (m: Member | null) =>
        as(t, m).post(`${base}/images/reorder`, { image_orders: [{ image_id: second.id, order_index: 0 }] }),
    ];
    for (const call of calls) {
      expect((await call(null)).statusCode).toBe(401);
      expect((await call(other)).statusCode).toBe(403);
      expect((await call(author)).statusCode).toBe(200);
      expect((await call(admin)).statusCode).toBe(200);
    }
    expect((await as(t, null).del(`${base}/image/${first.id}`)).statusCode).toBe(401);
    expect((await as(t, other).del(`${base}/image/${first.id}`)).statusCode).toBe(403);
    expect((await as(t, null).del(`${base}/image`)).statusCode).toBe(401);
    expect((await as(t, other).del(`${base}/image`)).statusCode).toBe(403);
    expect((await as(t, admin).del(`${base}/image/${first.id}`)).statusCode).toBe(204);
    expect((await as(t, author).del(`${base}/image`)).statusCode).toBe(204);
    expect((await as(t, author).get(`${base}/images`)).json<RecipeImages>()).toEqual({
      images: [],
      featured_image_url: null,
    });
  });

  it("another member's private recipe: every endpoint answers 404, as if it did not exist", async () => {
    const priv = await createRecipe(t, author, { visibility: 'private' });
    const image = (await upload(t, author, priv.id, { data: photo })).json<StoredImage>();
    const base = `/images/recipe/${priv.id}`;
    expect((await as(t, other).get(`${base}/images`)).statusCode).toBe(404);
    expect((await as(t, other).put(`${base}/image/${image.id}`, { caption: 'x' })).statusCode).toBe(404);
    expect(
      (await as(t, other).post(`${base}/images/reorder`, { image_orders: [{ image_id: image.id, order_index: 0 }] }))
        .statusCode,
    ).toBe(404);
    expect((await as(t, other).del(`${base}/image/${image.id}`)).statusCode).toBe(404);
    expect((await as(t, other).del(`${base}/image`)).statusCode).toBe(404);
    // The bytes too: a private recipe's image and thumbnails need a token of someone who may see it.
    expect((await serve(t, image.image_url)).statusCode).toBe(404);
    expect((await serve(t, image.image_url, other.auth)).statusCode).toBe(404);
    expect((await serve(t, image.thumbnails[0]!.url)).statusCode).toBe(404);
    expect((await serve(t, image.image_url, author.auth)).statusCode).toBe(200);
    expect((await serve(t, image.thumbnails[1]!.url, admin.auth)).statusCode).toBe(200);
  });

  it('a draft is served only to its author and admins; publishing opens it to everyone without a token', async () => {
    const draft = await createRecipe(t, author, { status: 'draft' });
    const image = (await upload(t, author, draft.id, { data: photo })).json<StoredImage>();
    expect((await serve(t, image.image_url)).statusCode).toBe(404);
    expect((await serve(t, image.image_url, other.auth)).statusCode).toBe(404);
    const own = await serve(t, image.image_url, author.auth);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    await as(t, author).post(`/recipes/${draft.id}/publish`);
    // Who may see a file is cached, but every write clears it: a status change reaches the serve path at once.
    const open = await serve(t, image.image_url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await as(t, author).post(`/recipes/${draft.id}/unpublish`);
    expect((await serve(t, image.image_url)).statusCode).toBe(404);
  });

  it('the update endpoint accepts multipart fields as the spec sends them', async () => {
    const recipe = await createRecipe(t, author);
    const image = (await upload(t, author, recipe.id, { data: photo })).json<StoredImage>();
    const { payload, contentType } = await multipart({
      caption: 'Crispy edges',
      alt_text: 'A tray of bars',
      is_featured: 'true',
      order_index: '0',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/images/recipe/${recipe.id}/image/${image.id}`,
      headers: { ...author.auth, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<StoredImage>()).toMatchObject({
      caption: 'Crispy edges',
      alt_text: 'A tray of bars',
      is_featured: true,
      order_index: 0,
    });
    const read = (await as(t, other).get(`/recipes/${recipe.id}`)).json<Recipe>();
    expect(read.images[0]).toMatchObject({ id: image.id, caption: 'Crispy edges' });
  });
});

describe('messages', () => {
  it('a file over the limit: 413 with the spec text, before the body is processed', async () => {
    const small = await createTestApp({ images: { maxUploadMb: 1, maxPixels: 50_000_000 } });
    try {
      const member = await signedIn(small);
      const recipe = await createRecipe(small, member);
      const big = new Uint8Array(1024 * 1024 + 10);
      big.set(photo.subarray(0, 1000));
      const res = await upload(small, member, recipe.id, { data: big });
      expect(res.statusCode).toBe(413);
      expect(detail(res)).toBe('File size too large. Maximum size is 1MB');
      expect(detail(res)).toBe(IMAGE_MESSAGES.fileTooLarge(1));
      // Sent without Content-Length (chunked), the multipart limit stops it with the same answer.
      const { payload, contentType } = await multipart({
        file: { data: new Uint8Array(3 * 1024 * 1024), filename: 'a.jpg' },
      });
      const chunked = await small.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/images/recipe/${recipe.id}/upload`,
        headers: { ...member.auth, 'content-type': contentType, 'transfer-encoding': 'chunked' },
        payload: Readable.from([payload]),
      });
      expect(chunked.statusCode).toBe(413);
      expect(detail(chunked)).toBe('File size too large. Maximum size is 1MB');
      expect((await as(small, member).get('/images/upload-limits')).json<UploadLimits>()).toMatchObject({
        max_file_size: 1024 * 1024,
        max_file_size_mb: 1,
      });
    } finally {
      await small.close();
    }
  });

  it('not an image: 415 with the spec text naming the supported formats', async () => {
    const recipe = await createRecipe(t, author);
    const res = await upload(t, author, recipe.id, {
      data: Buffer.from('just some words, not pixels'),
      filename: 'notes.jpg',
    });
    expect(res.statusCode).toBe(415);
    expect(detail(res)).toBe('Unsupported file format. Supported formats: JPG, JPEG, PNG, WEBP, GIF, AVIF');
  });

  it('no file part, or an empty one: 422 on body.file', async () => {
    const recipe = await createRecipe(t, author);
    const none = await as(t, author).post(`/images/recipe/${recipe.id}/upload`, { caption: 'no file' });
    expect(none.statusCode).toBe(422);
    expect(detail(none)).toEqual([{ loc: ['body', 'file'], msg: IMAGE_MESSAGES.fileRequired, type: 'missing' }]);
    const empty = await upload(t, author, recipe.id, { data: new Uint8Array(0) });
    expect(empty.statusCode).toBe(422);
  });

  it('bad fields: a step image without a step number, an unknown image type', async () => {
    const recipe = await createRecipe(t, author);
    const step = await upload(t, author, recipe.id, { data: photo, fields: { image_type: 'step' } });
    expect(step.statusCode).toBe(422);
    expect(detail(step)).toEqual([
      expect.objectContaining({ loc: ['body', 'step_number'], msg: 'Step number is required for step images' }),
    ]);
    const kind = await upload(t, author, recipe.id, { data: photo, fields: { image_type: 'poster' } });
    expect(kind.statusCode).toBe(422);
    expect(detail(kind)).toEqual([expect.objectContaining({ loc: ['body', 'image_type'] })]);
    const ok = await upload(t, author, recipe.id, {
      data: photo,
      fields: { image_type: 'step', step_number: '2', caption: 'Fold', alt_text: 'Folding dough' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<StoredImage>()).toMatchObject({
      image_type: 'step',
      step_number: 2,
      caption: 'Fold',
      alt_text: 'Folding dough',
    });
  });

  it('unknown image: 404 Image not found', async () => {
    const recipe = await createRecipe(t, author);
    const res = await as(t, author).put(`/images/recipe/${recipe.id}/image/999999`, { caption: 'x' });
    expect(res.statusCode).toBe(404);
    expect(detail(res)).toBe('Image not found');
    expect((await as(t, author).del(`/images/recipe/${recipe.id}/image/999999`)).statusCode).toBe(404);
  });
});
