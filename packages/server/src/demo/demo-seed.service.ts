import { recipeInputSchema } from '@potluck/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { categories, recipeBookmarks, recipeLikes, recipeViews, recipes, type UserRow } from '../db/schema/index';
import type { RecipeWriteService } from '../features/recipes/recipe-write.service';
import type { UsersService } from '../features/users/users.service';
import { DEMO_CATEGORIES, DEMO_PASSWORD, DEMO_RECIPES, DEMO_USERS } from './index';

const DAY_MS = 86_400_000;

export interface DemoSummary {
  members: number;
  recipes: number;
  created: number;
}

/**
 * The demo family and its recipes (POTLUCK_DEMO=1). Idempotent: members are found by username, recipes by
 * author and title, so starting again adds nothing; likes, views and bookmarks are made only for recipes
 * created in this run, so a member's later unlike is never undone.
 */
export function createDemoService(ctx: AppContext, deps: { users: UsersService; recipeWrites: RecipeWriteService }) {
  const { db, config, log } = ctx;

  async function ensureMember(demo: (typeof DEMO_USERS)[number]): Promise<UserRow> {
    const existing = (await deps.users.findByLogin(demo.username)) ?? (await deps.users.findByEmail(demo.email));
    if (existing) return existing;
    const passwordHash = await ctx.passwords.hash(demo.password);
    const row = await deps.users.create({
      email: demo.email,
      username: demo.username,
      passwordHash,
      role: demo.role,
      firstName: demo.first_name,
      lastName: demo.last_name,
    });
    return deps.users.update(row.id, { displayName: demo.display_name });
  }

  /** Family activity so featured, trending, counts and Favorites look lived-in; deterministic, not random. */
  async function seedActivity(
    created: Array<{ id: number; index: number; authorId: number }>,
    members: UserRow[],
  ): Promise<void> {
    const now = config.now().getTime();
    const likes: (typeof recipeLikes.$inferInsert)[] = [];
    const views: (typeof recipeViews.$inferInsert)[] = [];
    const bookmarks: (typeof recipeBookmarks.$inferInsert)[] = [];
    for (const { id, index, authorId } of created) {
      members.forEach((member, j) => {
        if (member.id === authorId) return;
        const daysAgo = (index * 3 + j * 5) % 30;
        if ((index * 7 + j * 3) % 5 < 2)
          likes.push({ userId: member.id, recipeId: id, createdAt: new Date(now - daysAgo * DAY_MS) });
        if ((index + j) % 3 !== 0)
          views.push({ userId: member.id, recipeId: id, viewedAt: new Date(now - ((daysAgo + j) % 21) * DAY_MS) });
        if ((index + 2 * j) % 6 === 0)
          bookmarks.push({
            userId: member.id,
            recipeId: id,
            collectionName: index % 4 === 0 ? 'Weeknight' : 'Favorites',
            createdAt: new Date(now - daysAgo * DAY_MS),
          });
      });
    }
    if (likes.length) await db.insert(recipeLikes).values(likes).onConflictDoNothing();
    if (views.length) await db.insert(recipeViews).values(views).onConflictDoNothing();
    if (bookmarks.length) await db.insert(recipeBookmarks).values(bookmarks).onConflictDoNothing();
    const ids = created.map((c) => c.id);
    // Counters from the rows just written; view_count also carries older visits the demo does not itemize.
    await db.execute(sql`UPDATE recipes r SET
        like_count = (SELECT count(*) FROM recipe_likes l WHERE l.recipe_id = r.id),
        bookmark_count = (SELECT count(*) FROM recipe_bookmarks b WHERE b.recipe_id = r.id),
        view_count = (SELECT count(*) FROM recipe_views v WHERE v.recipe_id = r.id) + (r.id * 37) % 150
      WHERE r.id IN (SELECT json_array_elements_text(${JSON.stringify(ids)}::json)::int)`);
  }

  return {
    async seed(): Promise<DemoSummary> {
      const members: UserRow[] = [];
      for (const demo of DEMO_USERS) members.push(await ensureMember(demo));
      const byUsername = new Map(members.map((m) => [m.username, m]));

      await db
        .insert(categories)
        .values(DEMO_CATEGORIES.map((c, i) => ({ name: c.name, icon: c.icon, sortOrder: i + 1 })))
        .onConflictDoNothing();
      const categoryIds = new Map(
        (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [c.name, c.id]),
      );

      const memberIds = members.map((m) => m.id);
      const existing = new Set(
        (
          await db
            .select({ authorId: recipes.authorId, title: recipes.title })
            .from(recipes)
            .where(inArray(recipes.authorId, memberIds))
        ).map((r) => `${r.authorId}:${r.title}`),
      );
      const created: Array<{ id: number; index: number; authorId: number }> = [];
      const now = config.now().getTime();
      for (const [index, demo] of DEMO_RECIPES.entries()) {
        const author = byUsername.get(demo.author)!;
        if (existing.has(`${author.id}:${demo.title}`)) continue;
        const { author: _author, category_names, ...fields } = demo;
        const input = recipeInputSchema.parse({
          ...fields,
          category_ids: category_names.map((n) => categoryIds.get(n)!),
        });
        const recipe = await deps.recipeWrites.create(author, input);
        // Spread over the past two months, oldest first, so "newest" sorting shows a history.
        const createdAt = new Date(now - (DEMO_RECIPES.length - index) * 26 * 3600_000);
        await db.update(recipes).set({ createdAt, updatedAt: createdAt }).where(eq(recipes.id, recipe.id));
        await db.execute(
          sql`UPDATE recipe_versions SET created_at = ${createdAt.toISOString()}::timestamptz WHERE recipe_id = ${recipe.id}`,
        );
        created.push({ id: recipe.id, index, authorId: author.id });
      }
      if (created.length > 0) await seedActivity(created, members);

      const total = (
        await db
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(inArray(recipes.authorId, memberIds)))
      ).length;
      log.info(
        { members: members.length, recipes: total, created: created.length },
        `Demo data ready: sign in as ${DEMO_USERS[0].username} (admin) or another family member with password ${DEMO_PASSWORD}`,
      );
      return { members: members.length, recipes: total, created: created.length };
    },
  };
}
export type DemoService = ReturnType<typeof createDemoService>;
