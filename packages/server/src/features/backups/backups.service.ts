import { createReadStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_MESSAGES, type Backup } from '@potluck/api';
import type { AppContext } from '../../context';
import { BACKUP_NAME, backupName, parseBackupName } from '../../backup/backup-format';
import { takeBackup } from '../../backup/take-backup';
import { conflict, notFound } from '../../http/http-error';
import type { ImageStorage } from '../../storage/image-storage';

type Trigger = Backup['trigger'];
interface State {
  status: Backup['status'];
  progress: number;
  trigger: Trigger;
  createdAt: Date;
  error: string | null;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Whole-instance backups as files in POTLUCK_DATA_DIR/backups (mode 0600): one runs at a time per process,
 * written under a temporary name and renamed when whole. Running and failed backups are known to the
 * process that ran them; finished ones are the files.
 */
export function createBackupsService(ctx: AppContext, deps: { storage: ImageStorage }) {
  const dir = join(ctx.config.dataDir, 'backups');
  const states = new Map<string, State>();
  const stopping = new AbortController();
  let current: Promise<void> | undefined;

  async function freeName(at: Date, trigger: Trigger): Promise<string> {
    const taken = new Set(await readdir(dir));
    for (let attempt = 0; ; attempt++) {
      const name = backupName(at, trigger, attempt);
      if (!taken.has(name) && !taken.has(`${name}.partial`) && !states.has(name)) return name;
    }
  }

  async function start(trigger: Trigger): Promise<Backup> {
    if (current) throw conflict(BACKUP_MESSAGES.alreadyRunning);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const createdAt = ctx.config.now();
    const name = await freeName(createdAt, trigger);
    const state: State = { status: 'running', progress: 0, trigger, createdAt, error: null };
    states.set(name, state);
    const partial = join(dir, `${name}.partial`);
    const source = { database: ctx.database, storage: deps.storage, secret: ctx.config.secret };
    current = takeBackup(source, partial, {
      now: createdAt,
      signal: stopping.signal,
      onProgress: (p) => void (state.progress = p),
    })
      .then(async (trailer) => {
        await rename(partial, join(dir, name));
        await chmod(join(dir, name), 0o600);
        states.delete(name);
        ctx.log.info({ backup: name, images: trailer.images }, 'Backup written');
      })
      .catch(async (err: unknown) => {
        await rm(partial, { force: true });
        Object.assign(state, { status: 'failed', error: (err as Error).message });
        ctx.log.error({ err, backup: name }, 'Backup failed');
      })
      .finally(() => {
        current = undefined;
      });
    return toBackup(name, state, 0);
  }

  function toBackup(name: string, s: State, size: number): Backup {
    const { status, progress, trigger, error } = s;
    return { name, size_bytes: size, created_at: s.createdAt.toISOString(), status, progress, trigger, error };
  }

  async function files(): Promise<Backup[]> {
    const names = await readdir(dir).catch((err: unknown) => (isMissing(err) ? [] : Promise.reject(err)));
    const out: Backup[] = [];
    for (const name of names) {
      const parsed = parseBackupName(name);
      if (!parsed || states.has(name)) continue;
      const size = await stat(join(dir, name)).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) continue;
      out.push(toBackup(name, { ...parsed, status: 'done', progress: 100, error: null }, size));
    }
    return out;
  }

  async function list(): Promise<Backup[]> {
    const own = [...states].map(([name, s]) => toBackup(name, s, 0));
    return [...own, ...(await files())].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name),
    );
  }

  async function open(name: string) {
    if (!BACKUP_NAME.test(name)) throw notFound(BACKUP_MESSAGES.notFound);
    if (states.get(name)?.status === 'running') throw conflict(BACKUP_MESSAGES.running);
    const file = join(dir, name);
    const size = await stat(file).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) throw notFound(BACKUP_MESSAGES.notFound);
    return { size, body: createReadStream(file) };
  }

  async function remove(name: string): Promise<void> {
    const state = states.get(name);
    if (state?.status === 'running') throw conflict(BACKUP_MESSAGES.running);
    if (state) {
      states.delete(name);
      return;
    }
    try {
      await unlink(join(dir, name));
    } catch (err) {
      if (isMissing(err)) throw notFound(BACKUP_MESSAGES.notFound);
      throw err;
    }
  }

  return {
    start,
    list,
    open,
    remove,
    /** The backup running now, if any (the scheduler waits for it). */
    running: () => current,
    /** Keeps the newest `keep` scheduled backups; manual ones stay until an admin deletes them. */
    async prune(keep: number) {
      const scheduled = (await files()).filter((b) => b.trigger === 'scheduled');
      for (const b of scheduled.sort((x, y) => y.name.localeCompare(x.name)).slice(keep)) await remove(b.name);
    },
    /** The server is closing: stop a running backup between two batches and wait for it. */
    async close() {
      stopping.abort();
      await current;
    },
  };
}
export type BackupsService = ReturnType<typeof createBackupsService>;
