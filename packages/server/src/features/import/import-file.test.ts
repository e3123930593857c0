import { IMPORT_MESSAGES, type ImportFileResult, type Recipe } from '@potluck/api';
import { gzipSync, strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { jpeg } from '../images/image.fixtures';
import { type Member, as } from '../recipes/recipe.fixtures';
import { fixture, fixtureJson } from './fixtures/fixtures';
import { importFile } from './import.fixtures';

let t: TestApp;
let cook: Member;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  cook = await signedIn(t);
  photo = await jpeg(400, 300);
});
afterAll(() => t.close());

const text = (name: string) => ({ data: strToU8(fixture(name)), filename: name });
const created = (res: { json: <T>() => T }) => res.json<ImportFileResult>().created;
const load = async (id: number) => (await as(t, cook).get(`/recipes/${id}`)).json<Recipe>();

describe('POST /recipes/import-file', () => {
  it('imports a Paprika export (zip of gzipped JSON) with its photos', async () => {
    const recipe = fixtureJson('paprika-recipe.json');
    const zip = zipSync({
      'Banana Bread.paprikarecipe': gzipSync(
        strToU8(JSON.stringify({ ...recipe, photo_data: photo.toString('base64') })),
      ),
      'Plain.paprikarecipe': gzipSync(strToU8(JSON.stringify({ ...recipe, name: 'Plain Loaf' }))),
    });
    const res = await importFile(t, cook, { data: zip, filename: 'My Recipes.paprikarecipes' });
    expect(res.statusCode).toBe(201);
    const body = res.json<ImportFileResult>();
    expect(body.failed).toEqual([]);
    expect(body.created.map((c) => [c.name, c.parser, c.images_imported, c.recipe?.status])).toEqual([
      ['Banana Bread', 'paprika', 1, 'draft'],
      ['Plain Loaf', 'paprika', 0, 'draft'],
    ]);
    const bread = await load(body.created[0]!.recipe!.id);
    expect(bread).toMatchObject({
      title: 'Banana Bread',
      difficulty: 'easy',
      source_name: 'Aunt May',
      meal_type: 'breakfast',
    });
    expect(bread.images).toHaveLength(1);
    expect(bread.ingredients).toHaveLength(7);
  });

  it('imports a single .paprikarecipe, published when asked', async () => {
    const data = gzipSync(strToU8(JSON.stringify(fixtureJson('paprika-recipe.json'))));
    const res = await importFile(t, cook, { data, filename: 'bread.paprikarecipe' }, { publish: 'true' });
    expect(created(res)[0]!.recipe!.status).toBe('published');
  });

  it('imports Mealie and Tandoor recipe exports field by field', async () => {
    const mealie = created(await importFile(t, cook, text('mealie-recipe.json')))[0]!;
    expect(mealie.parser).toBe('mealie');
    expect(await load(mealie.recipe!.id)).toMatchObject({
      title: 'Mushroom Risotto',
      prep_time_minutes: 15,
      cook_time_minutes: 30,
      meal_type: 'dinner',
    });
    const tandoorZip = zipSync({
      'recipe_1.zip': zipSync({ 'recipe.json': strToU8(fixture('tandoor-recipe.json')), 'image.jpg': photo }),
    });
    const tandoor = created(await importFile(t, cook, { data: tandoorZip, filename: 'export.zip' }))[0]!;
    expect([tandoor.parser, tandoor.images_imported]).toEqual(['tandoor', 1]);
    expect((await load(tandoor.recipe!.id)).instructions.map((s) => s.time_minutes)).toEqual([5, 20]);
  });

  it('imports a list of schema.org recipes; one that is not valid fails alone, with its reason', async () => {
    const res = await importFile(t, cook, text('schema-recipes.json'));
    expect(res.statusCode).toBe(201);
    const body = res.json<ImportFileResult>();
    expect(body.created.map((c) => c.name)).toEqual(['Green Salad']);
    expect(body.failed).toEqual([{ name: 'Recipe Without Steps', reason: 'Please add at least one instruction' }]);
  });

  it('previews a file without creating anything', async () => {
    const before = (await as(t, cook).get('/recipes/my/recipes')).json<{ total: number }>().total;
    const res = await importFile(t, cook, text('mealie-recipe.json'), { preview: 'true' });
    expect(created(res)).toEqual([
      expect.objectContaining({ recipe: null, parsed: expect.objectContaining({ title: 'Mushroom Risotto' }) }),
    ]);
    expect((await as(t, cook).get('/recipes/my/recipes')).json<{ total: number }>().total).toBe(before);
  });

  it('answers 422 for a file it cannot read or without a file', async () => {
    const res = await importFile(t, cook, { data: strToU8('hello'), filename: 'notes.txt' });
    expect([res.statusCode, detail(res)]).toEqual([422, IMPORT_MESSAGES.unknownFile]);
    const empty = await as(t, cook).post('/recipes/import-file', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ detail: Array<{ msg: string }> }>().detail[0]!.msg).toBe(IMPORT_MESSAGES.fileRequired);
  });

  it('needs a signed-in caller', async () => {
    expect((await importFile(t, null, text('mealie-recipe.json'))).statusCode).toBe(401);
  });
});

describe('routes', () => {
  it('the import and export paths do not clash with /recipes/:id', async () => {
    // A clash would send these to the :id routes and answer 422 (id not a number) or 404.
    expect((await as(t, cook).get('/recipes/export/all')).headers['content-type']).toBe('application/zip');
    expect((await as(t, cook).post('/recipes/import-url', { url: 'ftp://x' })).statusCode).toBe(422);
    expect(detail(await as(t, cook).post('/recipes/import-url', { url: 'ftp://x' }))).toBe(
      'Only http:// and https:// addresses can be fetched',
    );
    expect((await as(t, cook).get('/recipes/import-url')).statusCode).not.toBe(200);
  });
});
