import { type SQL, sql } from 'drizzle-orm';
import type { SummaryRow } from './recipe-mapper';

/** Author name as the spec's author_name: the display name, else first and last name. */
const AUTHOR_NAME_SQL = `coalesce(u.display_name, nullif(concat_ws(' ', u.first_name, u.last_name), ''))`;

const CATEGORIES_JSON =
  sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'icon', c.icon) ORDER BY c.sort_order, c.id), '[]'::json)
  FROM recipe_categories rc JOIN categories c ON c.id = rc.category_id WHERE rc.recipe_id = r.id)`);

const TAGS_JSON =
  sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id), '[]'::json)
  FROM recipe_tags rt JOIN tags t ON t.id = rt.tag_id WHERE rt.recipe_id = r.id)`);

/**
 * The scalar columns of a recipe card, for `FROM recipes r JOIN users u ON u.id = r.author_id`: each name with the
 * expression reading it, in the order a card travels in (a JSON array in the cards statement: see recipe-cards.ts).
 */
const CARD_COLUMNS = {
  id: 'r.id',
  title: 'r.title',
  description: 'r.description',
  status: 'r.status',
  visibility: 'r.visibility',
  prep_time_minutes: 'r.prep_time_minutes',
  cook_time_minutes: 'r.cook_time_minutes',
  total_time: 'r.total_time',
  servings: 'r.servings',
  difficulty: 'r.difficulty',
  cuisine_type: 'r.cuisine_type',
  meal_type: 'r.meal_type',
  slug: 'r.slug',
  featured_image_url: 'r.featured_image_url',
  author_id: 'r.author_id',
  author_username: 'u.username',
  author_name: AUTHOR_NAME_SQL,
  author_avatar: 'u.avatar_url',
  like_count: 'r.like_count',
  view_count: 'r.view_count',
  bookmark_count: 'r.bookmark_count',
  comment_count: 'r.comment_count',
  rating_average: 'r.rating_average',
  rating_count: 'r.rating_count',
  ai_generated: 'r.ai_generated',
  created_at: 'r.created_at',
  updated_at: 'r.updated_at',
} as const satisfies Partial<Record<keyof SummaryRow, string>>;

/** The card's column names, in order. */
export const CARD_FIELDS = Object.keys(CARD_COLUMNS) as Array<keyof typeof CARD_COLUMNS>;

export const CARD_SCALARS = sql.raw(CARD_FIELDS.map((name) => `${CARD_COLUMNS[name]} AS ${name}`).join(', '));

/** One recipe's card with its categories and tags aggregated in place (the detail reads a single row). */
const SUMMARY_COLUMNS = sql`${CARD_SCALARS}, ${CATEGORIES_JSON} AS categories, ${TAGS_JSON} AS tags`;

const INGREDIENTS_JSON =
  sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', i.id, 'ingredient_name', i.ingredient_name,
  'amount', i.amount, 'unit', i.unit, 'preparation', i.preparation, 'notes', i.notes, 'is_optional', i.is_optional)
  ORDER BY i.position), '[]'::json) FROM recipe_ingredients i WHERE i.recipe_id = r.id)`);

const INSTRUCTIONS_JSON = sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', s.id, 'step_number', s.step_number,
  'instruction', s.instruction, 'time_minutes', s.time_minutes, 'temperature', s.temperature, 'notes', s.notes)
  ORDER BY s.step_number), '[]'::json) FROM recipe_instructions s WHERE s.recipe_id = r.id)`);

const IMAGES_JSON = sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', im.id, 'image_url', im.image_url,
  'image_type', im.image_type, 'step_number', im.step_number, 'caption', im.caption, 'alt_text', im.alt_text,
  'is_featured', im.is_featured, 'order_index', im.order_index) ORDER BY im.order_index, im.id), '[]'::json)
  FROM recipe_images im WHERE im.recipe_id = r.id)`);

/** Everything the detail page shows, in one statement. */
export const DETAIL_COLUMNS = sql`${SUMMARY_COLUMNS}, r.version, r.notes, r.source_name, r.source_url, r.nutrition_json,
  r.required_tools_json, r.ai_suggestions_json, r.ai_confidence, ${INGREDIENTS_JSON} AS ingredients,
  ${INSTRUCTIONS_JSON} AS instructions, ${IMAGES_JSON} AS images`;

/** The SQL text that normalizes an ingredient name into its autocomplete key (lower-case, single spaces). */
export const ingredientKey = (column: SQL) => sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;
