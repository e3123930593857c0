import { API_PREFIX, type ImportFileResult, type ImportResult, type Recipe } from '@potluck/api';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { jpeg, upload } from '../images/image.fixtures';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { importFile } from './import.fixtures';

let t: TestApp;
let cook: Member;
let other: Member;
let admin: Member;
let recipe: Recipe;

const NUTRITION = {
  per_serving: {
    calories: 420,
    protein_g: 18.5,
    carbohydrates_g: 55,
    fat_g: 12,
    fiber_g: 6,
    sugar_g: 9,
    sodium_mg: 640,
    cholesterol_mg: 35,
    vitamin_c_mg: 22,
    calcium_mg: 180,
    iron_mg: 3.2,
  },
  servings: 4,
  disclaimer: null,
};

beforeAll(async () => {
  t = await createTestApp();
  [cook, other, admin] = await Promise.all([signedIn(t), signedIn(t), signedIn(t, { role: 'admin' })]);
  recipe = await createRecipe(t, cook, {
    title: 'Smoky Bean Stew: "Best" Version',
    cuisine_type: 'middle_eastern',
    visibility: 'private',
    source_name: 'Stew Weekly',
    source_url: 'https://stews.example/smoky',
    nutrition_json: NUTRITION,
    ingredients: [
      { ingredient_name: 'cannellini beans', amount: 800, unit: 'g', preparation: 'drained' },
      { ingredient_name: 'smoked paprika', amount: 1.5, unit: 'tsp' },
      { ingredient_name: 'onion', amount: 0.33, unit: 'cup', preparation: 'diced', notes: 'or a shallot' },
      { ingredient_name: 'parsley', is_optional: true },
    ],
    instructions: [
      { instruction: 'Soften the onion.', time_minutes: 8 },
      { instruction: 'Add the rest and simmer.', time_minutes: 25 },
    ],
  });
  const res = await upload(t, cook, recipe.id, { data: await jpeg(300, 200) });
  if (res.statusCode !== 201) throw new Error(res.body);
});
afterAll(() => t.close());

const exportOne = (member: Member | null, id: number, format?: string) =>
  as(t, member).get(`/recipes/${id}/export${format ? `?format=${format}` : ''}`);

describe('GET /recipes/:id/export', () => {
  it('json: our recipe shape, as an attachment named from the slug', async () => {
    const res = await exportOne(cook, recipe.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="smoky-bean-stew-best-version.json"');
    expect(res.json<Recipe>()).toMatchObject({ id: recipe.id, title: recipe.title, nutrition_json: NUTRITION });
  });

  it('jsonld: a schema.org Recipe that the importer reads back to the same recipe', async () => {
    const res = await exportOne(cook, recipe.id, 'jsonld');
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const node = res.json<Record<string, unknown>>();
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: recipe.title,
      recipeYield: '4 servings',
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      totalTime: 'PT30M',
    });
    expect(node.recipeIngredient).toEqual([
      '800 g cannellini beans, drained',
      '1.5 tsp smoked paprika',
      '0.33 cup onion, diced · or a shallot',
      'parsley (optional)',
    ]);

    const back = await as(t, cook).post('/recipes/import-html', {
      html: `<script type="application/ld+json">${res.body}</script>`,
      preview: true,
    });
    expect(back.statusCode).toBe(201);
    const { parsed } = back.json<ImportResult>();
    const strip = <T extends object>(rows: T[]) => rows.map(({ id: _id, ...rest }: T & { id?: number }) => rest);
    expect(parsed.ingredients).toEqual(strip(recipe.ingredients));
    expect(parsed.instructions.map((s) => [s.step_number, s.instruction, s.time_minutes])).toEqual(
      recipe.instructions.map((s) => [s.step_number, s.instruction, s.time_minutes]),
    );
    const same = [
      'title',
      'description',
      'prep_time_minutes',
      'cook_time_minutes',
      'servings',
      'cuisine_type',
      'meal_type',
      'source_name',
      'source_url',
      'nutrition_json',
    ] as const;
    for (const key of same) expect(parsed[key], key).toEqual(recipe[key]);
    expect([...parsed.tags].sort()).toEqual(recipe.tags.map((tag) => tag.name).sort());
  });

  it('md: readable Markdown with the ingredients and the steps', async () => {
    const res = await exportOne(cook, recipe.id, 'md');
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="smoky-bean-stew-best-version.md"');
    expect(res.body).toContain('# Smoky Bean Stew: "Best" Version');
    expect(res.body).toContain(
      '## Ingredients\n\n- 800 g cannellini beans, drained\n- 1.5 tsp smoked paprika\n- 1/3 cup onion, diced · or a shallot\n- parsley (optional)',
    );
    expect(res.body).toContain('| Calories | 420 kcal |');
    expect(res.body).toContain('## Instructions\n\n1. Soften the onion. *(8m)*\n2. Add the rest and simmer. *(25m)*');
  });

  it('has the visibility of reading the recipe: another member gets 404 for a private one, anonymous 401', async () => {
    expect((await exportOne(other, recipe.id, 'md')).statusCode).toBe(404);
    expect((await exportOne(admin, recipe.id, 'md')).statusCode).toBe(200);
    expect((await exportOne(null, recipe.id)).statusCode).toBe(401);
    const shared = await createRecipe(t, other, { status: 'published' });
    expect((await exportOne(cook, shared.id, 'jsonld')).statusCode).toBe(200);
    expect((await exportOne(cook, 999_999)).statusCode).toBe(404);
    expect((await exportOne(cook, recipe.id, 'pdf')).statusCode).toBe(422);
  });
});

describe('GET /recipes/export/all', () => {
  it("zips the caller's own recipes as schema.org JSON with their photos, and the zip imports back with the photos", async () => {
    await createRecipe(t, cook, { title: 'Second Dish', status: 'draft' });
    await createRecipe(t, other, { title: 'Not Mine', status: 'published' });
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/recipes/export/all`, headers: cook.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="potluck-recipes-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'second-dish/recipe.json',
      'smoky-bean-stew-best-version/photo-01.jpg',
      'smoky-bean-stew-best-version/recipe.json',
    ]);
    expect(JSON.parse(new TextDecoder().decode(files['second-dish/recipe.json']))).toMatchObject({
      '@type': 'Recipe',
      name: 'Second Dish',
    });

    const restored = await importFile(t, other, { data: new Uint8Array(res.rawPayload), filename: 'backup.zip' });
    expect(restored.statusCode).toBe(201);
    const items = restored.json<ImportFileResult>().created;
    expect(items.map((i) => [i.name, i.images_imported])).toEqual([
      ['Smoky Bean Stew: "Best" Version', 1],
      ['Second Dish', 0],
    ]);
  });

  it('needs a signed-in caller', async () => {
    expect((await as(t, null).get('/recipes/export/all')).statusCode).toBe(401);
  });
});
