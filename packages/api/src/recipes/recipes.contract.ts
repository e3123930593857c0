import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idOf, idParamsOf, names } from '../common/common.schemas';
import { limitQuerySchema, recipeListQuerySchema } from './recipe-query.schemas';
import {
  ingredientSchema,
  instructionSchema,
  recipeInputSchema,
  recipePageSchema,
  recipeSchema,
  recipeSummarySchema,
  recipeUpdateSchema,
} from './recipe.schemas';
import { likeStatusSchema, likerSchema } from './recipe-likes.schemas';
import { versionSchema } from './recipe-versions.schemas';

const recipePage = recipePageSchema;
const recipeList = z.object({ items: z.array(recipeSummarySchema) });

export const recipesContract = {
  create: endpoint({
    method: 'POST',
    path: '/recipes',
    summary: 'Create a recipe',
    auth: true,
    body: recipeInputSchema,
    responses: { 201: recipeSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/recipes',
    summary: 'Browse and search recipes',
    auth: true,
    query: recipeListQuerySchema,
    responses: { 200: recipePage },
  }),
  get: endpoint({
    method: 'GET',
    path: '/recipes/:id',
    summary: 'One recipe (counts a view)',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: recipeSchema },
  }),
  getBySlug: endpoint({
    method: 'GET',
    path: '/recipes/slug/:slug',
    summary: 'One recipe by slug',
    auth: true,
    params: z.object({ slug: names('recipeSlug', z.string().min(1).max(250)) }),
    responses: { 200: recipeSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/recipes/:id',
    summary: 'Update a recipe (stores a version)',
    auth: true,
    params: idParamsOf('recipe'),
    body: recipeUpdateSchema,
    responses: { 200: recipeSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/recipes/:id',
    summary: 'Delete a recipe',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 204: z.null() },
  }),
  publish: endpoint({
    method: 'POST',
    path: '/recipes/:id/publish',
    summary: 'Publish (author)',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: recipeSchema },
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/recipes/:id/unpublish',
    summary: 'Back to draft (author)',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: recipeSchema },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/recipes/my/recipes',
    summary: 'Your recipes',
    auth: true,
    query: recipeListQuerySchema,
    responses: { 200: recipePage },
  }),
  byUser: endpoint({
    method: 'GET',
    path: '/recipes/user/:id/recipes',
    summary: "A member's visible recipes",
    auth: true,
    params: idParamsOf('member'),
    query: recipeListQuerySchema,
    responses: { 200: recipePage },
  }),
  featured: endpoint({
    method: 'GET',
    path: '/recipes/featured/recipes',
    summary: 'Most liked published recipes',
    auth: true,
    query: limitQuerySchema,
    responses: { 200: recipeList },
  }),
  trending: endpoint({
    method: 'GET',
    path: '/recipes/trending/recipes',
    summary: 'Most viewed and liked in the last 14 days',
    auth: true,
    query: limitQuerySchema,
    responses: { 200: recipeList },
  }),
  ingredients: endpoint({
    method: 'GET',
    path: '/recipes/:id/ingredients',
    summary: 'Ingredients in order',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: z.object({ items: z.array(ingredientSchema) }) },
  }),
  instructions: endpoint({
    method: 'GET',
    path: '/recipes/:id/instructions',
    summary: 'Steps in order',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: z.object({ items: z.array(instructionSchema) }) },
  }),
  like: endpoint({
    method: 'POST',
    path: '/recipes/:id/like',
    summary: 'Toggle your like',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: likeStatusSchema },
  }),
  likeStatus: endpoint({
    method: 'GET',
    path: '/recipes/:id/like-status',
    summary: 'Whether you like it',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: likeStatusSchema },
  }),
  likes: endpoint({
    method: 'GET',
    path: '/recipes/:id/likes',
    summary: 'Who liked it',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: z.object({ items: z.array(likerSchema), total: z.number().int() }) },
  }),
};

export const versionsContract = {
  list: endpoint({
    method: 'GET',
    path: '/ai-chef/recipe/:id/versions',
    summary: 'Versions of a recipe',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: z.object({ versions: z.array(versionSchema) }) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/ai-chef/recipe/:id/version/:n',
    summary: 'One version snapshot',
    auth: true,
    params: z.object({ id: idOf('recipe'), n: names('version', z.coerce.number().int().positive()) }),
    responses: { 200: versionSchema.extend({ recipe_data: recipeSchema }) },
  }),
};
