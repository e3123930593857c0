import { createHash } from 'node:crypto';
import type { RawClient } from '../db/client';
import type { ImageStorage } from '../storage/image-storage';
import { BackupFileError, type BackupLine, type BackupTrailer } from './backup-format';
import { type TableInfo, ownedSequences, quoteIdent } from './catalog';

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export interface LoadResult {
  tables: Record<string, number>;
  images: number;
}

/**
 * Loads the lines after the header into tables the backup's migrations made, inside the caller's open
 * transaction: user triggers off (a restored value stays as it was saved), rows in the file's order (the
 * backup wrote tables in foreign-key order), images put into the storage, and the trailer's counts checked.
 */
export async function loadLines(
  client: RawClient,
  tables: TableInfo[],
  lines: AsyncIterator<BackupLine>,
  storage: ImageStorage,
  log: (message: string) => void,
  /** Filled with the keys put into the storage, so a failed restore can remove them again. */
  written: string[],
): Promise<LoadResult> {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const result: LoadResult = { tables: {}, images: 0 };
  const names = tables.map((t) => quoteIdent(t.name)).join(', ');
  // Rows some migrations seed (categories, for example) come back from the file, as they were.
  if (tables.length) await client.exec(`TRUNCATE ${names}`);
  for (const t of tables) await client.exec(`ALTER TABLE ${quoteIdent(t.name)} DISABLE TRIGGER USER`);

  let table: TableInfo | undefined;
  let batch: string[] = [];
  let batchChars = 0;
  let image: { key: string; size: number; sha256: string; chunks: Buffer[] } | undefined;

  const flushRows = async () => {
    if (!table || batch.length === 0) return;
    const columns = table.columns.map(quoteIdent).join(', ');
    const name = quoteIdent(table.name);
    await client.query(
      `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)`,
      [`[${batch.join(',')}]`],
    );
    result.tables[table.name] = (result.tables[table.name] ?? 0) + batch.length;
    batch = [];
    batchChars = 0;
  };
  const finishImage = async () => {
    if (!image) return;
    const data = Buffer.concat(image.chunks);
    const sha256 = createHash('sha256').update(data).digest('hex');
    if (data.length !== image.size || sha256 !== image.sha256) {
      throw new BackupFileError(`The image ${image.key} in the backup is damaged (its size or checksum differs)`);
    }
    const ext = image.key.split('.').pop() ?? '';
    await storage.put(image.key, data, CONTENT_TYPES[ext] ?? 'application/octet-stream');
    written.push(image.key);
    result.images++;
    image = undefined;
  };

  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line = next.value;
    if ('rowJson' in line) {
      if (!table) throw new BackupFileError('The backup has a row before any table: the file is damaged');
      batch.push(line.rowJson);
      batchChars += line.rowJson.length;
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flushRows();
      continue;
    }
    if ('chunk' in line) {
      if (!image) throw new BackupFileError('The backup has image bytes outside an image: the file is damaged');
      image.chunks.push(Buffer.from(line.chunk, 'base64'));
      continue;
    }
    await flushRows();
    await finishImage();
    if ('table' in line) {
      table = byName.get(line.table);
      if (!table) throw new BackupFileError(`The backup has a table this schema does not: ${line.table}`);
      result.tables[table.name] = 0;
      log(`Restoring ${table.name}`);
    } else if ('image' in line) {
      table = undefined;
      image = { key: line.image, size: line.size, sha256: line.sha256, chunks: [] };
    } else if ('trailer' in line) {
      checkTrailer(line.trailer, result);
      for (const t of tables) await client.exec(`ALTER TABLE ${quoteIdent(t.name)} ENABLE TRIGGER USER`);
      await advanceSequences(client);
      return result;
    } else {
      throw new BackupFileError('The backup has a second header or an unknown line: the file is damaged');
    }
  }
  throw new BackupFileError('The backup file is truncated (it ends before its trailer); nothing was restored');
}

function checkTrailer(trailer: BackupTrailer, loaded: LoadResult): void {
  const expected = JSON.stringify(Object.entries(trailer.tables).sort());
  const actual = JSON.stringify(Object.entries(loaded.tables).sort());
  if (expected !== actual || trailer.images !== loaded.images) {
    throw new BackupFileError(
      'The backup file is incomplete (its counts do not match its contents); nothing was restored',
    );
  }
}

/** Every serial or identity sequence continues after the largest restored value. */
async function advanceSequences(client: RawClient): Promise<void> {
  for (const s of await ownedSequences(client)) {
    const column = quoteIdent(s.column);
    const table = quoteIdent(s.table);
    await client.query(
      `SELECT setval($1::regclass, COALESCE((SELECT max(${column}) FROM ${table}), 1),
                     (SELECT max(${column}) FROM ${table}) IS NOT NULL)`,
      [quoteIdent(s.sequence)],
    );
  }
}
