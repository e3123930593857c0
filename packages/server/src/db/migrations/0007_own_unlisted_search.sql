-- A browse page is the listed recipes every member shares plus the viewer's own drafts and private recipes
-- (decision 005). This index finds the second part for one author and search in one scan, without walking
-- every unlisted recipe of a prolific author or every match of a common word in the whole collection.
-- btree_gin lets a GIN index hold the author id beside the search words; it is a trusted extension
-- (PostgreSQL 13+), so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX recipes_unlisted_search_idx ON recipes USING gin (author_id, search_vector)
  WHERE NOT (status = 'published' AND visibility = 'public');
