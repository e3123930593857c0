import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { backups } from '../../db/schema/index';

export type BackupRow = typeof backups.$inferSelect;
type Trigger = BackupRow['trigger'];

/** A running backup whose writer has not touched its row for this long was left by a process that died. */
export const STALE_AFTER_SECONDS = 60;
export const STALE_ERROR =
  'The server process writing this backup stopped before it finished (no sign of it for over a minute); ' +
  'its partial file was removed. Start a new backup.';

const running = (name: string) => and(eq(backups.name, name), eq(backups.status, 'running'));

/** The backups table (decision 024): every process on the database reads and writes the same rows. */
export function createBackupRows(db: Db) {
  return {
    /**
     * Takes the instance's one running slot under this name: 'taken' when the name is in use, 'busy' when
     * another backup (of any process) is running — the partial unique index refuses a second running row.
     */
    async claim(name: string, trigger: Trigger, createdAt: Date): Promise<'claimed' | 'taken' | 'busy'> {
      try {
        const rows = await db
          .insert(backups)
          .values({ name, trigger, status: 'running', createdAt })
          .onConflictDoNothing({ target: backups.name })
          .returning({ name: backups.name });
        return rows.length ? 'claimed' : 'taken';
      } catch (err) {
        if (uniqueViolation(err) !== null) return 'busy';
        throw err;
      }
    },
    /** The writer's heartbeat, with its progress (and the bucket's upload id once it has one). */
    async beat(name: string, progress: number, uploadId?: string | null) {
      await db
        .update(backups)
        .set({ progress, updatedAt: sql`now()`, ...(uploadId === undefined ? {} : { uploadId }) })
        .where(running(name));
    },
    async finish(name: string, outcome: { sizeBytes: number } | { error: string }) {
      const ended =
        'error' in outcome
          ? { status: 'failed' as const, error: outcome.error }
          : { status: 'done' as const, progress: 100, sizeBytes: outcome.sizeBytes };
      await db
        .update(backups)
        .set({ ...ended, uploadId: null, updatedAt: sql`now()` })
        .where(eq(backups.name, name));
    },
    /**
     * Marks failed every running backup whose heartbeat stopped (but `own`, this process's), and answers them
     * with their upload ids for the caller to discard; concurrent callers each get different rows.
     */
    async failStale(own: string | undefined): Promise<Array<{ name: string; uploadId: string | null }>> {
      return db
        .update(backups)
        .set({ status: 'failed', error: STALE_ERROR, updatedAt: sql`now()` })
        .where(
          and(
            eq(backups.status, 'running'),
            lt(backups.updatedAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`),
            own ? ne(backups.name, own) : undefined,
          ),
        )
        .returning({ name: backups.name, uploadId: backups.uploadId });
    },
    all: () => db.select().from(backups).orderBy(desc(backups.createdAt), desc(backups.name)),
    async get(name: string): Promise<BackupRow | undefined> {
      return (await db.select().from(backups).where(eq(backups.name, name)))[0];
    },
    /** Deletes the row unless it is running; answers whether one was deleted. */
    async remove(name: string): Promise<boolean> {
      const rows = await db
        .delete(backups)
        .where(and(eq(backups.name, name), ne(backups.status, 'running')))
        .returning({ name: backups.name });
      return rows.length > 0;
    },
    /** Rows for whole files that have none (files from before decision 024, or rows a restore dropped). */
    async adopt(files: Array<{ name: string; size: number; trigger: Trigger; createdAt: Date }>) {
      if (!files.length) return 0;
      const values = files.map((f) => ({
        name: f.name,
        trigger: f.trigger,
        status: 'done' as const,
        progress: 100,
        sizeBytes: f.size,
        createdAt: f.createdAt,
      }));
      const rows = await db.insert(backups).values(values).onConflictDoNothing().returning({ name: backups.name });
      return rows.length;
    },
    /** Finished scheduled backups past the newest `keep`. */
    async scheduledBeyond(keep: number): Promise<string[]> {
      const rows = await db
        .select({ name: backups.name })
        .from(backups)
        .where(and(eq(backups.trigger, 'scheduled'), eq(backups.status, 'done')))
        .orderBy(desc(backups.createdAt), desc(backups.name))
        .offset(keep);
      return rows.map((r) => r.name);
    },
  };
}
export type BackupRows = ReturnType<typeof createBackupRows>;
