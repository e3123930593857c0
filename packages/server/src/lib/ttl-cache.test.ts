import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('answers until the entry expires', () => {
    let t = 0;
    const cache = createTtlCache<string>({ max: 10, ttlMs: 100, now: () => t });
    cache.set('a', 'A', cache.generation);
    t = 99;
    expect(cache.get('a')).toBe('A');
    t = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond max', () => {
    const cache = createTtlCache<number>({ max: 2, ttlMs: 1000 });
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.get('a');
    cache.set('c', 3, 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('does not store a value computed before the last clear', () => {
    const cache = createTtlCache<string>({ max: 10, ttlMs: 1000 });
    const before = cache.generation;
    cache.clear();
    cache.set('a', 'stale', before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.generation);
    expect(cache.get('a')).toBe('fresh');
  });

  it('stores nothing when the lifetime is zero (cache off)', () => {
    const cache = createTtlCache<string>({ max: 10, ttlMs: 0 });
    cache.set('a', 'A', cache.generation);
    expect(cache.get('a')).toBeUndefined();
  });

  describe('fetch', () => {
    const deferred = <T>() => {
      let resolve!: (value: T) => void;
      let reject!: (err: Error) => void;
      const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
      return { promise, resolve, reject };
    };

    it('loads a missing key once for every caller waiting on it, then answers from the cache', async () => {
      const cache = createTtlCache<string>({ max: 10, ttlMs: 1000 });
      const load = deferred<string>();
      let loads = 0;
      const loader = () => (loads++, load.promise);
      const waiting = [cache.fetch('a', loader), cache.fetch('a', loader), cache.fetch('a', loader)];
      load.resolve('A');
      expect(await Promise.all(waiting)).toEqual(['A', 'A', 'A']);
      expect(await cache.fetch('a', loader)).toBe('A');
      expect(loads).toBe(1);
    });

    it('after a clear, loads again and does not keep what a load started before it found', async () => {
      const cache = createTtlCache<string>({ max: 10, ttlMs: 1000 });
      const old = deferred<string>();
      const before = cache.fetch('a', () => old.promise);
      cache.clear();
      const after = cache.fetch('a', async () => 'fresh');
      old.resolve('stale');
      expect([await before, await after]).toEqual(['stale', 'fresh']);
      expect(cache.get('a')).toBe('fresh');
    });

    it('with a lifetime of 0 every call loads, concurrent ones too', async () => {
      const cache = createTtlCache<string>({ max: 10, ttlMs: 0 });
      let loads = 0;
      const loader = async () => `load ${++loads}`;
      expect(await Promise.all([cache.fetch('a', loader), cache.fetch('a', loader)])).toEqual(['load 1', 'load 2']);
    });

    it('a failed load reaches every waiter and is not kept', async () => {
      const cache = createTtlCache<string>({ max: 10, ttlMs: 1000 });
      const load = deferred<string>();
      const waiting = [cache.fetch('a', () => load.promise), cache.fetch('a', () => load.promise)];
      load.reject(new Error('database down'));
      for (const w of waiting) await expect(w).rejects.toThrow('database down');
      expect(await cache.fetch('a', async () => 'A')).toBe('A');
    });
  });
});
