import { z } from 'zod';
import { idParamsOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import { fromMealPlanInputSchema } from '../meal-plans/meal-plan-extras.schemas';
import {
  fromRecipesInputSchema,
  fromTemplateInputSchema,
  shoppingItemInputSchema,
  shoppingItemSchema,
  shoppingItemToggleSchema,
  shoppingItemUpdateSchema,
  shoppingListInputSchema,
  shoppingListPageSchema,
  shoppingListQuerySchema,
  shoppingListSchema,
  shoppingListUpdateSchema,
} from './shopping.schemas';
import {
  analyticsQuerySchema,
  autoCategorizeQuerySchema,
  categorySuggestionSchema,
  learnCategoryQuerySchema,
  shoppingAnalyticsSchema,
  shoppingCategoryCountSchema,
} from './shopping-insights.schemas';
import {
  saveAsTemplateQuerySchema,
  shoppingTemplateSchema,
  templateInputSchema,
  templateListQuerySchema,
  templatePageSchema,
  templateUpdateSchema,
} from './shopping-templates.schemas';

/** Lists and items of spec 001 §7 Shopping. Every list belongs to one member: others get 404. */
export const shoppingContract = {
  lists: endpoint({
    method: 'GET',
    path: '/shopping/lists',
    summary: 'Your shopping lists, newest first (status_filter: active, completed, archived or all)',
    auth: true,
    query: shoppingListQuerySchema,
    responses: { 200: shoppingListPageSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/shopping/lists/:id',
    summary: 'One of your lists with its items in store-walk order (category order, then position)',
    auth: true,
    params: idParamsOf('shoppingList'),
    responses: { 200: shoppingListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/shopping/lists',
    summary: 'Create a list (optionally with items; at most 500)',
    auth: true,
    body: shoppingListInputSchema,
    responses: { 201: shoppingListSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/shopping/lists/:id',
    summary: 'Update a list: name, description, date, store, estimated cost, status (active, completed, archived)',
    auth: true,
    params: idParamsOf('shoppingList'),
    body: shoppingListUpdateSchema,
    responses: { 200: shoppingListSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/shopping/lists/:id',
    summary: 'Delete a list and its items',
    auth: true,
    params: idParamsOf('shoppingList'),
    responses: { 204: z.null() },
  }),
  addItem: endpoint({
    method: 'POST',
    path: '/shopping/lists/:id/items',
    summary: 'Add an item; without a category it gets the suggested one. A list holds at most 500 items.',
    auth: true,
    params: idParamsOf('shoppingList'),
    body: shoppingItemInputSchema,
    responses: { 201: shoppingItemSchema },
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: '/shopping/items/:id',
    summary: 'Update an item (the answer carries shopping_list_id)',
    auth: true,
    params: idParamsOf('shoppingItem'),
    body: shoppingItemUpdateSchema,
    responses: { 200: shoppingItemSchema },
  }),
  toggleItem: endpoint({
    method: 'POST',
    path: '/shopping/items/:id/toggle',
    summary:
      'Tick or untick an item. Send {"is_completed": true|false} to set that state (safe to retry); ' +
      'with no body the state flips.',
    auth: true,
    params: idParamsOf('shoppingItem'),
    body: shoppingItemToggleSchema,
    responses: { 200: shoppingItemSchema },
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/shopping/items/:id',
    summary: 'Delete an item',
    auth: true,
    params: idParamsOf('shoppingItem'),
    responses: { 204: z.null() },
  }),
  fromRecipes: endpoint({
    method: 'POST',
    path: '/shopping/lists/from-recipes',
    summary:
      'A list from recipes you may see: amounts scaled by servings_override (else the recipe servings, else 4); ' +
      'with merge_similar_items the same ingredient becomes one row (names normalised, units converted within ' +
      'mass, volume or counts; amounts that cannot be converted stay separate rows)',
    auth: true,
    body: fromRecipesInputSchema,
    responses: { 201: shoppingListSchema },
  }),
  fromMealPlan: endpoint({
    method: 'POST',
    path: '/shopping/lists/from-meal-plan',
    summary:
      "A list from your meal plan's recipes on the chosen days (dates, else date_range, else every day): each " +
      "recipe scaled by the meal's servings against the recipe's servings, merged as from-recipes merges; custom " +
      'meals add nothing; the name is used as typed',
    auth: true,
    body: fromMealPlanInputSchema,
    responses: { 201: shoppingListSchema },
  }),
  fromTemplate: endpoint({
    method: 'POST',
    path: '/shopping/lists/from-template',
    summary: 'A list from your template or a public one (counts a use); item_modifications by template item id',
    auth: true,
    body: fromTemplateInputSchema,
    responses: { 201: shoppingListSchema },
  }),
  saveAsTemplate: endpoint({
    method: 'POST',
    path: '/shopping/lists/:id/save-as-template',
    summary: 'Save one of your lists as a template (parameters in the query)',
    auth: true,
    params: idParamsOf('shoppingList'),
    query: saveAsTemplateQuerySchema,
    responses: { 201: shoppingTemplateSchema },
  }),
  autoCategorize: endpoint({
    method: 'POST',
    path: '/shopping/items/auto-categorize',
    summary:
      'Suggest a category for an item name, from your own corrections (user_history), what most members chose ' +
      '(community), the built-in dictionary (synonym, brand), a close spelling (fuzzy_match), else Other (default)',
    auth: true,
    query: autoCategorizeQuerySchema,
    responses: { 200: categorySuggestionSchema },
  }),
  learnCategory: endpoint({
    method: 'POST',
    path: '/shopping/items/:id/learn-category',
    summary: 'Move an item to new_category and remember it: your next suggestion for that name follows it',
    auth: true,
    params: idParamsOf('shoppingItem'),
    query: learnCategoryQuerySchema,
    responses: { 200: shoppingItemSchema },
  }),
  categories: endpoint({
    method: 'GET',
    path: '/ingredients/categories/list',
    summary: 'Shopping categories in store-walk order (then your own); count = how many items on your lists carry it',
    auth: true,
    responses: { 200: z.object({ items: z.array(shoppingCategoryCountSchema) }) },
  }),
  analytics: endpoint({
    method: 'GET',
    path: '/shopping/analytics',
    summary: 'Your shopping over the last `days` days (default 30)',
    description: [
      'Counts your lists created in the window.',
      'average_completion_rate: mean completion_percentage of those lists that have items (0-100).',
      "A list's spend: the sum of the prices of its ticked items; when none of its items has a price, the",
      "list's estimated_cost if the list is completed, else 0. total_spent: the sum over the lists;",
      'average_cost_per_list: total_spent / total_lists (0 without lists).',
      'most_purchased_items: ticked items by normalised name (eggs = egg), top 10 by count.',
      'spending_by_category: prices of ticked items by category, top 8 by amount.',
    ].join(' '),
    auth: true,
    query: analyticsQuerySchema,
    responses: { 200: shoppingAnalyticsSchema },
  }),
};

/** Shopping templates: your own and (when asked) other members' public ones; only the owner changes one. */
export const shoppingTemplatesContract = {
  list: endpoint({
    method: 'GET',
    path: '/shopping/templates',
    summary: 'Your templates and, unless include_public=false, public ones; optionally of one category',
    auth: true,
    query: templateListQuerySchema,
    responses: { 200: templatePageSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/shopping/templates/:id',
    summary: 'One template (yours or a public one)',
    auth: true,
    params: idParamsOf('shoppingTemplate'),
    responses: { 200: shoppingTemplateSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/shopping/templates',
    summary: 'Create a template (at least one item)',
    auth: true,
    body: templateInputSchema,
    responses: { 201: shoppingTemplateSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/shopping/templates/:id',
    summary: 'Update your template (owner only; template_items, when sent, replace the items)',
    auth: true,
    params: idParamsOf('shoppingTemplate'),
    body: templateUpdateSchema,
    responses: { 200: shoppingTemplateSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/shopping/templates/:id',
    summary: 'Delete your template (owner only)',
    auth: true,
    params: idParamsOf('shoppingTemplate'),
    responses: { 204: z.null() },
  }),
};
