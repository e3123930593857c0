-- Recipe images (spec 000 §3 Recipe image). The files live in image storage under server-made names; a row
-- per image holds the caption, order and the one featured flag. recipes.featured_image_url mirrors the
-- featured row's image_url (kept in sync by the images service in the same transaction).

CREATE TABLE recipe_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipe_id integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  image_url text NOT NULL,
  -- "<uuid>.<ext>": the stored original is recipes/<file_name>, thumbnails thumbnails/thumb_<size>_<file_name>.
  file_name text NOT NULL,
  image_type text NOT NULL DEFAULT 'gallery' CHECK (image_type IN ('featured', 'gallery', 'step')),
  step_number integer CHECK (step_number >= 1),
  caption text,
  alt_text text,
  is_featured boolean NOT NULL DEFAULT false,
  order_index integer NOT NULL DEFAULT 0 CHECK (order_index >= 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT recipe_images_file_name_key UNIQUE (file_name)
);
CREATE INDEX recipe_images_recipe_order_idx ON recipe_images (recipe_id, order_index, id);
-- Exactly one featured image per recipe (at most one here; the service promotes one when images remain).
CREATE UNIQUE INDEX recipe_images_one_featured_idx ON recipe_images (recipe_id) WHERE is_featured;

-- Files whose rows are gone, however they went (one image, all images, a deleted recipe or user by cascade):
-- the trigger queues the name in the deleting transaction, so a rollback keeps the file and a commit queues
-- it; the images service deletes queued files after each DELETE request and at start.
CREATE TABLE image_file_trash (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_name text NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION queue_recipe_image_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO image_file_trash (file_name) VALUES (OLD.file_name);
  RETURN OLD;
END
$$;

CREATE TRIGGER recipe_images_queue_files AFTER DELETE ON recipe_images
  FOR EACH ROW EXECUTE FUNCTION queue_recipe_image_files();
