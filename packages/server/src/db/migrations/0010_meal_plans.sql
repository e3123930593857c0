-- Meal plans, their meals, plan templates and members' calendar feeds (spec 001 §3, §7 Meal plans).
-- Every plan, template and feed belongs to one member; deleting the member deletes them.

CREATE TABLE meal_plans (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text,
  start_date date NOT NULL,
  end_date date NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  default_servings integer NOT NULL DEFAULT 4 CHECK (default_servings BETWEEN 1 AND 20),
  include_snacks boolean NOT NULL DEFAULT true,
  is_template boolean NOT NULL DEFAULT false,
  -- The share link's token is shown once; only its SHA-256 is kept, so a database leak opens no plan.
  share_token_hash text UNIQUE,
  share_created_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (end_date >= start_date)
);
-- The member's plans, newest start first; analytics reads plans by created_at.
CREATE INDEX meal_plans_user_start_idx ON meal_plans (user_id, start_date DESC, id DESC);
CREATE INDEX meal_plans_user_created_idx ON meal_plans (user_id, created_at);

CREATE TABLE meals (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  meal_plan_id integer NOT NULL REFERENCES meal_plans (id) ON DELETE CASCADE,
  meal_date date NOT NULL,
  meal_type text NOT NULL CHECK (meal_type IN ('breakfast', 'lunch', 'dinner', 'snack', 'dessert')),
  -- A deleted recipe leaves the meal in place (its day stays planned) without a recipe.
  recipe_id integer REFERENCES recipes (id) ON DELETE SET NULL,
  servings integer NOT NULL CHECK (servings BETWEEN 1 AND 100),
  notes text,
  custom_meal_name text,
  custom_meal_notes text,
  ingredient_modifications jsonb,
  is_completed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
-- A week of a year-long plan reads one index range.
CREATE INDEX meals_plan_date_idx ON meals (meal_plan_id, meal_date);
CREATE INDEX meals_recipe_idx ON meals (recipe_id) WHERE recipe_id IS NOT NULL;

CREATE TABLE meal_plan_templates (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  creator_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text,
  duration_days integer NOT NULL CHECK (duration_days BETWEEN 1 AND 366),
  default_servings integer NOT NULL CHECK (default_servings BETWEEN 1 AND 20),
  include_snacks boolean NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX meal_plan_templates_creator_idx ON meal_plan_templates (creator_id, created_at DESC);
CREATE INDEX meal_plan_templates_public_idx ON meal_plan_templates (created_at DESC) WHERE is_public;

CREATE TABLE meal_plan_template_meals (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  template_id integer NOT NULL REFERENCES meal_plan_templates (id) ON DELETE CASCADE,
  day_offset integer NOT NULL CHECK (day_offset >= 0),
  meal_type text NOT NULL CHECK (meal_type IN ('breakfast', 'lunch', 'dinner', 'snack', 'dessert')),
  recipe_id integer REFERENCES recipes (id) ON DELETE SET NULL,
  servings integer NOT NULL CHECK (servings BETWEEN 1 AND 100),
  notes text,
  custom_meal_name text,
  custom_meal_notes text
);
CREATE INDEX meal_plan_template_meals_template_idx ON meal_plan_template_meals (template_id, day_offset);

-- One private iCalendar feed per member; the URL's token is kept only as its SHA-256.
CREATE TABLE meal_plan_feeds (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
