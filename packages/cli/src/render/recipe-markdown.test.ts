import { NUTRITION_UNAVAILABLE_MESSAGE } from '@potluck/api/domain';
import { describe, expect, it } from 'vitest';
import { makeRecipe, PANCAKES } from '../testing/fake-recipes';
import { escapeMarkdown, recipeToMarkdown } from './recipe-markdown';

describe('recipeToMarkdown', () => {
  it('writes a document a person can paste: title, description, facts, ingredients, steps, notes, nutrition, source', () => {
    expect(recipeToMarkdown(PANCAKES)).toBe(`# Fluffy Buttermilk Pancakes

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
2. Beat in the buttermilk, egg and melted butter until just combined; a few lumps are fine. *(2m)*
3. Cook ladlefuls on a buttered griddle until bubbles form, then flip. *(15m · 190°C)*

   *Note: Keep the first batch warm in a low oven.*

## Notes

Rest the batter for 5 minutes for the fluffiest pancakes.

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

  it('scales the amounts and says so on the servings', () => {
    const doubled = recipeToMarkdown(PANCAKES, { multiplier: 2 });
    expect(doubled).toContain('**Serves** 8 (×2 from 4)');
    expect(doubled).toContain('- 1 cup buttermilk\n');
    expect(doubled).toContain('- 3 cups all-purpose flour\n');
    expect(doubled).toContain('- 1/2 cup blueberries (optional)\n');
    // Per-serving nutrition does not change with the number of servings.
    expect(doubled).toContain('| Calories | 250 kcal |');
  });

  it('leaves out the sections a recipe does not have', () => {
    const bare = makeRecipe({
      id: 9,
      title: 'Toast',
      slug: 'toast',
      servings: 1,
      ingredients: [{ ...PANCAKES.ingredients[2]!, ingredient_name: 'bread', amount: 1 }],
      instructions: [{ ...PANCAKES.instructions[0]!, instruction: 'Toast it.' }],
    });
    expect(recipeToMarkdown(bare)).toBe(
      '# Toast\n\n**Serves** 1 · **Difficulty** Medium\n\n*By Alice*\n\n## Ingredients\n\n- 1 bread\n\n## Instructions\n\n1. Toast it.\n',
    );
  });

  it('keeps typed text as typed: no stray emphasis, headings or list items', () => {
    const tricky = makeRecipe({
      id: 5,
      title: '*Best* [pie] #1',
      slug: 'best-pie',
      description: '# not a heading\n- not a list\n1. not a step\nuse_snake_case <b>and</b> `code`',
      notes: 'Line one\n\n\n\nLine two',
      ingredients: [{ ...PANCAKES.ingredients[0]!, ingredient_name: 'flour\n(sifted)' }],
      instructions: [{ ...PANCAKES.instructions[0]!, instruction: 'Mix.\n\n- then rest' }],
    });
    const md = recipeToMarkdown(tricky);
    expect(md.startsWith('# \\*Best\\* \\[pie\\] #1\n\n\\# not a heading\n\\- not a list\n1\\. not a step\nuse\\_snake\\_case \\<b>and\\</b> \\`code\\`\n')).toBe(true);
    expect(md).toContain('- 1.5 cups flour (sifted)\n');
    expect(md).toContain('1. Mix.\n\n   \\- then rest\n');
    expect(md).toContain('## Notes\n\nLine one\n\nLine two\n');
  });

  it('writes the source as a link, a bare address or a name', () => {
    const source = (source_name: string | null, source_url: string | null) =>
      recipeToMarkdown({ ...PANCAKES, source_name, source_url }).trimEnd().split('\n').at(-1);
    expect(source('Grandma Jo', 'https://example.com/a (b)')).toBe('Source: [Grandma Jo](https://example.com/a%20%28b%29)');
    expect(source(null, 'https://example.com/x')).toBe('Source: <https://example.com/x>');
    expect(source('The family cookbook', null)).toBe('Source: The family cookbook');
    expect(source(null, null)).toBe('| Iron | 2.1 mg |');
  });

  it('says nutrition is not available when the stored values are not valid', () => {
    const broken = { ...PANCAKES, nutrition_json: { servings: 4, per_serving: { calories: -1 } } } as unknown as typeof PANCAKES;
    expect(recipeToMarkdown(broken)).toContain(`## Nutrition per serving\n\n${NUTRITION_UNAVAILABLE_MESSAGE}\n`);
  });
});

describe('escapeMarkdown', () => {
  it('escapes only what would change the meaning', () => {
    expect(escapeMarkdown('1/2 cup (about 120 ml) — 3-4 eggs & salt!')).toBe('1/2 cup (about 120 ml) — 3-4 eggs & salt!');
    expect(escapeMarkdown('a*b_c`d[e]f<g~h\\i')).toBe('a\\*b\\_c\\`d\\[e\\]f\\<g\\~h\\\\i');
    expect(escapeMarkdown('> quote\n+ plus\n  2) two\n===')).toBe('\\> quote\n\\+ plus\n  2\\) two\n\\===');
  });
});
