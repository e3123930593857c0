import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MESSAGES, type Recipe, type RecipeImages, type StoredImage } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { createLocalStorage } from '../../storage/local-storage';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { jpeg, upload } from './image.fixtures';
import { createImagesService } from './images.service';

let t: TestApp;
let author: Member;
let admin: Member;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [author, admin] = await Promise.all([signedIn(t), signedIn(t, { role: 'admin' })]);
  photo = await jpeg(320, 240);
});
afterAll(() => t.close());

const storedFiles = (app: TestApp = t) => {
  const root = join(app.config.dataDir, 'images');
  return ['recipes', 'thumbnails'].flatMap((folder) =>
    existsSync(join(root, folder)) ? readdirSync(join(root, folder)).map((f) => `${folder}/${f}`) : [],
  );
};
const filesOf = (image: StoredImage) => storedFiles().filter((f) => f.includes(image.image_url.split('/').pop()!));

async function addImages(recipeId: number, n: number, fields: Record<string, string> = {}): Promise<StoredImage[]> {
  const out: StoredImage[] = [];
  for (let i = 0; i < n; i++) {
    const res = await upload(t, author, recipeId, { data: photo, fields });
    expect(res.statusCode).toBe(201);
    out.push(res.json<StoredImage>());
  }
  return out;
}
const listOf = async (recipeId: number) =>
  (await as(t, author).get(`/images/recipe/${recipeId}/images`)).json<RecipeImages>();
const featuredIds = (list: RecipeImages) => list.images.filter((i) => i.is_featured).map((i) => i.id);

describe('featured rules', () => {
  it('the first image becomes featured; the recipe read shows images and featured_image_url', async () => {
    const recipe = await createRecipe(t, author);
    const [first, second] = await addImages(recipe.id, 2);
    expect(first).toMatchObject({ is_featured: true, image_type: 'featured', order_index: 0 });
    expect(second).toMatchObject({ is_featured: false, image_type: 'gallery', order_index: 1 });
    expect(first!.image_url).toMatch(/^\/api\/v1\/images\/serve\/recipes\/[0-9a-f-]{36}\.jpg$/);
    expect(first!.thumbnails.map((th) => th.url)).toEqual(
      [150, 400, 800].map((s) => first!.image_url.replace('/recipes/', `/thumbnails/thumb_${s}_`)),
    );
    expect(first!.thumbnails.map((th) => th.width)).toEqual([150, 320, 320]);
    const read = (await as(t, author).get(`/recipes/${recipe.id}`)).json<Recipe>();
    expect(read.featured_image_url).toBe(first!.image_url);
    expect(read.images.map((i) => [i.id, i.is_featured, i.order_index])).toEqual([
      [first!.id, true, 0],
      [second!.id, false, 1],
    ]);
    const card = (await as(t, author).get('/recipes/my/recipes'))
      .json<{ items: Recipe[] }>()
      .items.find((r) => r.id === recipe.id);
    expect(card?.featured_image_url).toBe(first!.image_url);
  });

  it('exactly one featured: an upload typed featured, or an update, moves the flag', async () => {
    const recipe = await createRecipe(t, author);
    const [a, b] = await addImages(recipe.id, 2);
    const c = (
      await upload(t, author, recipe.id, { data: photo, fields: { image_type: 'featured' } })
    ).json<StoredImage>();
    let list = await listOf(recipe.id);
    expect(featuredIds(list)).toEqual([c.id]);
    expect(list.images.find((i) => i.id === a!.id)?.image_type).toBe('gallery');
    expect(list.featured_image_url).toBe(c.image_url);
    const res = await as(t, author).put(`/images/recipe/${recipe.id}/image/${b!.id}`, { is_featured: true });
    expect(res.json<StoredImage>()).toMatchObject({ is_featured: true, image_type: 'featured' });
    list = await listOf(recipe.id);
    expect(featuredIds(list)).toEqual([b!.id]);
    expect((await as(t, author).get(`/recipes/${recipe.id}`)).json<Recipe>().featured_image_url).toBe(b!.image_url);
    // Un-featuring the featured one hands the flag to the first other image by position.
    await as(t, author).put(`/images/recipe/${recipe.id}/image/${b!.id}`, { is_featured: false });
    expect(featuredIds(await listOf(recipe.id))).toEqual([a!.id]);
  });

  it('a step image keeps its type and step number when it becomes featured', async () => {
    const recipe = await createRecipe(t, author);
    await addImages(recipe.id, 1);
    const [step] = await addImages(recipe.id, 1, { image_type: 'step', step_number: '1' });
    const res = await as(t, author).put(`/images/recipe/${recipe.id}/image/${step!.id}`, { is_featured: 'true' });
    expect(res.json<StoredImage>()).toMatchObject({ is_featured: true, image_type: 'step', step_number: 1 });
  });

  it('deleting the featured image promotes the first remaining by order_index; deleting the last clears the recipe', async () => {
    const recipe = await createRecipe(t, author);
    const [a, b, c] = await addImages(recipe.id, 3);
    await as(t, author).post(`/images/recipe/${recipe.id}/images/reorder`, {
      image_orders: [
        { image_id: c!.id, order_index: 0 },
        { image_id: b!.id, order_index: 1 },
        { image_id: a!.id, order_index: 2 },
      ],
    });
    expect((await as(t, author).del(`/images/recipe/${recipe.id}/image/${a!.id}`)).statusCode).toBe(204);
    let list = await listOf(recipe.id);
    expect(featuredIds(list)).toEqual([c!.id]);
    expect(list.featured_image_url).toBe(c!.image_url);
    expect(filesOf(a!)).toEqual([]);
    expect(filesOf(c!)).toHaveLength(4);
    await as(t, author).del(`/images/recipe/${recipe.id}/image/${c!.id}`);
    await as(t, author).del(`/images/recipe/${recipe.id}/image/${b!.id}`);
    list = await listOf(recipe.id);
    expect(list).toEqual({ images: [], featured_image_url: null });
    expect((await as(t, author).get(`/recipes/${recipe.id}`)).json<Recipe>()).toMatchObject({
      featured_image_url: null,
      images: [],
    });
  });
});

describe('order', () => {
  it('reorder sets positions 0..n-1 and leaves the featured flag alone', async () => {
    const recipe = await createRecipe(t, author);
    const [a, b, c] = await addImages(recipe.id, 3);
    const res = await as(t, author).post(`/images/recipe/${recipe.id}/images/reorder`, {
      image_orders: [
        { image_id: a!.id, order_index: 5 },
        { image_id: c!.id, order_index: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<RecipeImages>();
    expect(list.images.map((i) => [i.id, i.order_index])).toEqual([
      [c!.id, 0],
      [b!.id, 1],
      [a!.id, 2],
    ]);
    expect(featuredIds(list)).toEqual([a!.id]);
  });

  it('an image of another recipe, or twice in one request: 422 on that entry', async () => {
    const recipe = await createRecipe(t, author);
    const elsewhere = await createRecipe(t, author);
    const [a] = await addImages(recipe.id, 1);
    const [foreign] = await addImages(elsewhere.id, 1);
    const res = await as(t, author).post(`/images/recipe/${recipe.id}/images/reorder`, {
      image_orders: [
        { image_id: a!.id, order_index: 0 },
        { image_id: foreign!.id, order_index: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      { loc: ['body', 'image_orders', 1, 'image_id'], msg: IMAGE_MESSAGES.unknownImage, type: 'unknown_image' },
    ]);
    const twice = await as(t, author).post(`/images/recipe/${recipe.id}/images/reorder`, {
      image_orders: [
        { image_id: a!.id, order_index: 0 },
        { image_id: a!.id, order_index: 1 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(
      (await as(t, author).post(`/images/recipe/${recipe.id}/images/reorder`, { image_orders: [] })).statusCode,
    ).toBe(422);
    // And one recipe's image cannot be changed through another recipe's path.
    expect(
      (await as(t, author).put(`/images/recipe/${recipe.id}/image/${foreign!.id}`, { caption: 'x' })).statusCode,
    ).toBe(404);
  });

  it('PUT order_index moves one image to that position', async () => {
    const recipe = await createRecipe(t, author);
    const [a, b, c] = await addImages(recipe.id, 3);
    await as(t, author).put(`/images/recipe/${recipe.id}/image/${c!.id}`, { order_index: 0 });
    expect((await listOf(recipe.id)).images.map((i) => i.id)).toEqual([c!.id, a!.id, b!.id]);
  });
});

describe('limits and files', () => {
  it('at most 10 images per recipe: the 11th is a 422 with a clear detail, and nothing is stored for it', async () => {
    const recipe = await createRecipe(t, author);
    await addImages(recipe.id, 10);
    const before = storedFiles().length;
    const res = await upload(t, admin, recipe.id, { data: photo });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      {
        loc: ['body', 'file'],
        msg: 'A recipe can have at most 10 images. Delete one before adding another.',
        type: 'too_many_images',
      },
    ]);
    expect(storedFiles().length).toBe(before);
  });

  it('deleting all images, then the recipe itself, leaves no files behind', async () => {
    const recipe = await createRecipe(t, author);
    const images = await addImages(recipe.id, 2);
    expect(images.flatMap(filesOf)).toHaveLength(8);
    expect((await as(t, author).del(`/images/recipe/${recipe.id}/image`)).statusCode).toBe(204);
    expect(images.flatMap(filesOf)).toEqual([]);
    const again = await addImages(recipe.id, 3);
    expect(again.flatMap(filesOf)).toHaveLength(12);
    expect((await as(t, author).del(`/recipes/${recipe.id}`)).statusCode).toBe(204);
    expect(again.flatMap(filesOf)).toEqual([]);
  });

  it('when the database write fails after the files were stored, the files are removed again', async () => {
    const recipe = await createRecipe(t, author);
    const root = join(t.config.dataDir, 'images-failing');
    const db = new Proxy(t.database.db, {
      get: (target, prop, receiver) =>
        prop === 'transaction'
          ? async () => {
              throw new Error('database went away');
            }
          : Reflect.get(target, prop, receiver),
    });
    const ctx = { config: t.config, db, database: t.database, log: t.app.log } as unknown as AppContext;
    const service = createImagesService(ctx, { storage: createLocalStorage(root) });
    await expect(
      service.upload({ id: author.id, role: 'user' }, recipe.id, photo, { image_type: 'gallery' }),
    ).rejects.toThrow('database went away');
    const left = ['recipes', 'thumbnails'].flatMap((f) =>
      existsSync(join(root, f)) ? readdirSync(join(root, f)) : [],
    );
    expect(left).toEqual([]);
  });
});
