-- People (issue 18, spec 001 §3 Profile, Cooking preferences, Invitation; §7 Profile, Invitations, Admin).

-- The profile's own fields and the cooking preferences, one row per member that saved any (defaults until then).
-- cooking_preferences is the checked JSON of packages/api's cookingPreferencesSchema.
CREATE TABLE user_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  bio text,
  location text,
  website text,
  dietary_preferences text[] NOT NULL DEFAULT '{}',
  cooking_preferences jsonb,
  stats_updated_at timestamptz,
  updated_at timestamptz NOT NULL
);

-- Whether an invitation's mail went out. Before this migration a failure was only logged: earlier invitations
-- with an address count as sent; the first-run invitation (no address) is never mailed.
ALTER TABLE invitations
  ADD COLUMN mail_status text NOT NULL DEFAULT 'pending_retry'
    CHECK (mail_status IN ('sent', 'pending_retry', 'failed', 'not_mailed')),
  ADD COLUMN mail_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN mail_sent_at timestamptz,
  -- When a process may try again (also a lease: a process that claims a try moves it forward first).
  ADD COLUMN mail_next_attempt_at timestamptz,
  -- The last SMTP failure, for the logs and the admin; never sent to clients.
  ADD COLUMN mail_last_error text,
  -- The link token sealed with the server secret while the mail may still be retried, so a retry sends the
  -- same link the inviter was shown; cleared once sent, failed or accepted.
  ADD COLUMN mail_token_sealed text;
UPDATE invitations SET mail_status = CASE WHEN email IS NULL THEN 'not_mailed' ELSE 'sent' END,
  mail_sent_at = CASE WHEN email IS NULL THEN NULL ELSE created_at END;
CREATE INDEX invitations_mail_due_idx ON invitations (mail_next_attempt_at) WHERE mail_status = 'pending_retry';
CREATE INDEX invitations_created_idx ON invitations (created_at DESC, id DESC);

-- The admin's user search (username, email, names) at 10,000 members: trigram indexes for substring matches
-- (username and display_name have theirs from 0011_friends).
CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX users_full_name_trgm_idx ON users USING gin (
  lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops
);
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
