-- Avatars and profile covers (spec 000 §7 POST/DELETE /images/user/avatar, spec 001 §2 and §7). One row per
-- user and kind holds the stored file; users.avatar_url and users.cover_image_url mirror its serve URL (set
-- by the images service in the same transaction). Originals live in the "avatars" or "covers" storage folder,
-- thumbnails beside the recipe thumbnails as thumbnails/thumb_<size>_<file_name>.

ALTER TABLE users ADD COLUMN cover_image_url text;

CREATE TABLE user_images (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('avatar', 'cover')),
  file_name text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind),
  CONSTRAINT user_images_file_name_key UNIQUE (file_name)
);

-- The trash now knows the folder of the original; recipe images keep the old default.
ALTER TABLE image_file_trash ADD COLUMN folder text NOT NULL DEFAULT 'recipes';

-- A replaced file (update of file_name), a deleted avatar and a deleted user (cascade) all queue the old
-- file in the same transaction, so a rollback keeps it and a commit lets the images service delete it.
CREATE FUNCTION queue_user_image_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.file_name <> NEW.file_name THEN
    INSERT INTO image_file_trash (file_name, folder)
      VALUES (OLD.file_name, CASE OLD.kind WHEN 'avatar' THEN 'avatars' ELSE 'covers' END);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_images_queue_files AFTER DELETE OR UPDATE OF file_name ON user_images
  FOR EACH ROW EXECUTE FUNCTION queue_user_image_files();
