-- A browse page is the listed recipes every member shares plus the viewer's own drafts and private recipes
-- (decision 005). This index finds the second part for one author and search without walking every
-- unlisted recipe of a prolific author or every match of a common word in the whole collection.
-- On PostgreSQL, btree_gin (a trusted contrib extension, PostgreSQL 13+) lets one GIN index hold the author
-- beside the search words: one scan. PGlite is not given btree_gin (loaded beside pg_trgm it breaks trigram
-- matching and hangs later queries), so there the index holds the words of unlisted recipes only and the
-- planner combines it with recipes_author_unlisted_idx.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX recipes_unlisted_search_idx ON recipes USING gin (author_id, search_vector)
      WHERE NOT (status = 'published' AND visibility = 'public');
  ELSE
    CREATE INDEX recipes_unlisted_search_idx ON recipes USING gin (search_vector)
      WHERE NOT (status = 'published' AND visibility = 'public');
  END IF;
END $$;
