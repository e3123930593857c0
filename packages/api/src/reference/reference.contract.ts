import { z } from 'zod';
import { endpoint } from '../endpoint';
import { categorySchema, tagSchema } from '../recipes/recipe.schemas';

const option = z.object({ value: z.string(), label: z.string() });
const options = z.object({ items: z.array(option) });

export const referenceContract = {
  categories: endpoint({
    method: 'GET',
    path: '/categories/categories',
    summary: 'Recipe categories',
    auth: true,
    responses: { 200: z.object({ items: z.array(categorySchema) }) },
  }),
  tags: endpoint({
    method: 'GET',
    path: '/categories/tags',
    summary: 'Tags (optionally searched)',
    auth: true,
    query: z.object({ search: z.string().trim().max(50).optional() }),
    responses: { 200: z.object({ items: z.array(tagSchema) }) },
  }),
  popularTags: endpoint({
    method: 'GET',
    path: '/categories/popular-tags',
    summary: 'Most used tags',
    auth: true,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    responses: { 200: z.object({ items: z.array(tagSchema.extend({ count: z.number().int() })) }) },
  }),
  cuisineTypes: endpoint({
    method: 'GET',
    path: '/categories/cuisine-types',
    summary: 'Cuisines',
    auth: true,
    responses: { 200: options },
  }),
  mealTypes: endpoint({
    method: 'GET',
    path: '/categories/meal-types',
    summary: 'Meal types',
    auth: true,
    responses: { 200: options },
  }),
  difficultyLevels: endpoint({
    method: 'GET',
    path: '/categories/difficulty-levels',
    summary: 'Difficulty levels',
    auth: true,
    responses: { 200: options },
  }),
  ingredientAutocomplete: endpoint({
    method: 'GET',
    path: '/ingredients/search/autocomplete',
    summary: 'Ingredient names like q (fuzzy)',
    auth: true,
    query: z.object({
      q: z.string().trim().min(1).max(100),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    responses: { 200: z.object({ items: z.array(z.object({ name: z.string(), count: z.number().int() })) }) },
  }),
  commonUnits: endpoint({
    method: 'GET',
    path: '/ingredients/units/common',
    summary: 'Common cooking units',
    auth: true,
    responses: {
      200: z.object({ items: z.array(z.object({ id: z.string(), label: z.string(), system: z.string() })) }),
    },
  }),
};
