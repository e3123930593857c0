import { gzipSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixture, fixtureJson } from '../fixtures/fixtures';
import { readImportFile } from './read-file';

const PHOTO = Buffer.from('not really a jpeg, the images service decides');
const bytes = (text: string) => Buffer.from(text);
const paprika = (overrides: Record<string, unknown> = {}) =>
  gzipSync(strToU8(JSON.stringify({ ...fixtureJson('paprika-recipe.json'), ...overrides })));

describe('readImportFile', () => {
  it('reads a Paprika export: a zip of gzipped recipes with base64 photos', () => {
    const zip = zipSync({
      'Banana Bread.paprikarecipe': paprika({ photo_data: PHOTO.toString('base64') }),
      'Second.paprikarecipe': paprika({
        name: 'Second Loaf',
        photos: [{ filename: 'a.jpg', data: PHOTO.toString('base64') }],
      }),
    });
    const { drafts, failed, skipped } = readImportFile('export.paprikarecipes', Buffer.from(zip));
    expect(failed).toEqual([]);
    expect(skipped).toEqual([]);
    expect(drafts.map((d) => [d.parser, d.name, d.imageData.length])).toEqual([
      ['paprika', 'Banana Bread', 1],
      ['paprika', 'Second Loaf', 1],
    ]);
    expect(drafts[0]!.imageData[0]).toEqual(PHOTO);
    const { parsed, skipped: notes } = drafts[0]!;
    expect(parsed).toMatchObject({
      title: 'Banana Bread',
      description: 'The one everyone asks for.',
      servings: 1,
      prep_time_minutes: 10,
      cook_time_minutes: 60,
      difficulty: 'easy',
      meal_type: 'breakfast',
      tags: ['baking'],
      source_name: 'Aunt May',
      source_url: 'https://bread.example/banana',
      notes: 'Freezes well.\n\nNutrition: About 200 kcal a slice',
    });
    expect(parsed.ingredients[0]).toMatchObject({ ingredient_name: 'ripe bananas', amount: 3, preparation: 'mashed' });
    expect(parsed.ingredients[6]).toMatchObject({ ingredient_name: 'salt', amount: null, unit: 'pinch' });
    expect(parsed.instructions.map((s) => s.instruction)).toEqual([
      'Heat the oven to 175C.',
      'Mix the bananas and butter, then the sugar and egg.',
      'Stir in the flour, soda and salt; bake for 1 hour.',
    ]);
    expect(notes).toEqual(
      expect.arrayContaining([
        'Rating (5 of 5): not imported',
        'Nutrition: Paprika keeps it as text, so it was added to the notes',
      ]),
    );
  });

  it('reads a single .paprikarecipe (gzipped JSON)', () => {
    const { drafts } = readImportFile('bread.paprikarecipe', Buffer.from(paprika()));
    expect(drafts.map((d) => d.parsed.title)).toEqual(['Banana Bread']);
  });

  it('reads a Mealie recipe JSON field by field', () => {
    const [draft] = readImportFile('risotto.json', bytes(fixture('mealie-recipe.json'))).drafts;
    expect(draft!.parser).toBe('mealie');
    expect(draft!.parsed).toMatchObject({
      title: 'Mushroom Risotto',
      servings: 4,
      prep_time_minutes: 15,
      cook_time_minutes: 30,
      meal_type: 'dinner',
      tags: ['vegetarian', 'comfort food'],
      source_url: 'https://www.risotto.example/mushroom',
      source_name: 'risotto.example',
    });
    expect(draft!.parsed.ingredients).toEqual([
      { ingredient_name: 'arborio rice', amount: 300, unit: 'g', preparation: null, notes: null, is_optional: false },
      { ingredient_name: 'vegetable stock', amount: 1, unit: 'l', preparation: null, notes: 'hot', is_optional: false },
      { ingredient_name: 'mushrooms', amount: 250, unit: 'g', preparation: null, notes: 'sliced', is_optional: false },
      {
        ingredient_name: 'Parmesan to serve',
        amount: null,
        unit: null,
        preparation: null,
        notes: null,
        is_optional: false,
      },
    ]);
    expect(draft!.parsed.instructions[1]).toMatchObject({ step_number: 2, notes: 'Risotto' });
    expect(draft!.parsed.notes).toMatch(
      /^Tip: Use a wide pan\.\n\nNutrition per serving \(from the source\): Calories 520 kcal/,
    );
    expect(draft!.skipped).toEqual(expect.arrayContaining(['Rating (4 of 5): not imported']));
  });

  it('reads a Tandoor export: a zip of zips with recipe.json and the photo beside it', () => {
    const inner = zipSync({ 'recipe.json': strToU8(fixture('tandoor-recipe.json')), 'image.jpg': PHOTO });
    const { drafts, failed } = readImportFile(
      'tandoor.zip',
      Buffer.from(zipSync({ '1.zip': inner, 'README.txt': strToU8('hello') })),
    );
    expect(failed).toEqual([]);
    const [draft] = drafts;
    expect(draft!.parser).toBe('tandoor');
    expect(draft!.imageData).toEqual([PHOTO]);
    expect(draft!.parsed).toMatchObject({
      title: 'Chickpea Curry',
      servings: 3,
      prep_time_minutes: 10,
      cook_time_minutes: 25,
      cuisine_type: 'indian',
      tags: ['vegan'],
    });
    expect(
      draft!.parsed.ingredients.map((i) => `${i.amount ?? ''} ${i.unit ?? ''} ${i.ingredient_name}`.trim()),
    ).toEqual(['1  onion', '2 tbsp curry powder', '400 g chickpeas', '400 ml coconut milk']);
    expect(draft!.parsed.instructions).toEqual([
      {
        step_number: 1,
        instruction: 'Fry the onion and spices in oil.',
        time_minutes: 5,
        temperature: null,
        notes: null,
      },
      {
        step_number: 2,
        instruction: 'Add the chickpeas and coconut milk and simmer.',
        time_minutes: 20,
        temperature: null,
        notes: 'Simmer',
      },
    ]);
  });

  it('reads a list of schema.org recipes and an HTML page', () => {
    expect(readImportFile('list.json', bytes(fixture('schema-recipes.json'))).drafts.map((d) => d.name)).toEqual([
      'Green Salad',
      'Recipe Without Steps',
    ]);
    expect(readImportFile('page.html', bytes(fixture('microdata-recipe.html'))).drafts.map((d) => d.name)).toEqual([
      "Grandma's Pancakes",
    ]);
  });

  it('reads a saved page in the charset its <meta> names (windows-1252, as Word and old sites save them)', () => {
    const ld =
      '{"@type":"Recipe","name":"Grandma Ruth\x92s Cake","recipeIngredient":["2 eggs"],"recipeInstructions":"Bake."}';
    const page = `<meta charset="windows-1252"><script type="application/ld+json">${ld}</script>`;
    expect(readImportFile('cake.htm', Buffer.from(page, 'latin1')).drafts.map((d) => d.name)).toEqual([
      'Grandma Ruth’s Cake',
    ]);
  });

  it('reports what it cannot read', () => {
    expect(readImportFile('notes.txt', bytes('just some text')).failed).toEqual([
      { name: 'notes.txt', reason: expect.stringContaining('not a recipe export') },
    ]);
    expect(readImportFile('x.json', bytes('{"hello": "world"}')).failed).toHaveLength(1);
    expect(readImportFile('bad.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])).failed[0]!.reason).toMatch(
      /damaged/,
    );
    expect(readImportFile('bad.gz', Buffer.from([0x1f, 0x8b, 8, 0, 0])).failed[0]!.reason).toMatch(
      /damaged or too large/,
    );
  });

  it('does not unpack a zip entry larger than the limit (a zip bomb)', () => {
    const bomb = zipSync({ 'big.json': new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    const { drafts, skipped } = readImportFile('bomb.zip', Buffer.from(bomb));
    expect(drafts).toEqual([]);
    expect(skipped).toEqual(['1 entries of bomb.zip were too large to unpack']);
  });
});
