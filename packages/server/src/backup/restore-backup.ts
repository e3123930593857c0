import type { Database } from '../db/client';
import { type Migration, migrate, readMigrations } from '../db/migrate';
import type { ImageStorage } from '../storage/image-storage';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupFileError, type BackupHeader, readLines } from './backup-format';
import { readCatalog } from './catalog';
import { loadLines } from './restore-load';
import { secretCheck } from './take-backup';

export interface RestoreTarget {
  database: Database;
  storage: ImageStorage;
  /** This server's POTLUCK_SECRET: compared (through a check value) with the one the backup was made with. */
  secret: string;
}

export interface RestoreOptions {
  /** Replace a database that already has members. */
  force?: boolean;
  /** The migrations this server knows (all of them by default). */
  migrations?: Migration[];
  log?: (message: string) => void;
}

export interface RestoreResult {
  header: BackupHeader;
  tables: Record<string, number>;
  images: number;
  /** Migrations newer than the backup, run after its rows were loaded. */
  upgraded: string[];
  /** false: the backup was made with another secret, so sealed settings (the AI key) will not open here. */
  secretMatches: boolean;
}

/** Refused before anything was changed: a non-empty target, a backup from a newer version, not a backup. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export const NOT_EMPTY =
  'This database already has members; restoring would replace everything in it. Restore into a fresh instance, or run again with --force to overwrite it.';

/**
 * Restores a backup file into this instance: the schema is reset and rebuilt by exactly the backup's
 * migrations, the rows and images are loaded in one transaction, then the migrations the backup predates run
 * (a backup from an older version is upgraded). Works from and to either engine.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const known = options.migrations ?? readMigrations();
  const lines = readLines(file);
  try {
    const first = await lines.next();
    const header = first.done ? undefined : 'header' in first.value ? first.value.header : undefined;
    if (!header || header.format !== BACKUP_FORMAT) {
      throw new RestoreRefused(`${file} is not a Potluck backup (its first line is not a backup header)`);
    }
    if (header.format_version > BACKUP_FORMAT_VERSION) {
      throw new RestoreRefused(
        `This backup's format (version ${header.format_version}) is newer than this version of Potluck reads (${BACKUP_FORMAT_VERSION}). Upgrade Potluck, then restore.`,
      );
    }
    const knownNames = new Set(known.map((m) => m.name));
    const unknown = header.migrations.filter((name) => !knownNames.has(name));
    if (unknown.length) {
      throw new RestoreRefused(
        `This backup was made by a newer version of Potluck (its database has migrations this version does not know: ${unknown.join(', ')}). Upgrade Potluck, then restore.`,
      );
    }
    if (!options.force && (await hasMembers(target.database))) throw new RestoreRefused(NOT_EMPTY);

    log(`Backup of ${header.created_at} (${header.engine}); resetting the database`);
    await target.database.withRawClient((c) => c.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public'));
    const theirs = new Set(header.migrations);
    await migrate(
      target.database,
      known.filter((m) => theirs.has(m.name)),
    );
    const loaded = await target.database.withRawClient(async (client) => {
      await client.exec('BEGIN');
      const written: string[] = [];
      try {
        const tables = await readCatalog(client);
        const result = await loadLines(client, tables, lines, target.storage, log, written);
        await client.exec('COMMIT');
        return result;
      } catch (err) {
        await client.exec('ROLLBACK').catch(() => {});
        // Images that arrived before the failure belong to no restored row.
        await Promise.allSettled(written.map((key) => target.storage.delete(key)));
        throw err;
      }
    });
    const upgraded = await migrate(target.database, known);
    if (upgraded.length) log(`Upgraded the restored data: ${upgraded.join(', ')}`);
    return {
      header,
      tables: loaded.tables,
      images: loaded.images,
      upgraded,
      secretMatches: header.secret_check === secretCheck(target.secret),
    };
  } finally {
    await lines.return(undefined);
  }
}

async function hasMembers(database: Database): Promise<boolean> {
  return database.withRawClient(async (client) => {
    const [exists] = await client.query<{ found: boolean }>(`SELECT to_regclass('public.users') IS NOT NULL AS found`);
    if (!exists?.found) return false;
    const [row] = await client.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS found');
    return row?.found ?? false;
  });
}

export { BackupFileError };
