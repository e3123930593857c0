import { describe, expect, it } from 'vitest';
import type { Recipe } from '../recipes/recipe.schemas';
import { escapeMarkdown, recipeToMarkdown } from './recipe-markdown';

const recipe: Recipe = {
  id: 1, title: 'Toast *deluxe*', description: 'Crisp.\n\n\n# not a heading', status: 'published', visibility: 'public',
  prep_time_minutes: 2, cook_time_minutes: 3, total_time: 5, servings: 2, difficulty: 'easy', cuisine_type: 'british', meal_type: 'breakfast',
  slug: 'toast-deluxe', featured_image_url: null, author_id: 1, author_name: null, author_username: 'sam', author_avatar: null,
  like_count: 0, view_count: 0, bookmark_count: 0, comment_count: 0, rating_average: null, rating_count: 0, categories: [], tags: [{ id: 1, name: 'quick' }],
  ai_generated: false, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', version: 1, is_current: true, notes: null,
  source_name: 'Kitchen', source_url: 'https://kitchen.example/toast (1)',
  ingredients: [
    { id: 1, ingredient_name: 'bread', amount: 2, unit: 'slice', preparation: null, notes: null, is_optional: false },
    { id: 2, ingredient_name: 'butter', amount: 0.5, unit: 'tbsp', preparation: 'soft', notes: null, is_optional: true },
  ],
  instructions: [
    { id: 2, step_number: 2, instruction: 'Butter it.', time_minutes: null, temperature: null, notes: null },
    { id: 1, step_number: 1, instruction: 'Toast the bread.', time_minutes: 3, temperature: '200°C', notes: null },
  ],
  images: [], nutrition_json: null, required_tools: [], required_tools_json: null, ai_suggestions: null, ai_suggestions_json: null, ai_confidence: null,
};

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
});
