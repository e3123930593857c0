import type { Readable } from 'node:stream';

/**
 * Where image bytes live. Keys are "folder/file" (e.g. "recipes/<uuid>.webp"), made by the server only; the
 * local folder is the default, an S3-compatible bucket can implement the same six calls.
 */
export interface ImageStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Size and a readable stream, or null when the key is not stored. */
  stream(key: string): Promise<{ size: number; body: Readable } | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key (a backup copies them all); files that are not valid keys (temporary writes) are skipped. */
  list(): AsyncIterable<string>;
}

export const IMAGE_FOLDERS = ['recipes', 'thumbnails', 'avatars', 'covers'] as const;

/** Server-made keys only: one known folder, one plain file name; nothing that could climb out of the root. */
const KEY = /^(recipes|thumbnails|avatars|covers)\/[A-Za-z0-9][A-Za-z0-9_-]{0,100}\.[a-z0-9]{2,5}$/;

export const isKey = (key: string): boolean => KEY.test(key);

export function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
