-- Every AI provider call: what it cost and for whom (OWASP API4: rate limits, quotas and an audit trail).
CREATE TABLE ai_calls (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  feature text NOT NULL,
  ok boolean NOT NULL,
  error text,
  prompt_tokens integer NOT NULL DEFAULT 0,
  completion_tokens integer NOT NULL DEFAULT 0,
  latency_ms integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_calls_user_time ON ai_calls (user_id, created_at DESC);
CREATE INDEX ai_calls_time ON ai_calls (created_at DESC);
