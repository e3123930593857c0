import type { ImageStorage } from '../../storage/image-storage';

/** Thumbnails are small, immutable and asked for on every page: their bytes stay in memory up to this much. */
const THUMBNAIL_CACHE_BYTES = 64 * 1024 * 1024;

/** Reads served files: thumbnails through an in-memory cache (oldest out first), originals streamed. */
export function createStoredReader(storage: ImageStorage, maxBytes = THUMBNAIL_CACHE_BYTES) {
  const thumbnailCache = new Map<string, Buffer>();
  let thumbnailCacheBytes = 0;

  return {
    /** A deleted file must not be served from memory. */
    forget(key: string): void {
      const data = thumbnailCache.get(key);
      if (data) thumbnailCacheBytes -= data.length;
      thumbnailCache.delete(key);
    },

    /** A thumbnail's bytes (kept in memory) or an original's stream; null when the file is not stored. */
    async readStored(key: string): Promise<Buffer | { size: number; body: NodeJS.ReadableStream } | null> {
      if (!key.startsWith('thumbnails/')) return storage.stream(key);
      const hit = thumbnailCache.get(key);
      if (hit) return hit;
      const data = await storage.get(key);
      if (!data) return null;
      while (thumbnailCacheBytes + data.length > maxBytes && thumbnailCache.size > 0) {
        const [oldest, bytes] = thumbnailCache.entries().next().value!;
        thumbnailCache.delete(oldest);
        thumbnailCacheBytes -= bytes.length;
      }
      if (!thumbnailCache.has(key)) {
        thumbnailCache.set(key, data);
        thumbnailCacheBytes += data.length;
      }
      return data;
    },
  };
}
