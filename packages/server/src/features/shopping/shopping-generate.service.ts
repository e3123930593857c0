import type { ShoppingList, ShoppingListInput } from '@potluck/api';
import {
  type ShoppingIngredient,
  mergeShoppingItems,
  scaleQuantity,
  shoppingListName,
  shoppingServings,
  unmergedShoppingItems,
} from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { fromRecipesInputSchema, fromTemplateInputSchema } from '@potluck/api';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';
import { type Viewer, visibleTo } from '../../db/visibility';
import { recipeNotFound } from '../recipes/recipe-access';
import type { CategorySuggestionsService } from './category-suggestions.service';
import type { NewItem } from './shopping-items';
import type { ShoppingListsService } from './shopping-lists.service';
import { TEMPLATE_COLUMNS, type TemplateFullRow, templateNotFound, templateVisibleTo } from './shopping-templates-sql';

type FromRecipes = z.output<typeof fromRecipesInputSchema>;
type FromTemplate = z.output<typeof fromTemplateInputSchema>;

interface RecipeRow {
  id: number;
  title: string;
  servings: number | null;
  ingredients: Array<{ name: string; amount: number | null; unit: string | null }>;
}

/** Lists made from recipes and from templates (spec 001 §3, §7). */
export function createShoppingGenerateService(
  ctx: AppContext,
  deps: { lists: ShoppingListsService; categories: CategorySuggestionsService },
) {
  const { db } = ctx;

  /**
   * A list of scaled recipe ingredients, merged by the shopping rules when asked and categorised as the member
   * would; shared by from-recipes and from-meal-plan so both lists come out the same.
   */
  async function fromIngredients(
    viewer: Viewer,
    ingredients: readonly ShoppingIngredient[],
    merge: boolean,
    list: Omit<ShoppingListInput, 'items'>,
  ): Promise<ShoppingList> {
    const rowsOut = merge ? mergeShoppingItems(ingredients) : unmergedShoppingItems(ingredients);
    const categories = await deps.categories.suggestMany(
      viewer.id,
      rowsOut.map((r) => r.name),
    );
    const items = rowsOut.map((row, index): NewItem => ({
      name: row.name,
      amount: row.amount,
      unit: row.unit,
      notes: null,
      category: categories[index]!,
      is_completed: false,
      price: null,
      // A merged row from several recipes belongs to none of them alone.
      recipe_id: row.recipe_ids.length === 1 ? row.recipe_ids[0]! : null,
    }));
    return deps.lists.createWith(viewer, list, items);
  }

  return {
    /**
     * Only recipes the member may see (any other id is a 404, as if missing); amounts scaled to the servings
     * wanted; merged by the shopping rules when asked. A blank name becomes 'Shopping for …'.
     */
    async fromRecipes(viewer: Viewer, body: FromRecipes): Promise<ShoppingList> {
      const ids = [...new Set(body.recipe_ids)];
      const found = await rows<RecipeRow>(
        db,
        sql`SELECT r.id, r.title, r.servings,
            (SELECT coalesce(json_agg(json_build_object('name', i.ingredient_name, 'amount', i.amount, 'unit', i.unit)
              ORDER BY i.position), '[]'::json) FROM recipe_ingredients i WHERE i.recipe_id = r.id) AS ingredients
          FROM recipes r WHERE r.id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) AND ${visibleTo(viewer)}`,
      );
      if (found.length !== ids.length) throw recipeNotFound();
      const byId = new Map(found.map((r) => [r.id, r]));
      const recipes = ids.map((id) => byId.get(id)!);
      const ingredients: ShoppingIngredient[] = recipes.flatMap((recipe) => {
        const servings = shoppingServings(recipe.servings, body.servings_override[String(recipe.id)]);
        const factor = servings / (recipe.servings && recipe.servings > 0 ? recipe.servings : servings);
        return recipe.ingredients.map((i) => ({
          name: i.name,
          amount: scaleQuantity(i.amount, factor),
          unit: i.unit,
          recipe_id: recipe.id,
        }));
      });
      const name = body.name?.trim() || shoppingListName(recipes.map((r) => r.title));
      return fromIngredients(viewer, ingredients, body.merge_similar_items, { ...body, name });
    },

    fromIngredients,

    /** From the member's own template or a public one; counts a use. item_modifications by template item id. */
    async fromTemplate(viewer: Viewer, body: FromTemplate): Promise<ShoppingList> {
      const [template] = await rows<TemplateFullRow>(
        db,
        sql`SELECT ${TEMPLATE_COLUMNS} FROM shopping_templates t
          WHERE t.id = ${body.template_id} AND ${templateVisibleTo(viewer)}`,
      );
      if (!template) throw templateNotFound();
      const items = template.template_items.flatMap((item): NewItem[] => {
        const change = body.item_modifications[String(item.id)] ?? {};
        if (change.exclude) return [];
        return [
          {
            name: change.name ?? item.name,
            amount: change.amount !== undefined ? change.amount : item.amount,
            unit: change.unit !== undefined ? change.unit : item.unit,
            notes: change.notes !== undefined ? change.notes : item.notes,
            category: change.category ?? item.category,
            is_completed: false,
            price: item.estimated_price,
            recipe_id: null,
          },
        ];
      });
      const list = await deps.lists.createWith(
        viewer,
        {
          name: body.name?.trim() || template.name,
          description: body.description,
          shopping_date: body.shopping_date,
          preferred_store: body.preferred_store ?? template.preferred_store,
          estimated_cost: template.estimated_cost,
        },
        items,
      );
      await db.execute(sql`UPDATE shopping_templates SET usage_count = usage_count + 1 WHERE id = ${body.template_id}`);
      return list;
    },
  };
}
export type ShoppingGenerateService = ReturnType<typeof createShoppingGenerateService>;
