import type { Readable, Writable } from 'node:stream';
import { BACKUP_NAME } from '../backup/backup-format';

/** A backup being written: its bytes go into `stream`; then commit() (after the stream finished) or abort(). */
export interface BackupWrite {
  stream: Writable;
  /** What a partial write is found by after its writer died (the bucket's upload id); null for a local file. */
  handle: string | null;
  /** Makes the whole file visible under its name; answers its size in bytes. */
  commit(): Promise<number>;
  /** Removes whatever was written. */
  abort(): Promise<void>;
}

/**
 * Where backup files live: beside the images (the bucket under backups/ when S3_* is set, else the folder
 * POTLUCK_DATA_DIR/backups). Names are server-made (BACKUP_NAME); image keys and backup keys never meet.
 */
export interface BackupStorage {
  begin(name: string): Promise<BackupWrite>;
  /** Size and a readable stream, or null when no such file is stored. */
  open(name: string): Promise<{ size: number; body: Readable } | null>;
  /** Deleting a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Removes the partial write a dead process left (its handle as begin() gave it). */
  discard(name: string, handle: string | null): Promise<void>;
  /** Every whole backup file stored (partial writes are not listed). */
  list(): AsyncIterable<{ name: string; size: number }>;
}

/** The bucket's folder for backups: no image key starts with it (image-storage.ts). */
export const BACKUP_PREFIX = 'backups/';

export function backupKey(name: string): string {
  if (!BACKUP_NAME.test(name)) throw new Error(`Invalid backup name: ${JSON.stringify(name)}`);
  return BACKUP_PREFIX + name;
}
