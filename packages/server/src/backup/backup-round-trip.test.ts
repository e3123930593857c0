import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../db/client';
import { as } from '../features/recipes/recipe.fixtures';
import { createLocalStorage } from '../storage/local-storage';
import { createTestApp } from '../test/test-app';
import { emptyDatabase, fillInstance, imageContents, postgresAvailable, tableContents } from './backup-test-kit';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

const withPostgres = await postgresAvailable();
const engines: Engine[] = withPostgres ? ['pglite', 'postgres'] : ['pglite'];
const SECRET = 'test-secret-test-secret-test-secret-0123456789';

interface Source {
  file: string;
  tables: Record<string, string[]>;
  images: Record<string, string>;
  recipeId: number;
  member: { auth: Record<string, string> };
}
const sources = new Map<Engine, Source>();
const dir = mkdtempSync(join(tmpdir(), 'potluck-backup-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each engine's instance is filled and backed up once; each backup is then restored into both engines.
beforeAll(async () => {
  for (const engine of engines) {
    const t = await createTestApp({}, { database: await emptyDatabase(engine) });
    try {
      const filled = await fillInstance(t);
      const storage = createLocalStorage(join(t.config.dataDir, 'images'));
      const file = join(dir, `${engine}.jsonl.gz`);
      const progress: number[] = [];
      const trailer = await takeBackup({ database: t.database, storage, secret: SECRET }, file, {
        onProgress: (p) => void progress.push(p),
      });
      expect(progress.at(-1)).toBe(100);
      expect(progress).toEqual([...progress].sort((x, y) => x - y));
      const tables = await tableContents(t.database);
      expect(trailer.tables).toEqual(Object.fromEntries(Object.entries(tables).map(([k, v]) => [k, v.length])));
      const world = filled.worlds[0]!;
      sources.set(engine, {
        file,
        tables,
        images: await imageContents(storage),
        recipeId: world.recipe.id,
        member: world.member,
      });
    } finally {
      await t.close();
    }
  }
}, 300_000);

describe('backup and restore: every row and every image, on both engines and across them', () => {
  it('the filled instance has data of every kind the API makes, and images', () => {
    const source = sources.get('pglite')!;
    const filled = Object.entries(source.tables)
      .filter(([, rows]) => rows.length > 0)
      .map(([name]) => name);
    for (const table of ['users', 'recipes', 'recipe_versions', 'recipe_images', 'recipe_likes', 'recipe_bookmarks']) {
      expect(filled).toContain(table);
    }
    for (const table of ['shopping_lists', 'shopping_templates', 'meal_plans', 'meals', 'meal_plan_templates']) {
      expect(filled).toContain(table);
    }
    expect(filled).toContain('app_settings');
    for (const table of ['friendships', 'friend_invites', 'member_blocks', 'user_profiles', 'meal_plan_feeds']) {
      expect(filled).toContain(table);
    }
    expect(filled).toContain('activity_reads');
    expect(filled).toContain('user_images');
    const folders = new Set(Object.keys(source.images).map((k) => k.split('/')[0]));
    expect([...folders].sort()).toEqual(['avatars', 'recipes', 'thumbnails']);
  });

  for (const from of engines) {
    for (const to of engines) {
      it(`${from} → ${to}: identical rows per table, identical image bytes, and the instance works`, async () => {
        const source = sources.get(from)!;
        const dataDir = mkdtempSync(join(tmpdir(), 'potluck-restored-'));
        const storage = createLocalStorage(join(dataDir, 'images'));
        const database = await emptyDatabase(to);
        const result = await restoreBackup({ database, storage, secret: SECRET }, source.file);
        expect(result.secretMatches).toBe(true);
        expect(result.upgraded).toEqual([]);
        expect(await tableContents(database)).toEqual(source.tables);
        expect(await imageContents(storage)).toEqual(source.images);

        // The restored instance serves the member, with the session and sealed key the backup carried.
        const t = await createTestApp({ dataDir }, { database });
        try {
          const recipe = await as(t, source.member).get(`/recipes/${source.recipeId}`);
          expect(recipe.statusCode).toBe(200);
          const photo = await as(t, source.member).get(`/images/recipe/${source.recipeId}/images`);
          expect(photo.statusCode).toBe(200);
          // New rows get fresh ids after the restored ones (sequences moved past them).
          const created = await as(t, source.member).post('/meal-plans', {
            name: 'after restore',
            start_date: '2030-01-01',
            end_date: '2030-01-07',
          });
          expect(created.statusCode).toBe(201);
        } finally {
          await t.close();
          rmSync(dataDir, { recursive: true, force: true });
        }
      }, 120_000);
    }
  }
});
