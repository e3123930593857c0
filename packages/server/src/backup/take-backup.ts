import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { Database, RawClient } from '../db/client';
import { hmacToken } from '../lib/secrets';
import type { ImageStorage } from '../storage/image-storage';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupTrailer,
  CHUNK_BYTES,
  type LineWriter,
  createLineWriter,
} from './backup-format';
import { type TableInfo, quoteIdent, readCatalog } from './catalog';

export interface BackupSource {
  database: Database;
  storage: ImageStorage;
  /** POTLUCK_SECRET: only a check value derived from it goes into the file. */
  secret: string;
}

export interface BackupOptions {
  /** Called with 0–100 as tables and images are written; the backup waits for a returned promise. */
  onProgress?: (percent: number) => void | Promise<void>;
  /** Stops the backup between two batches (the server is closing). */
  signal?: AbortSignal;
  now?: Date;
}

const FETCH_ROWS = 1000;

/** The check value a restore compares with its own secret's, to warn that sealed settings will not open. */
export const secretCheck = (secret: string) => hmacToken(secret, 'backup-secret-check', BACKUP_FORMAT);

/**
 * Writes the whole instance to one file: every table read inside one snapshot (rows as they were at one
 * moment, never a torn copy), then every stored image. Image keys are listed once the snapshot is taken, so
 * every image a copied row names is listed (names are never reused); a key deleted meanwhile is skipped.
 * `file` is a path or a stream (a backup storage's write); the stream is ended, not destroyed, when whole.
 */
export async function takeBackup(source: BackupSource, file: string | Writable, options: BackupOptions = {}) {
  const writer = createLineWriter(file);
  const trailer: BackupTrailer = { tables: {}, images: 0 };
  let done = 0;
  let total = 1;
  const step = async () => options.onProgress?.(Math.min(100, Math.floor((100 * ++done) / total)));
  try {
    const keys = await source.database.withSnapshot(async (client) => {
      // The first statement fixes the snapshot; every later read sees that moment.
      const migrations = await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      const keys: string[] = [];
      for await (const key of source.storage.list()) keys.push(key);
      const tables = await readCatalog(client);
      total = tables.length + keys.length + 1;
      await writer.write({
        header: {
          format: BACKUP_FORMAT,
          format_version: BACKUP_FORMAT_VERSION,
          created_at: (options.now ?? new Date()).toISOString(),
          engine: source.database.engine,
          migrations: migrations.map((m) => m.name),
          secret_check: secretCheck(source.secret),
        },
      });
      for (const table of tables) {
        trailer.tables[table.name] = await copyTable(client, table, writer, options.signal);
        await step();
      }
      return keys;
    });
    for (const key of keys) {
      options.signal?.throwIfAborted();
      if (await copyImage(source.storage, key, writer)) trailer.images++;
      await step();
    }
    await writer.write({ trailer });
    await writer.end();
    await step();
    return trailer;
  } catch (err) {
    writer.destroy();
    throw err;
  }
}

async function copyTable(client: RawClient, table: TableInfo, writer: LineWriter, signal?: AbortSignal) {
  await writer.write({ table: table.name, columns: table.columns });
  // Primary-key order: a self-referencing table's parents come before their children when restored.
  const order = table.primaryKey.length ? ` ORDER BY ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
  const name = quoteIdent(table.name);
  await client.exec(`DECLARE potluck_backup NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM ${name} t${order}`);
  let count = 0;
  for (;;) {
    signal?.throwIfAborted();
    const rows = await client.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM potluck_backup`);
    // The row's JSON text goes into the file as the database wrote it: no number loses precision on the way.
    if (rows.length) await writer.writeRaw(rows.map((row) => `{"row":${row.j}}`).join('\n'));
    count += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  // After a failure the transaction ends (and the cursor with it).
  await client.exec('CLOSE potluck_backup');
  return count;
}

async function copyImage(storage: ImageStorage, key: string, writer: LineWriter): Promise<boolean> {
  const data = await storage.get(key);
  if (!data) return false;
  const sha256 = createHash('sha256').update(data).digest('hex');
  await writer.write({ image: key, size: data.length, sha256 });
  for (let at = 0; at < data.length; at += CHUNK_BYTES) {
    await writer.write({ chunk: data.subarray(at, at + CHUNK_BYTES).toString('base64') });
  }
  return true;
}
