/**
 * A small in-process cache: at most `max` entries (least recently used go first), each for `ttlMs`.
 * `clear()` starts a new generation; a value computed during an older generation is not stored, so a
 * read that raced a write cannot put the pre-write answer back after the write cleared the cache.
 */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  /** Stores `value` unless the cache was cleared since `generation` was read. */
  set(key: string, value: V, generation: number): void;
  delete(key: string): void;
  /**
   * The cached value, else `load()`'s, stored for next time (unless the cache was cleared meanwhile).
   * Concurrent calls for a missing key share one load: fifty members asking a new search at once cost one
   * statement, not fifty. A call after a clear never shares a load started before it. With a lifetime of 0
   * every call loads.
   */
  fetch(key: string, load: () => Promise<V>): Promise<V>;
  readonly generation: number;
  clear(): void;
  readonly size: number;
}

import { LruMap } from './lru-map';

export function createTtlCache<V>({
  max,
  ttlMs,
  now = () => performance.now(),
}: {
  max: number;
  ttlMs: number;
  now?: () => number;
}): TtlCache<V> {
  const entries = new LruMap<string, { value: V; expires: number }>(max);
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  const cache: TtlCache<V> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, at) {
      if (ttlMs <= 0 || at !== generation) return;
      entries.set(key, { value, expires: now() + ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
    fetch(key, load) {
      if (ttlMs <= 0) return load(); // off means off: not even concurrent calls share a load
      const hit = cache.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = loading.get(key);
      if (pending) return pending;
      const at = generation;
      const loaded = load()
        .then((value) => {
          cache.set(key, value, at);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === loaded) loading.delete(key);
        });
      loading.set(key, loaded);
      return loaded;
    },
    get generation() {
      return generation;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
