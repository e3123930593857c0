import { describe, expect, it } from 'vitest';
import { fixture } from '../fixtures/fixtures';
import { readPageData } from './page-data';
import { imageUrlsOf, mapSchemaRecipe } from './recipe-mapper';

const context = { sourceUrl: 'https://crumbs.example/lemon-drizzle/', siteName: 'Crumbs & Co' };

describe('mapSchemaRecipe', () => {
  it('maps every field of a full JSON-LD recipe and reports what it left out', () => {
    const [node] = readPageData(fixture('graph-recipe.html')).recipes;
    const draft = mapSchemaRecipe(node!, context);
    const { parsed } = draft;
    expect(parsed).toMatchObject({
      title: 'Lemon Drizzle Cake',
      description: 'A tangy loaf cake with a crunchy sugar top & a soft crumb.',
      servings: 8,
      prep_time_minutes: 20,
      cook_time_minutes: 45,
      cuisine_type: 'british',
      meal_type: 'dessert',
      tags: ['cake', 'lemon', 'afternoon tea', 'baking'],
      source_url: 'https://crumbs.example/lemon-drizzle/',
      source_name: 'Crumbs & Co',
      nutrition_json: null,
    });
    expect(parsed.ingredients[0]).toEqual({
      ingredient_name: 'unsalted butter',
      amount: 225,
      unit: 'g',
      preparation: 'softened',
      notes: null,
      is_optional: false,
    });
    expect(parsed.ingredients[3]).toMatchObject({ ingredient_name: 'self-raising flour', amount: 1.5, unit: 'cup' });
    expect(parsed.ingredients[5]).toMatchObject({
      ingredient_name: 'icing sugar',
      amount: 85,
      unit: 'g',
      is_optional: true,
    });
    // Sections flattened and numbered from 1; the section name is a note on its first step, the tip on the step before.
    expect(
      parsed.instructions.map((s) => [s.step_number, s.instruction.slice(0, 20), s.notes, s.time_minutes]),
    ).toEqual([
      [1, 'Heat the oven to 180', 'Cake', null],
      [2, 'Beat the butter and ', null, 5],
      [3, 'Fold in the flour an', null, null],
      [4, 'Mix the lemon juice ', 'Drizzle · Prick the cake first so the drizzle soaks in.', null],
    ]);
    expect(draft.imageUrls).toEqual([
      'https://crumbs.example/photos/lemon-drizzle.jpg',
      'https://crumbs.example/photos/lemon-drizzle-4x3.jpg',
    ]);
    expect(parsed.notes).toBe('Nutrition per serving (from the source): Calories 410 kcal, Protein 5.0 g, Fat 21.0 g');
    expect(draft.skipped).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Nutrition panel: the source does not give carbohydrates, fiber, sugar, sodium, cholesterol, vitamin c, calcium, iron/,
        ),
        'Ratings: not imported',
        'Author (Jo Baker): not imported',
      ]),
    );
  });

  it('keeps a complete nutrition set as the nutrition panel', () => {
    const nutrition = {
      calories: '250 kcal',
      proteinContent: '10 g',
      carbohydrateContent: '30g',
      fatContent: '8 g',
      fiberContent: '4 g',
      sugarContent: '6 g',
      sodiumContent: '0.5 g',
      cholesterolContent: '20 mg',
      vitaminCContent: '12 mg',
      calciumContent: '100 mg',
      ironContent: '2.5 mg',
    };
    const draft = mapSchemaRecipe(
      { '@type': 'Recipe', name: 'X', recipeYield: '2', nutrition },
      { sourceUrl: null, siteName: null },
    );
    expect(draft.parsed.nutrition_json).toEqual({
      per_serving: {
        calories: 250,
        protein_g: 10,
        carbohydrates_g: 30,
        fat_g: 8,
        fiber_g: 4,
        sugar_g: 6,
        sodium_mg: 500,
        cholesterol_mg: 20,
        vitamin_c_mg: 12,
        calcium_mg: 100,
        iron_mg: 2.5,
      },
      servings: 2,
      disclaimer: null,
    });
  });

  it('fills times from a total, reads yields and leaves unknown categories as tags', () => {
    const [node] = readPageData(fixture('array-recipe.html')).recipes;
    const draft = mapSchemaRecipe(node!, { sourceUrl: 'https://www.chili.example/x', siteName: null });
    expect(draft.parsed).toMatchObject({
      servings: 6,
      prep_time_minutes: null,
      cook_time_minutes: 60,
      cuisine_type: 'mexican',
      meal_type: 'dinner',
      source_name: 'chili.example',
    });
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Brown the beef with the onion.',
      'Stir in the chili powder and beans.',
      'Simmer for 40 minutes.',
    ]);
    expect(draft.skipped).toContain('Only a total time was given; it was kept as the cook time');
  });

  it('reads image values in every shape, absolute http(s) only', () => {
    expect(imageUrlsOf('https://a.example/1.jpg', null)).toEqual(['https://a.example/1.jpg']);
    expect(imageUrlsOf({ '@type': 'ImageObject', contentUrl: '/2.jpg' }, 'https://b.example/r/')).toEqual([
      'https://b.example/2.jpg',
    ]);
    expect(
      imageUrlsOf(['x.jpg', 'javascript:alert(1)', { url: 'ftp://c.example/3.jpg' }], 'https://d.example/r/'),
    ).toEqual(['https://d.example/r/x.jpg']);
    expect(imageUrlsOf('/relative.jpg', null)).toEqual([]);
  });
});

describe('mapSchemaRecipe section headings among the ingredients', () => {
  it('drops group names with or without a colon ("For the sauce:", "For the dough", "Pour la garniture")', () => {
    const draft = mapSchemaRecipe(
      {
        '@type': 'Recipe',
        name: 'Tarte',
        recipeIngredient: ['For the dough', '250 g flour', 'For the sauce:', '2 tomatoes', 'Pour la garniture', 'Salt'],
        recipeInstructions: ['Bake.'],
      },
      context,
    );
    expect(draft.parsed.ingredients.map((row) => row.ingredient_name)).toEqual(['flour', 'tomatoes', 'Salt']);
  });

  it('drops the group names written before each of their rows ("Saus: 2 el mayonaise"), not one "Optional:"', () => {
    const names = (recipeIngredient: string[]) =>
      mapSchemaRecipe(
        { '@type': 'Recipe', name: 'Saté', recipeIngredient, recipeInstructions: ['Bak.'] },
        context,
      ).parsed.ingredients.map((row) => `${row.amount ?? ''} ${row.ingredient_name}`.trim());
    expect(
      names(['Kip: 600 g kippendijfilet', 'Kip: 3 el ketjap manis', 'Saus: 150 g pindakaas', 'Saus: 200 ml kokosmelk']),
    ).toEqual(['600 kippendijfilet', '3 ketjap manis', '150 pindakaas', '200 kokosmelk']);
    const optional = names(['400 g pasta', '2 cups sauce', 'Optional: 1 onion', 'Optional: 1 cup mushrooms']);
    expect(optional.filter((row) => row.includes('Optional'))).toHaveLength(2);
  });
});

describe('mapSchemaRecipe ingredients as PropertyValue', () => {
  it('reads the amount, unit and name of each', () => {
    const draft = mapSchemaRecipe(
      {
        '@type': 'Recipe',
        name: 'Pancakes',
        recipeIngredient: [
          { '@type': 'PropertyValue', value: 2, unitText: 'cup', name: 'flour' },
          { '@type': 'PropertyValue', value: '3', name: 'eggs' },
          '1 pinch salt',
        ],
        recipeInstructions: ['Mix and fry.'],
      },
      context,
    );
    expect(draft.parsed.ingredients.map((row) => [row.amount, row.unit, row.ingredient_name])).toEqual([
      [2, 'cup', 'flour'],
      [3, null, 'eggs'],
      [1, 'pinch', 'salt'],
    ]);
  });
});

describe('mapSchemaRecipe lists inside lists', () => {
  it('reads ingredients and steps written in groups of their own', () => {
    const draft = mapSchemaRecipe(
      {
        '@type': 'Recipe',
        name: 'Bread',
        recipeIngredient: [['500 g flour', '10 g salt'], ['350 ml water']],
        recipeInstructions: [['Mix everything.', 'Knead for 10 minutes.'], [{ '@type': 'HowToStep', text: 'Bake.' }]],
      },
      context,
    );
    expect(draft.parsed.ingredients.map((row) => row.ingredient_name)).toEqual(['flour', 'salt', 'water']);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Mix everything.',
      'Knead for 10 minutes.',
      'Bake.',
    ]);
  });
});

describe('mapSchemaRecipe steps a site writes twice or with their group', () => {
  it("leaves out a section's name before each of its steps, and keeps it as the group's label", () => {
    const section = (name: string, texts: string[]) => ({
      '@type': 'HowToSection',
      name,
      itemListElement: texts.map((text) => ({ '@type': 'HowToStep', text })),
    });
    const recipeInstructions = [
      section('Teig', ['Teig: Mehl und Zucker mischen.', 'Teig: 1 Stunde gehen lassen.']),
      section('Belag', ['Belag: Äpfel schneiden.']),
    ];
    const draft = mapSchemaRecipe({ '@type': 'Recipe', name: 'Kuchen', recipeInstructions }, context);
    expect(draft.parsed.instructions.map((s) => [s.instruction, s.notes])).toEqual([
      ['Mehl und Zucker mischen.', 'Teig'],
      ['1 Stunde gehen lassen.', null],
      ['Äpfel schneiden.', 'Belag'],
    ]);
  });

  it('reads the same run of steps listed twice once, and says so', () => {
    const steps = ['Preheat the oven.', 'Toss the chicken.', 'Roast for 40 minutes.'];
    const draft = mapSchemaRecipe(
      { '@type': 'Recipe', name: 'Traybake', recipeInstructions: [...steps, ...steps] },
      context,
    );
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual(steps);
    expect(draft.skipped).toContain('The structured steps listed twice were read once');
    const twice = ['Stir.', 'Stir.', 'Stir.', 'Serve.'];
    const kept = mapSchemaRecipe({ '@type': 'Recipe', name: 'Risotto', recipeInstructions: twice }, context);
    expect(kept.parsed.instructions).toHaveLength(4);
  });
});

describe('mapSchemaRecipe steps with a name', () => {
  const labelled = (recipeInstructions: object[]) =>
    mapSchemaRecipe(
      { '@type': 'Recipe', name: 'Bread', recipeIngredient: ['500 g flour'], recipeInstructions },
      context,
    ).parsed.instructions.map((s) => [s.notes, s.instruction]);

  it('reads the description as the step, with a name that says more as its label', () => {
    expect(
      labelled([
        { '@type': 'HowToStep', name: 'Shape', description: 'Roll the dough into a ball.' },
        { '@type': 'HowToStep', name: 'Bake', description: 'Bake for 40 minutes.' },
        { '@type': 'HowToStep', description: 'Let it cool.' },
      ]),
    ).toEqual([
      ['Shape', 'Roll the dough into a ball.'],
      [null, 'Bake for 40 minutes.'],
      [null, 'Let it cool.'],
    ]);
  });

  it('keeps no label that repeats the step after the number its text starts with', () => {
    expect(
      labelled([
        { '@type': 'HowToStep', name: 'Roll the dough into a ball.', text: 'Step 1: Roll the dough into a ball.' },
        { '@type': 'HowToStep', name: 'Bake', text: 'Step 2: Bake for 40 minutes.' },
      ]),
    ).toEqual([
      [null, 'Roll the dough into a ball.'],
      [null, 'Bake for 40 minutes.'],
    ]);
  });
});

describe('mapSchemaRecipe steps numbered in their text', () => {
  const stepsOf = (...texts: string[]) =>
    mapSchemaRecipe(
      {
        '@type': 'Recipe',
        name: 'Chocolate Cake',
        recipeIngredient: ['2 cups flour'],
        recipeInstructions: texts.map((text) => ({ '@type': 'HowToStep', text })),
      },
      context,
    ).parsed.instructions.map((s) => s.instruction);

  it('leaves out the numbers a site writes before each step', () => {
    expect(stepsOf('Step 1: Preheat the oven.', 'Step 2: Mix the batter.')).toEqual([
      'Preheat the oven.',
      'Mix the batter.',
    ]);
    expect(stepsOf('1. Preheat the oven.', '2. Mix the batter.')).toEqual(['Preheat the oven.', 'Mix the batter.']);
  });

  it('keeps a number that is the step’s own', () => {
    expect(stepsOf('2 eggs go in first.', 'Mix the batter.')).toEqual(['2 eggs go in first.', 'Mix the batter.']);
  });
});
