import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../db/client';
import { createRecipe } from '../features/recipes/recipe.fixtures';
import { createLocalStorage } from '../storage/local-storage';
import { createTestApp, signedIn } from '../test/test-app';
import { emptyDatabase, postgresAvailable } from './backup-test-kit';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

const engines: Engine[] = (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
const SECRET = 'snapshot-test-secret-snapshot-test-secret-0123';
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const ingredientsOf = (n: number) =>
  Array.from({ length: (n % 4) + 1 }, (_, i) => ({ ingredient_name: `w${n} part ${i}`, amount: i + 1, unit: 'g' }));

describe('a backup taken while members write is a snapshot, not a torn copy', () => {
  for (const engine of engines) {
    it(`${engine}: writes run between the backup's table reads; the restore is whole and one moment`, async () => {
      const t = await createTestApp({}, { database: await emptyDatabase(engine) });
      const storage = createLocalStorage(join(t.config.dataDir, 'images'));
      for (let i = 0; i < 8; i++) await storage.put(`recipes/filler-${i}.jpg`, Buffer.alloc(20_000, i), 'image/jpeg');
      const member = await signedIn(t);
      let written = 0;
      let stop = false;
      // Each recipe is one transaction over recipes, recipe_ingredients, recipe_versions and more, which the
      // backup reads at different times: a copy taken table by table would hold parts without their recipe.
      const writer = (async () => {
        while (!stop) {
          const n = written + 1;
          await createRecipe(t, member, { title: `w${n}`, ingredients: ingredientsOf(n) });
          written = n;
        }
      })();
      while (written < 3) await pause(5);
      const file = join(mkdtempSync(join(tmpdir(), 'potluck-snap-')), 'b.jsonl.gz');
      const before = written;
      // The backup pauses after every table and image: the writer keeps committing meanwhile (on PGlite it
      // waits while the snapshot's transaction holds the one session, then runs during the images).
      await takeBackup({ database: t.database, storage, secret: SECRET }, file, { onProgress: () => pause(15) });
      const after = written;
      stop = true;
      await writer;
      await t.close();
      expect(after - before).toBeGreaterThan(2);

      const target = await emptyDatabase('pglite');
      await restoreBackup(
        { database: target, storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'p-'))), secret: SECRET },
        file,
      );
      const rows = await target.withRawClient((c) =>
        c.query<{ title: string; ingredients: number; versions: number }>(
          `SELECT r.title, (SELECT count(*)::int FROM recipe_ingredients i WHERE i.recipe_id = r.id) AS ingredients,
                  (SELECT count(*)::int FROM recipe_versions v WHERE v.recipe_id = r.id) AS versions
             FROM recipes r WHERE r.title LIKE 'w%'`,
        ),
      );
      await target.close();
      const numbers = rows.map((r) => Number(r.title.slice(1))).sort((a, b) => a - b);
      const k = numbers.length;
      // One moment: the first k recipes, each whole, with k between the counts before and after the backup.
      expect(numbers).toEqual(Array.from({ length: k }, (_, i) => i + 1));
      expect(k).toBeGreaterThanOrEqual(before);
      expect(k).toBeLessThanOrEqual(after);
      for (const r of rows) expect(r.ingredients).toBe(ingredientsOf(Number(r.title.slice(1))).length);
      const versions = new Set(rows.map((r) => r.versions));
      expect(versions.size).toBe(1);
    }, 120_000);
  }
});
