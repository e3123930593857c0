import type { Database } from '../db/client';

/** Any constant, the same in every Potluck process on one database (see MIGRATION_LOCK_ID). */
const BACKUP_LOCK_ID = 74_117_002;
/** app_settings key: when the last scheduled backup of this instance was taken, by whichever process. */
export const LAST_SCHEDULED_KEY = 'backup_last_scheduled_at';
const CHECK_EVERY_MS = 10 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;

export interface BackupSchedule {
  everyHours: number;
  keep: number;
}

interface Backups {
  start(trigger: 'scheduled'): Promise<unknown>;
  running(): Promise<void> | undefined;
  prune(keep: number): Promise<void>;
}

/**
 * Takes a scheduled backup when the last one (of any process on this database) is older than everyHours,
 * then keeps the newest `keep`. Several processes on one PostgreSQL: the one holding the advisory lock
 * decides, and records the time in app_settings, so one backup is taken per period.
 */
export async function runScheduledBackup(
  database: Database,
  backups: Backups,
  schedule: BackupSchedule,
  now: () => Date,
): Promise<boolean> {
  if (schedule.everyHours <= 0 || checking.has(backups)) return false;
  checking.add(backups);
  try {
    return await decideAndTake(database, backups, schedule, now);
  } finally {
    checking.delete(backups);
  }
}

/** One check at a time in this process (PGlite's advisory locks do not exclude its own session). */
const checking = new WeakSet<Backups>();

async function decideAndTake(database: Database, backups: Backups, schedule: BackupSchedule, now: () => Date) {
  return database.withRawClient(async (client) => {
    const [lock] = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [BACKUP_LOCK_ID]);
    if (!lock?.ok) return false;
    try {
      const [last] = await client.query<{ at: string }>(
        `SELECT value #>> '{}' AS at FROM app_settings WHERE key = $1`,
        [LAST_SCHEDULED_KEY],
      );
      const due = !last || now().getTime() - new Date(last.at).getTime() >= schedule.everyHours * 3600_000;
      if (!due) return false;
      await backups.start('scheduled');
      await backups.running();
      await client.query(
        `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, to_jsonb($2::text), now())
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        [LAST_SCHEDULED_KEY, now().toISOString()],
      );
      await backups.prune(schedule.keep);
      return true;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK_ID]);
    }
  });
}

/** Checks a minute after start, then every ten minutes; stop() ends the timers. */
export function startBackupSchedule(check: () => Promise<unknown>, log: { error(obj: unknown, msg?: string): void }) {
  const run = () => void check().catch((err: unknown) => log.error({ err }, 'Scheduled backup failed'));
  const first = setTimeout(run, FIRST_CHECK_MS);
  const every = setInterval(run, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
