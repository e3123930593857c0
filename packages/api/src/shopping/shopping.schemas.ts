import { z } from 'zod';
import { idOf, isoDateTime, pageOf } from '../common/common.schemas';
import { SHOPPING_LIST_STATUSES } from '../domain/shopping-status';

/** Shopping messages: the spec's exact strings where it gives one (001 §5, §2), ours where it is silent. */
export const SHOPPING_MESSAGES = {
  listNameRequired: 'List name is required',
  itemNameRequired: 'Item name is required',
  amountNumber: 'Amount must be a number',
  amountMin: 'Amount must be at least 0',
  amountMax: 'Amount must be at most 999',
  templateAmountStep: 'Amount must be a multiple of 0.01',
  priceMin: 'Price must be at least 0',
  templateNameRequired: 'Template name is required',
  templateItemsRequired: 'Please add at least one item to the template',
  recipesRequired: 'Please select at least one recipe',
  servingsMin: 'Servings must be at least 1',
  suggestionNameTooShort: 'Item name must be at least 2 characters',
  listFull: 'A shopping list can hold at most 500 items',
  listNotFound: 'Shopping list not found',
  itemNotFound: 'Shopping item not found',
  templateNotFound: 'Template not found',
  templateOwnerOnly: "Only the template's owner can change it",
} as const;
const M = SHOPPING_MESSAGES;

/** How many items one list may hold (a list of 300 still loads in one statement). */
export const MAX_LIST_ITEMS = 500;
export const MAX_ITEM_AMOUNT = 999;
/** Analytics look back this many days unless asked otherwise (spec 001 §9). */
export const ANALYTICS_DAYS_DEFAULT = 30;

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) => text(max).nullish();
const money = z.number({ error: 'Must be a number' }).min(0, M.priceMin).max(1_000_000);
const date = z.iso.date('Must be a date (YYYY-MM-DD)');
const itemName = z.string({ error: M.itemNameRequired }).trim().min(1, M.itemNameRequired).max(200);
const category = text(50).min(1, 'Category cannot be empty');
const itemAmount = z.number({ error: M.amountNumber }).min(0, M.amountMin).max(MAX_ITEM_AMOUNT, M.amountMax);

/** Field rules shared with the template schemas, so an item says the same wherever it is typed. */
export const shoppingFields = { text, optionalText, money, itemName, category, itemAmount, date } as const;

// ---- Lists and items -------------------------------------------------------------------------------------

/** An item as stored and shown. `price` is optional (what the member paid or expects to), used by analytics. */
export const shoppingItemSchema = z.object({
  id: z.number().int(),
  shopping_list_id: z.number().int(),
  name: z.string(),
  amount: z.number().nullable(),
  unit: z.string().nullable(),
  notes: z.string().nullable(),
  category: z.string(),
  is_completed: z.boolean(),
  price: z.number().nullable(),
  /** Stable order within a category (insertion order); ticking never changes it. */
  position: z.number().int(),
  recipe_id: z.number().int().nullable(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

/** POST /shopping/lists/{id}/items. Without a category the server suggests one (as auto-categorize does). */
export const shoppingItemInputSchema = z.object({
  name: itemName,
  amount: itemAmount.nullish(),
  unit: optionalText(40),
  notes: optionalText(500),
  category: category.nullish(),
  is_completed: z.boolean().default(false),
  price: money.nullish(),
});
export type ShoppingItemInput = z.input<typeof shoppingItemInputSchema>;

/** PUT /shopping/items/{id}: only the fields sent change; null clears an optional field. */
export const shoppingItemUpdateSchema = z.object({
  name: itemName.optional(),
  amount: itemAmount.nullish(),
  unit: optionalText(40),
  notes: optionalText(500),
  category: category.optional(),
  is_completed: z.boolean().optional(),
  price: money.nullish(),
});
export type ShoppingItemUpdate = z.input<typeof shoppingItemUpdateSchema>;

/**
 * POST /shopping/items/{id}/toggle. Send the state you want (`{"is_completed": true}`): a phone that retries
 * the request on a flaky connection then never un-ticks an item. Without a body the call flips the state.
 */
export const shoppingItemToggleSchema = z.object({ is_completed: z.boolean().optional() }).optional();

const listCounts = {
  total_items: z.number().int(),
  completed_items: z.number().int(),
  /** completed_items / total_items × 100, rounded to a whole number; 0 for an empty list. */
  completion_percentage: z.number(),
};

/** A list as GET /shopping/lists shows it (no items). */
export const shoppingListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(SHOPPING_LIST_STATUSES),
  shopping_date: z.string().nullable(),
  preferred_store: z.string().nullable(),
  estimated_cost: z.number().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...listCounts,
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummarySchema>;

/** One list with its items in store-walk order (category order, then position). */
export const shoppingListSchema = shoppingListSummarySchema.extend({ items: z.array(shoppingItemSchema) });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

const listFields = {
  name: z.string({ error: M.listNameRequired }).trim().min(1, M.listNameRequired).max(200),
  description: optionalText(2000),
  shopping_date: date.nullish(),
  preferred_store: optionalText(200),
  estimated_cost: money.nullish(),
};

/** POST /shopping/lists. Items may come with the list (at most 500). */
export const shoppingListInputSchema = z.object({
  ...listFields,
  items: z.array(shoppingItemInputSchema).max(MAX_LIST_ITEMS, M.listFull).default([]),
});
export type ShoppingListInput = z.input<typeof shoppingListInputSchema>;

/** PUT /shopping/lists/{id}: only the fields sent change (status completes or archives a list). */
export const shoppingListUpdateSchema = z.object({
  name: listFields.name.optional(),
  description: listFields.description,
  shopping_date: listFields.shopping_date,
  preferred_store: listFields.preferred_store,
  estimated_cost: listFields.estimated_cost,
  status: z.enum(SHOPPING_LIST_STATUSES).optional(),
});
export type ShoppingListUpdate = z.input<typeof shoppingListUpdateSchema>;

export const shoppingListQuerySchema = z.object({
  /** One status, or 'all' (the same as leaving it out). */
  status_filter: z.enum([...SHOPPING_LIST_STATUSES, 'all']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const shoppingListPageSchema = pageOf(shoppingListSummarySchema);

// ---- Generating lists ------------------------------------------------------------------------------------

/** POST /shopping/lists/from-recipes (spec 001 §3). A blank name becomes 'Shopping for …'. */
export const fromRecipesInputSchema = z.object({
  name: z.string().trim().max(200).nullish(),
  recipe_ids: z
    .array(idOf('recipe'), { error: M.recipesRequired })
    .min(1, M.recipesRequired)
    .max(100, 'At most 100 recipes'),
  description: listFields.description,
  shopping_date: listFields.shopping_date,
  preferred_store: listFields.preferred_store,
  merge_similar_items: z.boolean().default(true),
  /** Recipe id → servings to buy for; a recipe left out uses its own servings (or 4). */
  servings_override: z
    .record(
      z.string().regex(/^\d+$/, 'Must be a recipe id'),
      z.number({ error: M.servingsMin }).int(M.servingsMin).min(1, M.servingsMin).max(1000),
    )
    .default({}),
});
export type FromRecipesInput = z.input<typeof fromRecipesInputSchema>;

const itemModificationSchema = z.object({
  name: itemName.optional(),
  amount: itemAmount.nullish(),
  unit: optionalText(40),
  notes: optionalText(500),
  category: category.optional(),
  /** true leaves this template item off the new list. */
  exclude: z.boolean().optional(),
});

/** POST /shopping/lists/from-template. item_modifications: template item id → changes for the new list. */
export const fromTemplateInputSchema = z.object({
  template_id: idOf('shoppingTemplate'),
  name: z.string().trim().max(200).nullish(),
  description: listFields.description,
  shopping_date: listFields.shopping_date,
  preferred_store: listFields.preferred_store,
  item_modifications: z
    .record(z.string().regex(/^\d+$/, 'Must be a template item id'), itemModificationSchema)
    .default({}),
});
export type FromTemplateInput = z.input<typeof fromTemplateInputSchema>;
