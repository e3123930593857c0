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
});
