import { z } from 'zod';
import { isoDateTime, pageOf, queryBoolean } from '../common/common.schemas';
import { MAX_LIST_ITEMS, SHOPPING_MESSAGES as M, shoppingFields } from './shopping.schemas';

const { optionalText, money, itemName, category, itemAmount } = shoppingFields;

const templateAmount = itemAmount.multipleOf(0.01, M.templateAmountStep);

export const templateItemInputSchema = z.object({
  name: itemName,
  amount: templateAmount.nullish(),
  unit: optionalText(40),
  notes: optionalText(500),
  category: category.nullish(),
  aisle: optionalText(50),
  brand_preference: optionalText(100),
  estimated_price: money.nullish(),
});
export type TemplateItemInput = z.input<typeof templateItemInputSchema>;

export const templateItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().nullable(),
  unit: z.string().nullable(),
  notes: z.string().nullable(),
  category: z.string(),
  aisle: z.string().nullable(),
  brand_preference: z.string().nullable(),
  estimated_price: z.number().nullable(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

/** A template; rating_* and is_featured are kept for the spec's cards (no call rates or features one yet). */
export const shoppingTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  preferred_store: z.string().nullable(),
  estimated_cost: z.number().nullable(),
  is_public: z.boolean(),
  is_featured: z.boolean(),
  usage_count: z.number().int(),
  rating_average: z.number(),
  rating_count: z.number().int(),
  creator_id: z.number().int(),
  created_at: isoDateTime,
  template_items: z.array(templateItemSchema),
});
export type ShoppingTemplate = z.infer<typeof shoppingTemplateSchema>;

const templateFields = {
  name: z.string({ error: M.templateNameRequired }).trim().min(1, M.templateNameRequired).max(200),
  description: optionalText(2000),
  category: optionalText(50),
  preferred_store: optionalText(200),
  estimated_cost: money.nullish(),
  is_public: z.boolean().default(false),
  template_items: z
    .array(templateItemInputSchema, { error: M.templateItemsRequired })
    .min(1, M.templateItemsRequired)
    .max(MAX_LIST_ITEMS, M.listFull),
};
export const templateInputSchema = z.object(templateFields);
export type TemplateInput = z.input<typeof templateInputSchema>;

/** PUT /shopping/templates/{id}: fields sent change; template_items, when sent, replace the items. */
export const templateUpdateSchema = z.object({
  name: templateFields.name.optional(),
  description: templateFields.description,
  category: templateFields.category,
  preferred_store: templateFields.preferred_store,
  estimated_cost: templateFields.estimated_cost,
  is_public: z.boolean().optional(),
  template_items: templateFields.template_items.optional(),
});
export type TemplateUpdate = z.input<typeof templateUpdateSchema>;

export const templateListQuerySchema = z.object({
  /** Also list other members' public templates (default true; the web sends false to exclude them). */
  include_public: queryBoolean.default(true),
  category: z.string().trim().max(50).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const templatePageSchema = pageOf(shoppingTemplateSchema);

/** POST /shopping/lists/{id}/save-as-template: its parameters travel in the query (spec 001 §7). */
export const saveAsTemplateQuerySchema = z.object({
  template_name: templateFields.name,
  template_description: optionalText(2000),
  category: optionalText(50),
  is_public: queryBoolean.default(false),
});
