-- Per-IP request limits (login, registration, token refresh, imports from a URL), counted here so that every
-- server process on one database shares them: one row per route and client address, reset when its window ends.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_idx ON rate_limit_counters (reset_at);
