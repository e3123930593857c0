-- Each server process also keeps recipe cards in memory, kept current by the same change rows as its search
-- index (decision 019): a row in recipe_search_changes now also says "this recipe's card may have changed". So
-- every update of a recipe is noted (counts, times, image, slug, updated_at — nearly every update changes a card
-- column), and so are the card's other sources: the author's names and avatar, the recipe's tags, and the names,
-- icons and order of tags and categories.
DROP TRIGGER recipes_search_updated ON recipes;
CREATE TRIGGER recipes_search_updated AFTER UPDATE ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipe_search_noted_update();

CREATE TRIGGER recipe_tags_search_inserted AFTER INSERT ON recipe_tags REFERENCING NEW TABLE AS noted
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_search_noted_rows();
CREATE TRIGGER recipe_tags_search_deleted AFTER DELETE ON recipe_tags REFERENCING OLD TABLE AS noted
  FOR EACH STATEMENT EXECUTE FUNCTION recipe_search_noted_rows();
CREATE TRIGGER recipe_tags_search_updated AFTER UPDATE ON recipe_tags
  FOR EACH ROW EXECUTE FUNCTION recipe_search_noted_update();

-- A change to what a card shows of an author, a tag or a category notes every recipe that shows it.
CREATE FUNCTION recipe_card_source_noted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    INSERT INTO recipe_search_changes (recipe_id) SELECT r.id FROM recipes r WHERE r.author_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'tags' THEN
    INSERT INTO recipe_search_changes (recipe_id) SELECT t.recipe_id FROM recipe_tags t WHERE t.tag_id = NEW.id;
  ELSE
    INSERT INTO recipe_search_changes (recipe_id)
      SELECT c.recipe_id FROM recipe_categories c WHERE c.category_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_card_updated AFTER UPDATE OF username, display_name, first_name, last_name, avatar_url ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.display_name IS DISTINCT FROM NEW.display_name
    OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url)
  EXECUTE FUNCTION recipe_card_source_noted();
CREATE TRIGGER tags_card_updated AFTER UPDATE ON tags
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION recipe_card_source_noted();
CREATE TRIGGER categories_card_updated AFTER UPDATE ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.icon IS DISTINCT FROM NEW.icon
    OR OLD.sort_order IS DISTINCT FROM NEW.sort_order)
  EXECUTE FUNCTION recipe_card_source_noted();
