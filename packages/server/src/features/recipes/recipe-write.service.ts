import { RECIPE_MESSAGES, type Recipe, type RecipeInputParsed, type RecipeUpdateParsed } from '@potluck/api';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { categories, recipes } from '../../db/schema/index';
import { unprocessable } from '../../http/http-error';
import { findEditable } from './recipe-access';
import {
  type RecipeContent,
  clearChildren,
  contentFromInput,
  contentOf,
  describeChanges,
  searchText,
  writeChildren,
} from './recipe-content';
import { loadRecipe } from './recipe-read.service';
import { slugCandidates } from './recipe-slug';
import type { Viewer } from '../../db/visibility';
import { type RecipeVersionsService, snapshotOf } from './recipe-versions.service';

export const FIRST_VERSION_SUMMARY = 'Original recipe';

/** The recipes columns that hold authored content. */
function contentColumns(content: RecipeContent) {
  return {
    title: content.title,
    description: content.description,
    prepTimeMinutes: content.prep_time_minutes,
    cookTimeMinutes: content.cook_time_minutes,
    servings: content.servings,
    difficulty: content.difficulty,
    cuisineType: content.cuisine_type,
    mealType: content.meal_type,
    notes: content.notes,
    sourceName: content.source_name,
    sourceUrl: content.source_url,
    nutritionJson: content.nutrition_json,
    ...searchText(content),
  };
}

export function createRecipeWriteService(ctx: AppContext, deps: { versions: RecipeVersionsService }) {
  const { db } = ctx;

  /** Unknown category ids are a 422 on the field, like any other validation failure. */
  async function assertCategories(ids: number[] | undefined): Promise<void> {
    if (!ids || ids.length === 0) return;
    const found = new Set(
      (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).map((c) => c.id),
    );
    const index = ids.findIndex((id) => !found.has(id));
    if (index >= 0)
      throw unprocessable({
        loc: ['body', 'category_ids', index],
        msg: RECIPE_MESSAGES.unknownCategory,
        type: 'unknown_category',
      });
  }

  /** Inserts with the first free slug; ON CONFLICT instead of catching keeps the transaction usable after a race. */
  async function insertRecipe(
    tx: Executor,
    author: Viewer,
    content: RecipeContent,
    input: RecipeInputParsed,
    now: Date,
  ): Promise<number> {
    for (const slug of await slugCandidates(tx, content.title)) {
      const [row] = await tx
        .insert(recipes)
        .values({
          ...contentColumns(content),
          status: input.status,
          visibility: input.visibility,
          aiGenerated: input.ai_generated,
          authorId: author.id,
          slug,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: recipes.slug })
        .returning({ id: recipes.id });
      if (row) return row.id;
    }
    throw new Error('No free slug for a new recipe');
  }

  async function setStatus(viewer: Viewer, id: number, status: 'draft' | 'published'): Promise<Recipe> {
    return db.transaction(async (tx) => {
      await findEditable(tx, viewer, id, true);
      await tx.update(recipes).set({ status, updatedAt: ctx.config.now() }).where(eq(recipes.id, id));
      return loadRecipe(tx, id);
    });
  }

  return {
    assertCategories,

    /** Creates the recipe with its rows and version 1 in one transaction. */
    async create(author: Viewer, input: RecipeInputParsed): Promise<Recipe> {
      await assertCategories(input.category_ids);
      const content = contentFromInput(input);
      return db.transaction(async (tx) => {
        const id = await insertRecipe(tx, author, content, input, ctx.config.now());
        await writeChildren(tx, id, content);
        const recipe = await loadRecipe(tx, id);
        await deps.versions.record(tx, {
          recipeId: id,
          versionNumber: 1,
          changeSummary: FIRST_VERSION_SUMMARY,
          createdBy: author.id,
          snapshot: snapshotOf(recipe),
        });
        return recipe;
      });
    },

    /**
     * Saves the form. Fields left out keep their values. When the content changed, the version number goes up
     * and the new content is stored as the current version; status or visibility alone make no version.
     */
    async update(viewer: Viewer, id: number, input: RecipeUpdateParsed): Promise<Recipe> {
      await assertCategories(input.category_ids);
      return db.transaction(async (tx) => {
        const meta = await findEditable(tx, viewer, id, true);
        const before = await loadRecipe(tx, id);
        const was = contentOf(before);
        const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        const next = contentFromInput({ ...was, ...defined } as Parameters<typeof contentFromInput>[0]);
        const summary = describeChanges(was, next);
        const now = ctx.config.now();
        const state = {
          ...(input.status ? { status: input.status } : {}),
          ...(input.visibility ? { visibility: input.visibility } : {}),
        };
        if (summary === null) {
          if (Object.keys(state).length === 0) return before;
          await tx
            .update(recipes)
            .set({ ...state, updatedAt: now })
            .where(eq(recipes.id, id));
          return loadRecipe(tx, id);
        }
        const versionNumber = meta.version + 1;
        await tx
          .update(recipes)
          .set({ ...contentColumns(next), ...state, version: versionNumber, updatedAt: now })
          .where(eq(recipes.id, id));
        await clearChildren(tx, id);
        await writeChildren(tx, id, next);
        const recipe = await loadRecipe(tx, id);
        await deps.versions.record(tx, {
          recipeId: id,
          versionNumber,
          changeSummary: input.change_summary || summary,
          createdBy: viewer.id,
          snapshot: snapshotOf(recipe),
        });
        return recipe;
      });
    },

    async remove(viewer: Viewer, id: number): Promise<null> {
      await db.transaction(async (tx) => {
        await findEditable(tx, viewer, id, true);
        // Children cascade; this keeps the autocomplete counts honest first.
        await clearChildren(tx, id);
        await tx.delete(recipes).where(eq(recipes.id, id));
      });
      return null;
    },

    publish: (viewer: Viewer, id: number) => setStatus(viewer, id, 'published'),
    unpublish: (viewer: Viewer, id: number) => setStatus(viewer, id, 'draft'),
  };
}
export type RecipeWriteService = ReturnType<typeof createRecipeWriteService>;
