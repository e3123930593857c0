import { SHOPPING_MESSAGES, type ShoppingTemplate } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import { toIso } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { notFound } from '../../http/http-error';

export const templateNotFound = () => notFound(SHOPPING_MESSAGES.templateNotFound);

/** Over `shopping_templates t`: the viewer's own templates and every public one. */
export const templateVisibleTo = (viewer: Viewer): SQL => sql`(t.is_public OR t.creator_id = ${viewer.id})`;

const ITEMS_JSON = sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', ti.id, 'name', ti.name,
  'amount', ti.amount::float8, 'unit', ti.unit, 'notes', ti.notes, 'category', ti.category, 'aisle', ti.aisle,
  'brand_preference', ti.brand_preference, 'estimated_price', ti.estimated_price::float8) ORDER BY ti.position), '[]'::json)
  FROM shopping_template_items ti WHERE ti.template_id = t.id) AS template_items`);

/** Every column of a template card with its items, over `shopping_templates t`. */
export const TEMPLATE_COLUMNS = sql`t.id, t.name, t.description, t.category, t.preferred_store,
  t.estimated_cost::float8 AS estimated_cost, t.is_public, t.is_featured, t.usage_count,
  t.rating_average::float8 AS rating_average, t.rating_count, t.creator_id, t.created_at, ${ITEMS_JSON}`;

export type TemplateFullRow = Omit<ShoppingTemplate, 'created_at'> & { created_at: string | Date };

export const toTemplate = (row: TemplateFullRow): ShoppingTemplate => ({ ...row, created_at: toIso(row.created_at) });
