import { type ImageInfo, type StoredImage, type UserImage } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { jpeg, keyOf, upload, uploadUserImage } from './image.fixtures';

let t: TestApp;
let author: Member;
let other: Member;
let admin: Member;

const info = (member: Member | null, filePath: string) =>
  as(t, member).get(`/images/info?file_path=${encodeURIComponent(filePath)}`);

beforeAll(async () => {
  t = await createTestApp();
  [author, other, admin] = await Promise.all([signedIn(t), signedIn(t), signedIn(t, { role: 'admin' })]);
});
afterAll(() => t.close());

async function imageOf(overrides: Parameters<typeof createRecipe>[2] = {}): Promise<StoredImage> {
  const recipe = await createRecipe(t, author, overrides);
  const res = await upload(t, author, recipe.id, { data: await jpeg(1000, 600) });
  expect(res.statusCode).toBe(201);
  return res.json<StoredImage>();
}

describe('GET /images/info?file_path', () => {
  it('describes a public recipe image to any member, by folder/file, serve path or full image_url', async () => {
    const image = await imageOf();
    const key = keyOf(image.image_url);
    for (const filePath of [key, `/images/serve/${key}`, image.image_url, `http://potluck.test${image.image_url}`]) {
      const res = await info(other, filePath);
      expect(res.statusCode, filePath).toBe(200);
      const body = res.json<ImageInfo>();
      expect(body).toMatchObject({
        file_path: key,
        folder: 'recipes',
        file_name: key.split('/')[1],
        url: image.image_url,
        content_type: 'image/jpeg',
        width: 1000,
        height: 600,
      });
      expect(body.size).toBeGreaterThan(1000);
      expect(body.owner).toMatchObject({ type: 'recipe', image_id: image.id });
    }
  });

  it('describes a thumbnail with its own size and WebP type', async () => {
    const image = await imageOf();
    const res = await info(author, image.thumbnails[0]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImageInfo>()).toMatchObject({
      folder: 'thumbnails',
      content_type: 'image/webp',
      width: 150,
      height: 90,
    });
  });

  it('private and draft images: the author and an admin get the info, another member 404 as for a missing file', async () => {
    for (const overrides of [{ visibility: 'private' as const }, { status: 'draft' as const }]) {
      const image = await imageOf(overrides);
      expect((await info(author, image.image_url)).statusCode).toBe(200);
      expect((await info(admin, image.image_url)).statusCode).toBe(200);
      const denied = await info(other, image.image_url);
      expect(denied.statusCode).toBe(404);
      expect(detail(denied)).toBe('Image not found');
      expect((await info(other, image.thumbnails[2]!.url)).statusCode).toBe(404);
    }
  });

  it('anonymous callers get 401, even for a public image', async () => {
    const image = await imageOf();
    expect((await info(null, image.image_url)).statusCode).toBe(401);
  });

  it('avatars are described to any signed-in member', async () => {
    const avatar = (
      await uploadUserImage(t, author, '/images/user/avatar', { data: await jpeg(300, 300) })
    ).json<UserImage>();
    const res = await info(other, avatar.image_url);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImageInfo>()).toMatchObject({
      folder: 'avatars',
      owner: { type: 'avatar', user_id: author.id },
      width: 300,
      height: 300,
    });
  });

  it('404 for deleted files, names the server never makes, path traversal and a file under another folder; 422 without file_path', async () => {
    const recipe = await createRecipe(t, author);
    const image = (await upload(t, author, recipe.id, { data: await jpeg(64, 64) })).json<StoredImage>();
    const file = keyOf(image.image_url).split('/')[1]!;
    expect((await as(t, author).del(`/images/recipe/${recipe.id}/image/${image.id}`)).statusCode).toBe(204);
    for (const filePath of [
      image.image_url,
      'recipes/photo.jpg',
      '../../secret',
      `recipes/../../${file}`,
      `avatars/${file}`,
      'nothing',
    ]) {
      expect((await info(author, filePath)).statusCode, filePath).toBe(404);
    }
    const live = await imageOf();
    expect((await info(author, `avatars/${keyOf(live.image_url).split('/')[1]}`)).statusCode).toBe(404);
    expect((await as(t, author).get('/images/info')).statusCode).toBe(422);
  });
});
