import { describe, expect, it } from 'vitest';
import { NUTRITION_UNAVAILABLE_MESSAGE } from '../domain/index';
import type { Recipe } from '../recipes/recipe.schemas';
import { escapeMarkdown, recipeToMarkdown } from './recipe-markdown';
import { pancakes, toast as recipe } from './recipe-markdown.fixtures';

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
