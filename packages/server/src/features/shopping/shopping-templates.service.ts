import {
  SHOPPING_MESSAGES,
  type ShoppingTemplate,
  type TemplateInput,
  type TemplateItemInput,
  type TemplateUpdate,
} from '@potluck/api';
import { canonicalCategory } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { at, rows } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { forbidden, unprocessable } from '../../http/http-error';
import type { CategorySuggestionsService } from './category-suggestions.service';
import { assignments } from './shopping-lists.service';
import { listNotFound } from './shopping-sql';
import {
  TEMPLATE_COLUMNS,
  type TemplateFullRow,
  templateNotFound,
  templateVisibleTo,
  toTemplate,
} from './shopping-templates-sql';

export interface TemplateListQuery {
  include_public: boolean;
  category?: string | undefined;
  limit: number;
  offset: number;
}

type TemplateItemFields = Omit<TemplateItemInput, 'category'> & { category?: string | null | undefined };

/** Shopping templates: the creator changes and deletes one; a public one can be read and used by all. */
export function createShoppingTemplatesService(ctx: AppContext, deps: { categories: CategorySuggestionsService }) {
  const { db } = ctx;

  async function read(executor: Executor, viewer: Viewer, id: number): Promise<ShoppingTemplate> {
    const [row] = await rows<TemplateFullRow>(
      executor,
      sql`SELECT ${TEMPLATE_COLUMNS} FROM shopping_templates t WHERE t.id = ${id} AND ${templateVisibleTo(viewer)}`,
    );
    if (!row) throw templateNotFound();
    return toTemplate(row);
  }

  /**
   * The items as stored: a missing category is the creator's suggestion. Decided before a transaction opens:
   * the first suggestion may load the corrections, and PGlite's one connection would wait on the transaction.
   */
  async function categorised(viewer: Viewer, items: readonly TemplateItemFields[]) {
    const suggested = await deps.categories.suggestMany(
      viewer.id,
      items.map((i) => i.name),
    );
    return items.map((item, index) => ({
      name: item.name,
      amount: item.amount ?? null,
      unit: item.unit ?? null,
      notes: item.notes ?? null,
      category: item.category ? canonicalCategory(item.category) : suggested[index]!,
      aisle: item.aisle ?? null,
      brand_preference: item.brand_preference ?? null,
      estimated_price: item.estimated_price ?? null,
      position: index + 1,
    }));
  }

  /** Replaces a template's items, in the order given. */
  async function storeItems(tx: Executor, templateId: number, items: Awaited<ReturnType<typeof categorised>>) {
    const payload = JSON.stringify(items);
    await tx.execute(sql`DELETE FROM shopping_template_items WHERE template_id = ${templateId}`);
    await tx.execute(sql`INSERT INTO shopping_template_items (template_id, position, name, amount, unit, notes, category,
        aisle, brand_preference, estimated_price)
      SELECT ${templateId}, x.position, x.name, x.amount, x.unit, x.notes, x.category, x.aisle, x.brand_preference,
        x.estimated_price
      FROM json_to_recordset(${payload}::json) AS x(position int, name text, amount numeric, unit text, notes text,
        category text, aisle text, brand_preference text, estimated_price numeric)`);
  }

  async function create(viewer: Viewer, input: TemplateInput & { template_items: TemplateItemFields[] }) {
    const now = ctx.config.now();
    const items = await categorised(viewer, input.template_items);
    return db.transaction(async (tx) => {
      const [created] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO shopping_templates (creator_id, name, description, category, preferred_store, estimated_cost,
            is_public, created_at, updated_at)
          VALUES (${viewer.id}, ${input.name}, ${input.description ?? null}, ${input.category ?? null},
            ${input.preferred_store ?? null}, ${input.estimated_cost ?? null}, ${input.is_public ?? false},
            ${at(now)}, ${at(now)})
          RETURNING id`,
      );
      await storeItems(tx, created!.id, items);
      return read(tx, viewer, created!.id);
    });
  }

  /** The template if the viewer created it: 403 for someone else's public one, 404 for a private one. */
  async function owned(tx: Executor, viewer: Viewer, id: number): Promise<void> {
    const [row] = await rows<{ creator_id: number }>(
      tx,
      sql`SELECT t.creator_id FROM shopping_templates t WHERE t.id = ${id} AND ${templateVisibleTo(viewer)} FOR UPDATE`,
    );
    if (!row) throw templateNotFound();
    if (row.creator_id !== viewer.id) throw forbidden(SHOPPING_MESSAGES.templateOwnerOnly);
  }

  return {
    create,
    get: (viewer: Viewer, id: number) => read(db, viewer, id),

    async list(viewer: Viewer, query: TemplateListQuery) {
      const whose = query.include_public ? templateVisibleTo(viewer) : sql`t.creator_id = ${viewer.id}`;
      const category = query.category ? sql`AND lower(t.category) = lower(${query.category})` : sql``;
      const found = await rows<TemplateFullRow & { total: number }>(
        db,
        sql`SELECT ${TEMPLATE_COLUMNS}, count(*) OVER ()::int AS total FROM shopping_templates t
          WHERE ${whose} ${category}
          ORDER BY (t.creator_id = ${viewer.id}) DESC, t.is_featured DESC, t.usage_count DESC, t.created_at DESC, t.id DESC
          LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      const total =
        found[0]?.total ??
        (
          await rows<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM shopping_templates t WHERE ${whose} ${category}`,
          )
        )[0]!.n;
      return {
        items: found.map(({ total: _total, ...row }) => toTemplate(row)),
        total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    async update(viewer: Viewer, id: number, patch: TemplateUpdate): Promise<ShoppingTemplate> {
      const items = patch.template_items ? await categorised(viewer, patch.template_items) : undefined;
      return db.transaction(async (tx) => {
        await owned(tx, viewer, id);
        const sets = assignments(patch, {
          name: sql`name`,
          description: sql`description`,
          category: sql`category`,
          preferred_store: sql`preferred_store`,
          estimated_cost: sql`estimated_cost`,
          is_public: sql`is_public`,
        });
        await tx.execute(
          sql`UPDATE shopping_templates SET ${sql.join([...sets, sql`updated_at = ${at(ctx.config.now())}`], sql`, `)}
            WHERE id = ${id}`,
        );
        if (items) await storeItems(tx, id, items);
        return read(tx, viewer, id);
      });
    },

    async remove(viewer: Viewer, id: number): Promise<null> {
      await db.transaction(async (tx) => {
        await owned(tx, viewer, id);
        await tx.execute(sql`DELETE FROM shopping_templates WHERE id = ${id}`);
      });
      return null;
    },

    /** A template holding the list's items as they are now (amounts, units, notes, categories, prices). */
    async saveList(
      viewer: Viewer,
      listId: number,
      query: {
        template_name: string;
        template_description?: string | null;
        category?: string | null;
        is_public: boolean;
      },
    ): Promise<ShoppingTemplate> {
      const [list] = await rows<{
        preferred_store: string | null;
        estimated_cost: number | null;
        items: TemplateItemFields[];
      }>(
        db,
        sql`SELECT l.preferred_store, l.estimated_cost::float8 AS estimated_cost,
            (SELECT coalesce(json_agg(json_build_object('name', i.name, 'amount', round(i.amount, 2)::float8, 'unit', i.unit,
              'notes', i.notes, 'category', i.category, 'estimated_price', i.price::float8) ORDER BY i.position), '[]'::json)
              FROM shopping_items i WHERE i.shopping_list_id = l.id) AS items
          FROM shopping_lists l WHERE l.id = ${listId} AND l.user_id = ${viewer.id}`,
      );
      if (!list) throw listNotFound();
      if (list.items.length === 0) {
        throw unprocessable({ loc: ['path', 'id'], msg: SHOPPING_MESSAGES.templateItemsRequired, type: 'too_small' });
      }
      return create(viewer, {
        name: query.template_name,
        description: query.template_description ?? null,
        category: query.category ?? null,
        preferred_store: list.preferred_store,
        estimated_cost: list.estimated_cost,
        is_public: query.is_public,
        template_items: list.items,
      });
    },
  };
}
export type ShoppingTemplatesService = ReturnType<typeof createShoppingTemplatesService>;
