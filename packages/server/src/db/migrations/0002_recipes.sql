-- Recipes with ordered ingredients and steps, categories and tags, likes, bookmarks, views, versions and
-- shares; reference data (categories, common ingredient names) seeded here so a fresh install has them.
-- Counters (like_count, bookmark_count, view_count) live on the recipe and are changed only by statements
-- that also insert or delete the matching row, in the same statement, so they stay exact under concurrency.

CREATE TABLE categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  icon text,
  sort_order integer NOT NULL DEFAULT 0,
  CONSTRAINT categories_name_key UNIQUE (name)
);

INSERT INTO categories (name, icon, sort_order) VALUES
  ('Breakfast', '🍳', 1), ('Soups & Stews', '🍲', 2), ('Salads', '🥗', 3), ('Pasta & Noodles', '🍝', 4),
  ('Rice & Grains', '🍚', 5), ('Meat', '🥩', 6), ('Poultry', '🍗', 7), ('Seafood', '🐟', 8),
  ('Vegetarian', '🥕', 9), ('Vegan', '🌱', 10), ('Baking', '🥖', 11), ('Desserts', '🍰', 12),
  ('Snacks', '🥨', 13), ('Drinks', '🍹', 14), ('Sides', '🥔', 15), ('Sauces', '🥫', 16);

-- Stored normalized (trimmed, lower-case, single spaces) so "Vegan" and "vegan " are one tag.
CREATE TABLE tags (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (name = lower(name) AND name <> ''),
  CONSTRAINT tags_name_key UNIQUE (name)
);
CREATE INDEX tags_name_trgm_idx ON tags USING gin (name gin_trgm_ops);

CREATE TABLE recipes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  prep_time_minutes integer CHECK (prep_time_minutes >= 0),
  cook_time_minutes integer CHECK (cook_time_minutes >= 0),
  total_time integer GENERATED ALWAYS AS (
    CASE WHEN prep_time_minutes IS NULL AND cook_time_minutes IS NULL THEN NULL
    ELSE coalesce(prep_time_minutes, 0) + coalesce(cook_time_minutes, 0) END
  ) STORED,
  servings integer NOT NULL DEFAULT 4 CHECK (servings >= 1),
  difficulty text NOT NULL DEFAULT 'medium' CHECK (difficulty IN ('easy', 'medium', 'hard')),
  cuisine_type text,
  meal_type text,
  visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private')),
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The current version number; recipe_versions keeps every version's snapshot.
  version integer NOT NULL DEFAULT 1,
  slug text NOT NULL,
  featured_image_url text,
  notes text,
  source_name text,
  source_url text,
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  bookmark_count integer NOT NULL DEFAULT 0 CHECK (bookmark_count >= 0),
  comment_count integer NOT NULL DEFAULT 0,
  rating_average double precision,
  rating_count integer NOT NULL DEFAULT 0,
  -- Owned by the images and AI features; nullable here so those issues only fill them.
  nutrition_json jsonb,
  required_tools_json jsonb,
  ai_suggestions_json jsonb,
  ai_confidence text CHECK (ai_confidence IN ('high', 'medium', 'low')),
  ai_generated boolean NOT NULL DEFAULT false,
  -- Tags and ingredient names live in other tables; the service copies them here on every write so the
  -- generated search vector below can weigh them (title A, tags B, description and ingredients C).
  search_tags text NOT NULL DEFAULT '',
  search_ingredients text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', search_tags), 'B')
    || setweight(to_tsvector('english', coalesce(description, '') || ' ' || search_ingredients), 'C')
  ) STORED,
  -- The relevance tiers of a search (title; title and tags) as columns of their own: ANALYZE keeps word
  -- statistics for tsvector columns (not for index expressions), so the planner knows a rare word from a
  -- common one and picks a bitmap or a date-order walk accordingly.
  title_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', title)) STORED,
  head_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', title) || to_tsvector('english', search_tags)) STORED,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT recipes_slug_key UNIQUE (slug)
);
CREATE INDEX recipes_search_idx ON recipes USING gin (search_vector);
CREATE INDEX recipes_title_vector_idx ON recipes USING gin (title_vector);
CREATE INDEX recipes_head_vector_idx ON recipes USING gin (head_vector);
CREATE INDEX recipes_title_trgm_idx ON recipes USING gin (lower(title) gin_trgm_ops);
CREATE INDEX recipes_author_idx ON recipes (author_id, created_at, id);
-- Your own drafts and private recipes, which lists merge with the listed ones.
CREATE INDEX recipes_author_unlisted_idx ON recipes (author_id, created_at, id) WHERE NOT (status = 'published' AND visibility = 'public');
-- Listed = published and public: what every member browses. One index per sort order keeps a page of the
-- newest, most viewed, ... recipes an index walk however many recipes there are (both directions).
CREATE INDEX recipes_listed_created_idx ON recipes (created_at, id) WHERE status = 'published' AND visibility = 'public';
CREATE INDEX recipes_listed_title_idx ON recipes (lower(title), id) WHERE status = 'published' AND visibility = 'public';
CREATE INDEX recipes_listed_views_idx ON recipes (view_count, id) WHERE status = 'published' AND visibility = 'public';
CREATE INDEX recipes_listed_prep_idx ON recipes (prep_time_minutes, id) WHERE status = 'published' AND visibility = 'public';
CREATE INDEX recipes_listed_rating_idx ON recipes (coalesce(rating_average, 0), id) WHERE status = 'published' AND visibility = 'public';
CREATE INDEX recipes_listed_likes_idx ON recipes (like_count, view_count, id) WHERE status = 'published' AND visibility = 'public';

CREATE TABLE recipe_ingredients (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  position integer NOT NULL,
  ingredient_name text NOT NULL,
  amount double precision,
  unit text,
  preparation text,
  notes text,
  is_optional boolean NOT NULL DEFAULT false
);
CREATE INDEX recipe_ingredients_recipe_idx ON recipe_ingredients (recipe_id, position);

CREATE TABLE recipe_instructions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  step_number integer NOT NULL CHECK (step_number >= 1),
  instruction text NOT NULL,
  time_minutes integer,
  temperature text,
  notes text,
  CONSTRAINT recipe_instructions_step_key UNIQUE (recipe_id, step_number)
);

CREATE TABLE recipe_categories (
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (recipe_id, category_id)
);
CREATE INDEX recipe_categories_category_idx ON recipe_categories (category_id, recipe_id);

CREATE TABLE recipe_tags (
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (recipe_id, tag_id)
);
CREATE INDEX recipe_tags_tag_idx ON recipe_tags (tag_id, recipe_id);

-- Distinct ingredient names (lower-case) with how many recipes use each: autocomplete reads this small table
-- with a trigram index instead of grouping every ingredient row.
CREATE TABLE ingredient_names (
  name text PRIMARY KEY,
  recipe_count integer NOT NULL DEFAULT 0 CHECK (recipe_count >= 0)
);
CREATE INDEX ingredient_names_trgm_idx ON ingredient_names USING gin (name gin_trgm_ops);
CREATE INDEX ingredient_names_prefix_idx ON ingredient_names (name text_pattern_ops);

-- Common pantry names so autocomplete helps on a fresh install, before anyone has written a recipe.
INSERT INTO ingredient_names (name) VALUES
  ('all-purpose flour'), ('bread flour'), ('baking powder'), ('baking soda'), ('salt'), ('kosher salt'),
  ('black pepper'), ('sugar'), ('brown sugar'), ('powdered sugar'), ('honey'), ('maple syrup'),
  ('unsalted butter'), ('olive oil'), ('extra virgin olive oil'), ('vegetable oil'), ('sesame oil'),
  ('eggs'), ('milk'), ('whole milk'), ('heavy cream'), ('sour cream'), ('plain yogurt'), ('buttermilk'),
  ('parmesan'), ('mozzarella'), ('cheddar'), ('feta'), ('ricotta'), ('cream cheese'),
  ('garlic'), ('onion'), ('red onion'), ('shallot'), ('spring onions'), ('ginger'), ('leek'),
  ('carrots'), ('celery'), ('potatoes'), ('sweet potatoes'), ('tomatoes'), ('cherry tomatoes'),
  ('canned tomatoes'), ('tomato paste'), ('bell pepper'), ('chili flakes'), ('jalapeño'), ('zucchini'),
  ('eggplant'), ('mushrooms'), ('spinach'), ('kale'), ('cabbage'), ('broccoli'), ('cauliflower'),
  ('peas'), ('green beans'), ('corn'), ('avocado'), ('cucumber'), ('lettuce'), ('lemon'), ('lime'),
  ('orange'), ('apples'), ('bananas'), ('blueberries'), ('strawberries'), ('raisins'),
  ('chicken breast'), ('chicken thighs'), ('ground beef'), ('beef chuck'), ('pork shoulder'), ('bacon'),
  ('sausage'), ('ground lamb'), ('salmon'), ('shrimp'), ('cod'), ('tofu'),
  ('rice'), ('basmati rice'), ('arborio rice'), ('spaghetti'), ('penne'), ('egg noodles'), ('rolled oats'),
  ('quinoa'), ('couscous'), ('lentils'), ('chickpeas'), ('black beans'), ('kidney beans'),
  ('chicken stock'), ('vegetable stock'), ('beef stock'), ('soy sauce'), ('fish sauce'), ('rice vinegar'),
  ('red wine vinegar'), ('balsamic vinegar'), ('dijon mustard'), ('mayonnaise'), ('ketchup'),
  ('worcestershire sauce'), ('coconut milk'), ('peanut butter'), ('vanilla extract'), ('cocoa powder'),
  ('dark chocolate'), ('cinnamon'), ('ground cumin'), ('ground coriander'), ('paprika'), ('smoked paprika'),
  ('turmeric'), ('garam masala'), ('chili powder'), ('nutmeg'), ('dried oregano'), ('dried thyme'),
  ('bay leaves'), ('fresh basil'), ('fresh parsley'), ('fresh cilantro'), ('fresh mint'), ('rosemary'),
  ('dill'), ('white wine'), ('red wine'), ('yeast'), ('breadcrumbs'), ('walnuts'), ('almonds'), ('pine nuts');

-- Every word (3+ letters) ever written in a title, tag or ingredient name: the spelling dictionary for
-- searches that full text cannot match ("lasange" → "lasagne"). Words are never removed; a stale word only
-- leads to a search that finds nothing, and results always pass the visibility rule.
CREATE TABLE search_words (
  word text PRIMARY KEY
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

CREATE TABLE recipe_likes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, recipe_id)
);
CREATE INDEX recipe_likes_recipe_idx ON recipe_likes (recipe_id, created_at);
CREATE INDEX recipe_likes_created_idx ON recipe_likes (created_at);

-- One bookmark per member and recipe; saving again into another collection moves it.
CREATE TABLE recipe_bookmarks (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  collection_name text NOT NULL DEFAULT 'Favorites',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, recipe_id)
);
CREATE INDEX recipe_bookmarks_recipe_idx ON recipe_bookmarks (recipe_id);

-- The last counted view per member and recipe: a view counts when the previous one is an hour old or more.
-- Trending reads the members who viewed in the last 14 days from here.
CREATE TABLE recipe_views (
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (recipe_id, user_id)
);
CREATE INDEX recipe_views_viewed_idx ON recipe_views (viewed_at);

CREATE TABLE recipe_versions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  version_number integer NOT NULL CHECK (version_number >= 1),
  change_summary text,
  is_current boolean NOT NULL DEFAULT false,
  -- The recipe's content as of this version (fields, ingredients, steps, categories, tags).
  snapshot jsonb NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT recipe_versions_number_key UNIQUE (recipe_id, version_number)
);
CREATE UNIQUE INDEX recipe_versions_current_key ON recipe_versions (recipe_id) WHERE is_current;

CREATE TABLE recipe_shares (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shared_with_id integer REFERENCES users (id) ON DELETE CASCADE,
  share_type text NOT NULL CHECK (share_type IN ('link', 'social', 'friend')),
  platform text,
  message text,
  created_at timestamptz NOT NULL,
  CHECK (share_type <> 'friend' OR shared_with_id IS NOT NULL)
);
CREATE INDEX recipe_shares_receiver_idx ON recipe_shares (shared_with_id, created_at) WHERE shared_with_id IS NOT NULL;
CREATE INDEX recipe_shares_recipe_idx ON recipe_shares (recipe_id);
