-- Each server process keeps the search words of every recipe in memory (decision 016) and, with every search,
-- reads what changed since it last looked. A row here says "this recipe's searchable state may have changed"
-- (its words, status, visibility, author, creation time, filters or categories, or the recipe is gone) and which
-- transaction said so: a reader that has seen the changes of every transaction older than its snapshot's oldest
-- running one (pg_snapshot_xmin) has seen them all, whatever order they committed in. Rows older than a day
-- are pruned by the servers; a process that has not looked for that long reads everything again.
CREATE TABLE recipe_search_changes (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  recipe_id integer NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recipe_search_changes_xid_idx ON recipe_search_changes (xid);
CREATE INDEX recipe_search_changes_changed_idx ON recipe_search_changes (changed_at);

-- Inserts and deletes are noted once per statement (a bulk insert of many recipes is one insert here).
CREATE FUNCTION recipe_search_noted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'recipes' THEN
    INSERT INTO recipe_search_changes (recipe_id) SELECT id FROM noted;
  ELSE
    INSERT INTO recipe_search_changes (recipe_id) SELECT DISTINCT recipe_id FROM noted;
  END IF;
  RETURN NULL;
END;
$$;
CREATE FUNCTION recipe_search_noted_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'recipes' THEN
    INSERT INTO recipe_search_changes (recipe_id) VALUES (NEW.id);
  ELSE
    INSERT INTO recipe_search_changes (recipe_id) SELECT DISTINCT x FROM (VALUES (OLD.recipe_id), (NEW.recipe_id)) v(x);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER recipes_search_inserted AFTER INSERT ON recipes REFERENCING NEW TABLE AS noted
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_search_noted_rows();
CREATE TRIGGER recipes_search_deleted AFTER DELETE ON recipes REFERENCING OLD TABLE AS noted
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_search_noted_rows();
CREATE TRIGGER recipes_search_updated AFTER UPDATE OF title, description, search_tags, search_ingredients, status,
  visibility, author_id, created_at, difficulty, cuisine_type, meal_type ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipe_search_noted_update();
CREATE TRIGGER recipe_categories_search_inserted AFTER INSERT ON recipe_categories REFERENCING NEW TABLE AS noted
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_search_noted_rows();
CREATE TRIGGER recipe_categories_search_deleted AFTER DELETE ON recipe_categories REFERENCING OLD TABLE AS noted
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_search_noted_rows();
CREATE TRIGGER recipe_categories_search_updated AFTER UPDATE ON recipe_categories
  FOR EACH ROW EXECUTE FUNCTION recipe_search_noted_update();
