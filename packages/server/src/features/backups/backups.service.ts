import { BACKUP_MESSAGES, type Backup } from '@potluck/api';
import type { AppContext } from '../../context';
import { BACKUP_NAME, backupName, parseBackupName } from '../../backup/backup-format';
import { takeBackup } from '../../backup/take-backup';
import { conflict, notFound } from '../../http/http-error';
import type { BackupStorage } from '../../storage/backup-storage';
import type { ImageStorage } from '../../storage/image-storage';
import { startHeartbeat } from './backup-heartbeat';
import { type BackupRow, createBackupRows } from './backup-rows';

type Trigger = Backup['trigger'];

/** The error of a backup the server's stop ended before it was whole. */
export const STOPPED = 'The server stopped before the backup was finished; take it again';

const toBackup = (r: BackupRow): Backup => ({
  name: r.name,
  size_bytes: r.sizeBytes,
  created_at: r.createdAt.toISOString(),
  status: r.status,
  progress: r.progress,
  trigger: r.trigger,
  error: r.error,
});

/**
 * Whole-instance backups (decision 024): each one's state is a row of the backups table, its file is in the
 * backup storage (the images' bucket, else POTLUCK_DATA_DIR/backups), so every server process on the database
 * lists, downloads and deletes the same backups. One runs at a time in the instance; the process running it
 * keeps its row's progress and heartbeat current, and a row whose heartbeat stopped is reported failed.
 */
export function createBackupsService(ctx: AppContext, deps: { images: ImageStorage; files: BackupStorage }) {
  const rows = createBackupRows(ctx.db);
  const { files } = deps;
  const stopping = new AbortController();
  let current: { name: string; done: Promise<void> } | undefined;

  /** Backups left running by a process that died: failed, their partial files removed. */
  async function failStale() {
    for (const { name, uploadId } of await rows.failStale(current?.name)) {
      ctx.log.warn({ backup: name }, 'Backup abandoned by a stopped server process: marked failed');
      await files.discard(name, uploadId).catch((err: unknown) => {
        ctx.log.warn({ err, backup: name }, 'Partial backup file not removed');
      });
    }
  }

  async function claim(trigger: Trigger, createdAt: Date): Promise<string> {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const name = backupName(createdAt, trigger, attempt);
      const claimed = await rows.claim(name, trigger, createdAt);
      if (claimed === 'claimed') return name;
      if (claimed === 'busy') throw conflict(BACKUP_MESSAGES.alreadyRunning);
    }
    throw conflict(BACKUP_MESSAGES.alreadyRunning);
  }

  async function write(name: string) {
    const heartbeat = startHeartbeat((p) => rows.beat(name, p), ctx.log);
    let upload: Awaited<ReturnType<BackupStorage['begin']>> | undefined;
    try {
      upload = await files.begin(name);
      if (upload.handle) await rows.beat(name, 0, upload.handle);
      const source = { database: ctx.database, storage: deps.images, secret: ctx.config.secret };
      const trailer = await takeBackup(source, upload.stream, {
        now: ctx.config.now(),
        signal: stopping.signal,
        onProgress: (p) => heartbeat.set(p),
      });
      const sizeBytes = await upload.commit();
      await heartbeat.stop();
      await rows.finish(name, { sizeBytes });
      ctx.log.info({ backup: name, images: trailer.images, bytes: sizeBytes }, 'Backup written');
    } catch (err) {
      await heartbeat.stop();
      await upload?.abort().catch((e: unknown) => ctx.log.warn({ err: e, backup: name }, 'Partial backup not removed'));
      // A stop of the server ends a running backup on purpose: said as such, not as an error with its stack.
      const stopped = stopping.signal.aborted;
      await rows.finish(name, { error: stopped ? STOPPED : (err as Error).message });
      if (stopped) ctx.log.warn({ backup: name }, STOPPED);
      else ctx.log.error({ err, backup: name }, 'Backup failed');
    }
  }

  async function start(trigger: Trigger): Promise<Backup> {
    if (current) throw conflict(BACKUP_MESSAGES.alreadyRunning);
    await failStale();
    const createdAt = ctx.config.now();
    const name = await claim(trigger, createdAt);
    const done = write(name)
      .catch((err: unknown) => ctx.log.error({ err, backup: name }, 'Backup not recorded'))
      .finally(() => {
        current = undefined;
      });
    current = { name, done };
    return toBackup({
      name,
      trigger,
      createdAt,
      status: 'running',
      progress: 0,
      error: null,
      sizeBytes: 0,
    } as BackupRow);
  }

  async function list(): Promise<Backup[]> {
    await failStale();
    return (await rows.all()).map(toBackup);
  }

  async function open(name: string) {
    if (!BACKUP_NAME.test(name)) throw notFound(BACKUP_MESSAGES.notFound);
    const row = await rows.get(name);
    if (row?.status === 'running') throw conflict(BACKUP_MESSAGES.running);
    const file = row?.status === 'done' ? await files.open(name) : null;
    if (!file) throw notFound(BACKUP_MESSAGES.notFound);
    return file;
  }

  async function remove(name: string): Promise<void> {
    if (!BACKUP_NAME.test(name)) throw notFound(BACKUP_MESSAGES.notFound);
    if (!(await rows.remove(name))) {
      if ((await rows.get(name))?.status === 'running') throw conflict(BACKUP_MESSAGES.running);
      throw notFound(BACKUP_MESSAGES.notFound);
    }
    await files.delete(name);
  }

  return {
    start,
    list,
    open,
    remove,
    /** The backup this process is running, if any (the scheduler waits for it). */
    running: () => current?.done,
    /** Keeps the newest `keep` scheduled backups; manual ones stay until an admin deletes them. */
    async prune(keep: number) {
      for (const name of await rows.scheduledBeyond(keep)) await remove(name);
    },
    /**
     * Rows for the whole files in the backup storage that have none: backups from before decision 024 and
     * those whose rows a restore replaced. Called at start.
     */
    async adopt(): Promise<number> {
      const found: Parameters<typeof rows.adopt>[0] = [];
      for await (const file of files.list()) {
        const parsed = parseBackupName(file.name);
        if (parsed) found.push({ ...file, ...parsed });
      }
      return rows.adopt(found);
    },
    /** The server is closing: stop a running backup between two batches and wait for it. */
    async close() {
      stopping.abort();
      await current?.done;
    },
  };
}
export type BackupsService = ReturnType<typeof createBackupsService>;
