-- Whole-instance backups, one row each, so every server process on this database lists, downloads and deletes
-- the same backups and sees a running one's progress (decision 024). The file itself is in the bucket (S3_*)
-- or in POTLUCK_DATA_DIR/backups. updated_at is the writer's heartbeat: a 'running' row it stopped touching
-- belongs to a process that died. upload_id: the bucket's multipart upload while running (to abort it).
CREATE TABLE backups (
  name text PRIMARY KEY,
  trigger text NOT NULL CHECK (trigger IN ('manual', 'scheduled')),
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error text,
  size_bytes bigint NOT NULL DEFAULT 0,
  upload_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One backup runs at a time in the whole instance, whichever process starts it.
CREATE UNIQUE INDEX backups_one_running_idx ON backups (status) WHERE status = 'running';
CREATE INDEX backups_created_idx ON backups (created_at DESC, name DESC);
