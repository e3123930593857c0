-- Shopping lists, their items, templates and members' category corrections (spec 001 §3, §7 Shopping).
-- Every list and template belongs to one member (creator); deleting the member deletes them.

CREATE TABLE shopping_lists (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'archived')),
  shopping_date date,
  preferred_store text,
  estimated_cost numeric(12, 2) CHECK (estimated_cost >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The member's lists newest first, filtered by status; analytics reads the same index by created_at.
CREATE INDEX shopping_lists_user_created_idx ON shopping_lists (user_id, created_at DESC, id DESC);

CREATE TABLE shopping_items (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  shopping_list_id integer NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- Amounts of merged recipe rows may pass the 999 a person can type (2000 g shows as 2 kg, but 1500 pieces
  -- stay pieces), so the table only refuses negatives; the input schema keeps typed amounts within 0 to 999.
  amount numeric(12, 3) CHECK (amount >= 0),
  unit text,
  notes text,
  category text NOT NULL DEFAULT 'Other',
  is_completed boolean NOT NULL DEFAULT false,
  price numeric(12, 2) CHECK (price >= 0),
  -- Insertion order within the list; ticking never changes it, so a list does not jump while shopping.
  position integer NOT NULL,
  recipe_id integer REFERENCES recipes (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX shopping_items_list_idx ON shopping_items (shopping_list_id, position);

CREATE TABLE shopping_templates (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  creator_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text,
  category text,
  preferred_store text,
  estimated_cost numeric(12, 2) CHECK (estimated_cost >= 0),
  is_public boolean NOT NULL DEFAULT false,
  is_featured boolean NOT NULL DEFAULT false,
  usage_count integer NOT NULL DEFAULT 0,
  rating_average numeric(3, 2) NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX shopping_templates_creator_idx ON shopping_templates (creator_id, created_at DESC);
CREATE INDEX shopping_templates_public_idx ON shopping_templates (created_at DESC) WHERE is_public;

CREATE TABLE shopping_template_items (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  template_id integer NOT NULL REFERENCES shopping_templates (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  amount numeric(12, 2) CHECK (amount >= 0),
  unit text,
  notes text,
  category text NOT NULL DEFAULT 'Other',
  aisle text,
  brand_preference text,
  estimated_price numeric(12, 2) CHECK (estimated_price >= 0)
);
CREATE INDEX shopping_template_items_template_idx ON shopping_template_items (template_id, position);

-- A member's correction of a suggested category (POST /shopping/items/{id}/learn-category), by normalised
-- item name. The server keeps all of them in memory for suggestions; what most members chose is the
-- community suggestion.
CREATE TABLE shopping_category_choices (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name_key text NOT NULL,
  category text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, name_key)
);
