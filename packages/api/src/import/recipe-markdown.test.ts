import { describe, expect, it } from 'vitest';
import { NUTRITION_UNAVAILABLE_MESSAGE } from '../domain/index';
import type { Recipe } from '../recipes/recipe.schemas';
import { escapeMarkdown, recipeToMarkdown } from './recipe-markdown';

const recipe: Recipe = {
  id: 1,
  title: 'Toast *deluxe*',
  description: 'Crisp.\n\n\n# not a heading',
  status: 'published',
  visibility: 'public',
  prep_time_minutes: 2,
  cook_time_minutes: 3,
  total_time: 5,
  servings: 2,
  difficulty: 'easy',
  cuisine_type: 'british',
  meal_type: 'breakfast',
  slug: 'toast-deluxe',
  featured_image_url: null,
  author_id: 1,
  author_name: null,
  author_username: 'sam',
  author_avatar: null,
  like_count: 0,
  view_count: 0,
  bookmark_count: 0,
  comment_count: 0,
  rating_average: null,
  rating_count: 0,
  categories: [],
  tags: [{ id: 1, name: 'quick' }],
  ai_generated: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
  is_current: true,
  notes: null,
  source_name: 'Kitchen',
  source_url: 'https://kitchen.example/toast (1)',
  ingredients: [
    { id: 1, ingredient_name: 'bread', amount: 2, unit: 'slice', preparation: null, notes: null, is_optional: false },
    {
      id: 2,
      ingredient_name: 'butter',
      amount: 0.5,
      unit: 'tbsp',
      preparation: 'soft',
      notes: null,
      is_optional: true,
    },
  ],
  instructions: [
    { id: 2, step_number: 2, instruction: 'Butter it.', time_minutes: null, temperature: null, notes: null },
    { id: 1, step_number: 1, instruction: 'Toast the bread.', time_minutes: 3, temperature: '200°C', notes: null },
  ],
  images: [],
  nutrition_json: null,
  required_tools: [],
  required_tools_json: null,
  ai_suggestions: null,
  ai_suggestions_json: null,
  ai_confidence: null,
};

/** A recipe with every section: description, facts, categories, tags, step notes, notes, nutrition and source. */
const pancakes: Recipe = {
  ...recipe,
  id: 2,
  title: 'Fluffy Buttermilk Pancakes',
  slug: 'fluffy-buttermilk-pancakes',
  description: 'Saturday pancakes, tall and tender.',
  prep_time_minutes: 10,
  cook_time_minutes: 20,
  total_time: 30,
  servings: 4,
  cuisine_type: 'american',
  author_name: 'Alice Baker',
  categories: [{ id: 1, name: 'Breakfast', icon: null }],
  tags: [
    { id: 1, name: 'weekend' },
    { id: 2, name: 'kids' },
  ],
  ingredients: [
    {
      id: 1,
      ingredient_name: 'all-purpose flour',
      amount: 1.5,
      unit: 'cups',
      preparation: null,
      notes: null,
      is_optional: false,
    },
    {
      id: 2,
      ingredient_name: 'buttermilk',
      amount: 0.5,
      unit: 'cup',
      preparation: null,
      notes: null,
      is_optional: false,
    },
    { id: 3, ingredient_name: 'egg', amount: 1, unit: null, preparation: null, notes: null, is_optional: false },
    {
      id: 4,
      ingredient_name: 'butter',
      amount: 2,
      unit: 'tbsp',
      preparation: 'melted',
      notes: 'plus more for the pan',
      is_optional: false,
    },
    {
      id: 5,
      ingredient_name: 'salt',
      amount: null,
      unit: null,
      preparation: 'to taste',
      notes: null,
      is_optional: false,
    },
    {
      id: 6,
      ingredient_name: 'blueberries',
      amount: 0.25,
      unit: 'cup',
      preparation: null,
      notes: null,
      is_optional: true,
    },
  ],
  instructions: [
    {
      id: 1,
      step_number: 1,
      instruction: 'Whisk the flour and salt in a bowl.',
      time_minutes: null,
      temperature: null,
      notes: null,
    },
    {
      id: 2,
      step_number: 2,
      instruction: 'Beat in the buttermilk and egg.',
      time_minutes: 2,
      temperature: null,
      notes: null,
    },
    {
      id: 3,
      step_number: 3,
      instruction: 'Cook on a buttered griddle, then flip.',
      time_minutes: 15,
      temperature: '190°C',
      notes: 'Keep the first batch warm.',
    },
  ],
  notes: 'Rest the batter for 5 minutes.',
  source_name: 'Grandma Jo',
  source_url: 'https://example.com/pancakes',
  nutrition_json: {
    servings: 4,
    per_serving: {
      calories: 249.5,
      protein_g: 8,
      carbohydrates_g: 36.25,
      fat_g: 7.5,
      fiber_g: 1.2,
      sugar_g: 6,
      sodium_mg: 410,
      cholesterol_mg: 62,
      vitamin_c_mg: 0.4,
      calcium_mg: 120,
      iron_mg: 2.1,
    },
  },
};

describe('recipeToMarkdown, every section', () => {
  it('writes categories, step notes as their own paragraph, notes and the nutrition table', () => {
    expect(recipeToMarkdown(pancakes)).toBe(`# Fluffy Buttermilk Pancakes

Saturday pancakes, tall and tender.

**Serves** 4 · **Prep** 10m · **Cook** 20m · **Total** 30m · **Difficulty** Easy · **Cuisine** American · **Meal** Breakfast

*By Alice Baker · Categories: Breakfast · Tags: weekend, kids*

## Ingredients

- 1.5 cups all-purpose flour
- 1/2 cup buttermilk
- 1 egg
- 2 tbsp butter, melted · plus more for the pan
- salt, to taste
- 1/4 cup blueberries (optional)

## Instructions

1. Whisk the flour and salt in a bowl.
2. Beat in the buttermilk and egg. *(2m)*
3. Cook on a buttered griddle, then flip. *(15m · 190°C)*

   *Note: Keep the first batch warm.*

## Notes

Rest the batter for 5 minutes.

## Nutrition per serving

| Nutrient | Amount |
| --- | ---: |
| Calories | 250 kcal |
| Protein | 8.0 g |
| Carbohydrates | 36.3 g |
| Fat | 7.5 g |
| Fiber | 1.2 g |
| Sugar | 6.0 g |
| Sodium | 410 mg |
| Cholesterol | 62 mg |
| Vitamin C | 0.4 mg |
| Calcium | 120 mg |
| Iron | 2.1 mg |

Source: [Grandma Jo](https://example.com/pancakes)
`);
  });

  it('scales amounts but not the per-serving nutrition', () => {
    const doubled = recipeToMarkdown(pancakes, { multiplier: 2 });
    expect(doubled).toContain('**Serves** 8 (×2 from 4)');
    expect(doubled).toContain('- 3 cups all-purpose flour\n');
    expect(doubled).toContain('- 1/2 cup blueberries (optional)\n');
    expect(doubled).toContain('| Calories | 250 kcal |');
  });

  it('leaves out the sections a recipe does not have', () => {
    const bare: Recipe = {
      ...recipe,
      title: 'Toast',
      description: null,
      servings: 1,
      difficulty: 'medium',
      prep_time_minutes: null,
      cook_time_minutes: null,
      total_time: null,
      cuisine_type: null,
      meal_type: null,
      author_name: 'Alice',
      tags: [],
      source_name: null,
      source_url: null,
      ingredients: [{ ...pancakes.ingredients[2]!, ingredient_name: 'bread' }],
      instructions: [{ ...pancakes.instructions[0]!, instruction: 'Toast it.' }],
    };
    expect(recipeToMarkdown(bare)).toBe(
      '# Toast\n\n**Serves** 1 · **Difficulty** Medium\n\n*By Alice*\n\n## Ingredients\n\n- 1 bread\n\n## Instructions\n\n1. Toast it.\n',
    );
  });

  it('keeps typed text as typed: no stray emphasis, headings, list items or runs of blank lines', () => {
    const md = recipeToMarkdown({
      ...pancakes,
      title: '*Best* [pie] #1',
      description: '# not a heading\n- not a list\n1. not a step\nuse_snake_case <b>and</b> `code`',
      notes: 'Line one\n\n\n\nLine two',
      ingredients: [{ ...pancakes.ingredients[0]!, ingredient_name: 'flour\n(sifted)' }],
      instructions: [{ ...pancakes.instructions[0]!, instruction: 'Mix.\n\n- then rest' }],
    });
    expect(
      md.startsWith(
        '# \\*Best\\* \\[pie\\] #1\n\n\\# not a heading\n\\- not a list\n1\\. not a step\nuse\\_snake\\_case \\<b>and\\</b> \\`code\\`\n',
      ),
    ).toBe(true);
    expect(md).toContain('- 1.5 cups flour (sifted)\n');
    expect(md).toContain('1. Mix.\n\n   \\- then rest\n');
    expect(md).toContain('## Notes\n\nLine one\n\nLine two\n');
  });

  it('writes the source as a link, a bare address or a name', () => {
    const source = (source_name: string | null, source_url: string | null) =>
      recipeToMarkdown({ ...pancakes, source_name, source_url })
        .trimEnd()
        .split('\n')
        .at(-1);
    expect(source(null, 'https://example.com/x')).toBe('Source: <https://example.com/x>');
    expect(source('The family cookbook', null)).toBe('Source: The family cookbook');
    expect(source(null, null)).toBe('| Iron | 2.1 mg |');
  });

  it('says nutrition is not available when the stored values are not valid', () => {
    const broken = { ...pancakes, nutrition_json: { servings: 4, per_serving: { calories: -1 } } } as unknown as Recipe;
    expect(recipeToMarkdown(broken)).toContain(`## Nutrition per serving\n\n${NUTRITION_UNAVAILABLE_MESSAGE}\n`);
  });
});

describe('recipeToMarkdown', () => {
  it('writes the title, facts, ingredients, ordered steps and source, with typed text escaped', () => {
    expect(recipeToMarkdown(recipe)).toBe(`# Toast \\*deluxe\\*

Crisp.

\\# not a heading

**Serves** 2 · **Prep** 2m · **Cook** 3m · **Total** 5m · **Difficulty** Easy · **Cuisine** British · **Meal** Breakfast

*By sam · Tags: quick*

## Ingredients

- 2 slice bread
- 1/2 tbsp butter, soft (optional)

## Instructions

1. Toast the bread. *(3m · 200°C)*
2. Butter it.

Source: [Kitchen](https://kitchen.example/toast%20%281%29)
`);
  });

  it('scales amounts and servings', () => {
    expect(recipeToMarkdown(recipe, { multiplier: 2 })).toContain('**Serves** 4 (×2 from 2)');
    expect(recipeToMarkdown(recipe, { multiplier: 2 })).toContain('- 4 slice bread');
  });

  it('escapes what would start a list or a heading', () => {
    expect(escapeMarkdown('- a\n1. b\n_c_')).toBe('\\- a\n1\\. b\n\\_c\\_');
  });

  it('escapes only what would change the meaning', () => {
    expect(escapeMarkdown('1/2 cup (about 120 ml) — 3-4 eggs & salt!')).toBe(
      '1/2 cup (about 120 ml) — 3-4 eggs & salt!',
    );
    expect(escapeMarkdown('a*b_c`d[e]f<g~h\\i')).toBe('a\\*b\\_c\\`d\\[e\\]f\\<g\\~h\\\\i');
    expect(escapeMarkdown('> quote\n+ plus\n  2) two\n===')).toBe('\\> quote\n\\+ plus\n  2\\) two\n\\===');
  });
});
