import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup file: gzip'd JSON Lines, one object per line, in this order —
 *   {"header": Header}
 *   per table: {"table": name, "columns": [...]}, then {"row": <the row as to_jsonb>} per row
 *   per stored image: {"image": key, "size": n, "sha256": hex}, then {"chunk": base64} lines of its bytes
 *   {"trailer": Trailer}
 * The trailer's counts let a restore tell a whole file from a cut one.
 */
export const BACKUP_FORMAT = 'potluck-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  created_at: string;
  engine: 'pglite' | 'postgres';
  /** The schema the rows belong to: names from schema_migrations, in order. */
  migrations: string[];
  /** HMAC of a fixed text with a key derived from the secret: tells whether sealed settings will open. */
  secret_check: string;
}

export interface BackupTrailer {
  tables: Record<string, number>;
  images: number;
}

export type BackupLine =
  | { header: BackupHeader }
  | { table: string; columns: string[] }
  | { row: unknown }
  /** How readLines hands a row on: its JSON text as written, never parsed into JavaScript numbers. */
  | { rowJson: string }
  | { image: string; size: number; sha256: string }
  | { chunk: string }
  | { trailer: BackupTrailer };

/** Bytes of an image per chunk line (before base64). */
export const CHUNK_BYTES = 48 * 1024;

export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

export interface LineWriter {
  /** A line already serialised (rows arrive as JSON text from the database and are not parsed again). */
  writeRaw(json: string): Promise<void>;
  write(line: BackupLine): Promise<void>;
  /** Flushes and closes the file. */
  end(): Promise<void>;
  /** Stops writing after a failure; the file is left for the caller to delete. */
  destroy(): void;
}

/** Lines into a file at `target` (mode 0600) or into a stream (a backup storage's write). */
export function createLineWriter(target: string | Writable): LineWriter {
  const gzip = createGzip({ level: 3 });
  const file = typeof target === 'string' ? createWriteStream(target, { mode: 0o600 }) : target;
  gzip.pipe(file);
  let failure: Error | undefined;
  const failed = new AbortController();
  const fail = (err: Error) => {
    failure ??= err;
    failed.abort();
  };
  gzip.on('error', fail);
  file.on('error', fail);
  const writeRaw = async (json: string) => {
    if (failure) throw failure;
    if (!gzip.write(json + '\n')) await once(gzip, 'drain', { signal: failed.signal }).catch(() => {});
    if (failure) throw failure;
  };
  return {
    writeRaw,
    write: (line) => writeRaw(JSON.stringify(line)),
    async end() {
      if (failure) throw failure;
      gzip.end();
      // Written and closed (a file), or its upload completed (a bucket).
      await finished(file).catch((err: unknown) => fail(err as Error));
      if (failure) throw failure;
    },
    destroy() {
      gzip.destroy();
      file.destroy();
    },
  };
}

const ROW_PREFIX = '{"row":';

/** The file's lines, parsed; a cut or corrupted gzip stream or a line that is not JSON is a BackupFileError. */
export async function* readLines(path: string): AsyncGenerator<BackupLine> {
  const gunzip = createGunzip();
  const source = createReadStream(path);
  let failure: Error | undefined;
  source.on('error', (err) => {
    failure = err;
    gunzip.destroy(err);
  });
  source.pipe(gunzip);
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const text of lines) {
      number++;
      if (text === '') continue;
      if (text.startsWith(ROW_PREFIX) && text.endsWith('}')) {
        yield { rowJson: text.slice(ROW_PREFIX.length, -1) };
        continue;
      }
      try {
        yield JSON.parse(text) as BackupLine;
      } catch {
        throw new BackupFileError(`Line ${number} of the backup is not valid JSON: the file is damaged`);
      }
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupFileError(`No such file: ${path}`);
    throw new BackupFileError(
      `The backup file is truncated or damaged (${(failure ?? (err as Error)).message}); nothing was restored`,
    );
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

/** Server-made file names only (no path can be smuggled through a name in a URL). */
export const BACKUP_NAME = /^potluck-\d{8}-\d{6}Z-(manual|scheduled)(-\d{1,3})?\.jsonl\.gz$/;

export function backupName(at: Date, trigger: 'manual' | 'scheduled', attempt = 0): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `potluck-${stamp}-${trigger}${attempt ? `-${attempt}` : ''}.jsonl.gz`;
}

/** The moment and trigger a server-made name carries. */
export function parseBackupName(name: string): { createdAt: Date; trigger: 'manual' | 'scheduled' } | null {
  const m = /^potluck-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z-(manual|scheduled)/.exec(name);
  if (!m || !BACKUP_NAME.test(name)) return null;
  const [, y, mo, d, h, mi, s, trigger] = m;
  return {
    createdAt: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`),
    trigger: trigger as 'manual' | 'scheduled',
  };
}
