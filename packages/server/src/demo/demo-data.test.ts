import {
  CUISINES,
  DIFFICULTIES,
  MEAL_TYPES,
  emailSchema,
  passwordSchema,
  recipeInputSchema,
  usernameSchema,
} from '@potluck/api';
import { COMMON_UNITS, isNutritionValid, kcalFromMacros } from '@potluck/api/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PASSWORD, DEMO_RECIPES, DEMO_USERS, NUTRITION_DISCLAIMER } from './index';

const usernames = new Set<string>(DEMO_USERS.map((u) => u.username));
const categoryNames = new Set<string>(DEMO_CATEGORIES.map((c) => c.name));
const unitIds = new Set(COMMON_UNITS.map((u) => u.id));

describe('demo family', () => {
  it('is one admin and three members sharing the documented demo password', () => {
    expect(DEMO_USERS).toHaveLength(4);
    expect(DEMO_USERS.filter((u) => u.role === 'admin')).toHaveLength(1);
    expect(DEMO_USERS.filter((u) => u.role === 'user')).toHaveLength(3);
    expect(passwordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
    for (const user of DEMO_USERS) expect(user.password).toBe(DEMO_PASSWORD);
  });

  it('has valid, unique usernames and @potluck.example addresses', () => {
    for (const user of DEMO_USERS) {
      expect(usernameSchema.safeParse(user.username).success, user.username).toBe(true);
      expect(emailSchema.safeParse(user.email).success, user.email).toBe(true);
      expect(user.email.endsWith('@potluck.example')).toBe(true);
      expect(user.first_name && user.last_name && user.display_name).toBeTruthy();
    }
    expect(usernames.size).toBe(DEMO_USERS.length);
    expect(new Set(DEMO_USERS.map((u) => u.email.toLowerCase())).size).toBe(DEMO_USERS.length);
  });
});

describe('demo categories', () => {
  it('are the 16 seed categories, unique, each with an icon', () => {
    expect(DEMO_CATEGORIES).toHaveLength(16);
    expect(categoryNames.size).toBe(16);
    for (const category of DEMO_CATEGORIES) expect(category.icon.length).toBeGreaterThan(0);
  });
});

describe('demo recipes', () => {
  it('has at least 40 recipes with unique titles', () => {
    expect(DEMO_RECIPES.length).toBeGreaterThanOrEqual(40);
    const titles = DEMO_RECIPES.map((r) => r.title.trim().toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(DEMO_RECIPES.map((r) => [r.title, r] as const))('%s parses as a RecipeInput', (_title, recipe) => {
    const result = recipeInputSchema.safeParse(recipe);
    expect(result.error?.issues ?? []).toEqual([]);
    // Nothing is dropped or rounded away: every row and amount survives validation unchanged.
    expect(result.data?.ingredients).toHaveLength(recipe.ingredients.length);
    expect(result.data?.instructions).toHaveLength(recipe.instructions.length);
    result.data?.ingredients.forEach((row, i) => {
      expect(row.amount ?? null).toBeCloseTo(recipe.ingredients[i]?.amount ?? 0, 9);
    });
  });

  it.each(DEMO_RECIPES.map((r) => [r.title, r] as const))('%s is complete and consistent', (_title, recipe) => {
    expect(usernames.has(recipe.author)).toBe(true);
    expect(recipe.category_names.length).toBeGreaterThan(0);
    expect(new Set(recipe.category_names).size).toBe(recipe.category_names.length);
    for (const name of recipe.category_names) expect(categoryNames.has(name), name).toBe(true);
    expect(recipe.category_ids ?? []).toEqual([]);

    expect(recipe.description?.trim()).toBeTruthy();
    expect(recipe.description?.match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(recipe.source_name?.trim()).toBeTruthy();
    expect(typeof recipe.prep_time_minutes).toBe('number');
    expect(typeof recipe.cook_time_minutes).toBe('number');
    expect(
      recipe.difficulty && recipe.cuisine_type && recipe.meal_type && recipe.visibility && recipe.status,
    ).toBeTruthy();

    const tags = recipe.tags ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(tags.length).toBeLessThanOrEqual(6);
    for (const tag of tags) expect(tag).toBe(tag.trim().toLowerCase());
    expect(new Set(tags).size).toBe(tags.length);

    for (const row of recipe.ingredients) {
      if (row.unit != null) expect(unitIds.has(row.unit), `${row.ingredient_name}: ${row.unit}`).toBe(true);
      if (row.amount == null) expect(row.unit ?? null, row.ingredient_name).toBeNull();
    }
    expect(recipe.instructions.length).toBeGreaterThanOrEqual(2);
  });

  it.each(DEMO_RECIPES.map((r) => [r.title, r] as const))('%s has plausible estimated nutrition', (_title, recipe) => {
    const nutrition = recipe.nutrition_json;
    expect(isNutritionValid(nutrition)).toBe(true);
    if (!nutrition) return;
    expect(nutrition.servings).toBe(recipe.servings);
    expect(nutrition.disclaimer).toBe(NUTRITION_DISCLAIMER);
    const n = nutrition.per_serving;
    expect(n.sugar_g).toBeLessThanOrEqual(n.carbohydrates_g);
    expect(n.fiber_g).toBeLessThanOrEqual(n.carbohydrates_g);
    // Calories agree with the macros (4/4/9 kcal per gram) within 15%.
    const fromMacros = kcalFromMacros(n);
    expect(Math.abs(n.calories - fromMacros) / n.calories).toBeLessThanOrEqual(0.15);
  });

  it('covers at least 15 cuisines, every meal type and every difficulty', () => {
    const cuisines = new Set(DEMO_RECIPES.map((r) => r.cuisine_type));
    expect(cuisines.size).toBeGreaterThanOrEqual(15);
    for (const cuisine of cuisines) expect(CUISINES).toContain(cuisine);
    for (const mealType of MEAL_TYPES)
      expect(
        DEMO_RECIPES.some((r) => r.meal_type === mealType),
        mealType,
      ).toBe(true);
    for (const difficulty of DIFFICULTIES)
      expect(
        DEMO_RECIPES.some((r) => r.difficulty === difficulty),
        difficulty,
      ).toBe(true);
  });

  it('is mostly public and published, with a few private recipes and drafts', () => {
    const isPublished = (r: (typeof DEMO_RECIPES)[number]) => r.visibility === 'public' && r.status === 'published';
    expect(DEMO_RECIPES.filter(isPublished).length).toBeGreaterThanOrEqual(40);
    expect(DEMO_RECIPES.some((r) => r.visibility === 'private')).toBe(true);
    expect(DEMO_RECIPES.some((r) => r.status === 'draft')).toBe(true);
  });

  it('gives every family member recipes and uses every category', () => {
    for (const username of usernames)
      expect(
        DEMO_RECIPES.some((r) => r.author === username),
        username,
      ).toBe(true);
    for (const name of categoryNames)
      expect(
        DEMO_RECIPES.some((r) => r.category_names.includes(name as never)),
        name,
      ).toBe(true);
  });
});
