-- Foundation: accounts, sessions, invitations, settings, per-account attempt counters.
-- pg_trgm is enabled here because later features (fuzzy recipe and ingredient names) index with it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  display_name text,
  first_name text,
  last_name text,
  avatar_url text,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_role_idx ON users (role);

CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember_me boolean NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE invitations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text,
  token_hash text NOT NULL,
  inviter_id integer REFERENCES users (id) ON DELETE SET NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  message text,
  invited_user_name text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  CONSTRAINT invitations_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX invitations_inviter_idx ON invitations (inviter_id, created_at);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE auth_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('login_failure', 'register')),
  account_key text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_attempts_lookup_idx ON auth_attempts (kind, account_key, created_at);
