-- Friends and activity (spec 000 §3, §4, §7 Friends and Activity): friendships, blocks, invite codes, when each
-- member last looked at their feed, and when a recipe was first published (the feed's "a friend published").

-- One row per pair of members, whichever of them asked: a reverse request finds the same row.
CREATE TABLE friendships (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  requester_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  addressee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  message text,
  -- Each side marks their own favourites.
  requester_favorite boolean NOT NULL DEFAULT false,
  addressee_favorite boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  accepted_at timestamptz,
  CHECK (requester_id <> addressee_id)
);
CREATE UNIQUE INDEX friendships_pair_key ON friendships (
  LEAST(requester_id, addressee_id),
  GREATEST(requester_id, addressee_id)
);
-- A member's friends and requests, from either side.
CREATE INDEX friendships_requester_idx ON friendships (requester_id, status);
CREATE INDEX friendships_addressee_idx ON friendships (addressee_id, status);

CREATE TABLE member_blocks (
  blocker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_id);

-- Invite codes are shown once; only their SHA-256 is kept, so a database leak opens no invite.
CREATE TABLE friend_invites (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  inviter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  invite_type text NOT NULL CHECK (invite_type IN ('username')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  used_at timestamptz
);
CREATE INDEX friend_invites_inviter_idx ON friend_invites (inviter_id, created_at);

-- When a member last marked their activity feed seen: newer items count as new.
CREATE TABLE activity_reads (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL
);

-- The few deactivated members: lists and the feed leave them out with an anti-join on this small index instead of
-- reading every member.
CREATE INDEX users_inactive_idx ON users (id) WHERE NOT is_active;

-- Searching members by any part of their username or display name: both, lower-cased, in one stored column (a
-- line break between them), so a search reads one value per member (a 2-character search scans them all: no
-- trigram is that short) and longer ones use the trigram index.
ALTER TABLE users ADD COLUMN search_name text
  GENERATED ALWAYS AS (lower(username || E'\n' || coalesce(display_name, ''))) STORED;
CREATE INDEX users_search_name_trgm_idx ON users USING gin (search_name gin_trgm_ops);

-- Per-member counters of friend searches and invite codes tried (the auth_attempts mechanism).
ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check;
ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check
  CHECK (kind IN ('login_failure', 'register', 'friend_search', 'friend_invite_code'));

-- The first time a recipe became published (a draft published later is news then, not at its creation). Kept
-- by a trigger so every path that publishes a recipe sets it; the recipe's own updated_at is the moment.
ALTER TABLE recipes ADD COLUMN published_at timestamptz;
UPDATE recipes SET published_at = created_at WHERE status = 'published';
CREATE FUNCTION recipes_set_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.published_at IS NULL THEN
    NEW.published_at := COALESCE(NEW.updated_at, now());
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER recipes_published_at BEFORE INSERT OR UPDATE OF status ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipes_set_published_at();
-- Recipes of a set of authors (your friends), newest published first.
CREATE INDEX recipes_author_published_idx ON recipes (author_id, published_at DESC) WHERE published_at IS NOT NULL;
