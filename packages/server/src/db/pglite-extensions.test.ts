import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPglite } from './client';

// PGlite's btree_gin, loaded beside pg_trgm, made trigram matches come back empty and hung the next query on
// a data dir on disk (migration 0007). The embedded database must keep both kinds of search working.
describe('the embedded database on a data dir', () => {
  it('matches trigrams and then full text, one after the other', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'potluck-pglite-'));
    const db = await createPglite({ dataDir: join(dir, 'db') });
    try {
      await db.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE TABLE words (word text PRIMARY KEY); CREATE INDEX words_trgm ON words USING gin (word gin_trgm_ops);
        INSERT INTO words VALUES ('lasagne'), ('chicken'), ('curry');
        CREATE TABLE docs (id int PRIMARY KEY, v tsvector); CREATE INDEX docs_v ON docs USING gin (v);
        INSERT INTO docs VALUES (1, to_tsvector('english', 'chicken curry')), (2, to_tsvector('english', 'lasagne'));`);
      const close = await db.query<{ word: string }>(
        `SELECT word FROM words WHERE word % 'lasange' ORDER BY similarity(word, 'lasange') DESC`,
      );
      expect(close.rows.map((r) => r.word)).toEqual(['lasagne']);
      const found = await db.query<{ id: number }>(
        `SELECT id FROM docs WHERE v @@ websearch_to_tsquery('english', 'chicken curry')`,
      );
      expect(found.rows).toEqual([{ id: 1 }]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
