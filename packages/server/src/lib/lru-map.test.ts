import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('forgets the least recently used entry beyond max', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
    expect(map.size).toBe(2);
  });

  it('moves a hit entry only when it is not among the newest half, and keeps it max / 2 insertions more', () => {
    const map = new LruMap<string, number>(4);
    for (const key of ['a', 'b', 'c', 'd']) map.set(key, 0);
    map.get('d'); // the newest: stays where it is
    map.get('a'); // the oldest: moves to the back
    const left = () => ['a', 'b', 'c', 'd'].filter((key) => map.has(key));
    map.set('e', 0);
    map.set('f', 0);
    expect(left()).toEqual(['a', 'd']); // d, used two insertions ago without moving, is still there
    map.set('g', 0);
    expect(left()).toEqual(['a']);
  });

  it('answers a few keys hit many times in a large map without slowing down', () => {
    const map = new LruMap<number, string>(20_000);
    for (let i = 0; i < 20_000; i++) map.set(i, `card ${i}`);
    const hot = Array.from({ length: 20 }, (_, i) => i * 997);
    const started = performance.now();
    for (let round = 0; round < 20_000; round++) for (const id of hot) map.get(id);
    // 400,000 hits: a few milliseconds here; a delete and set on each hit took about a second.
    expect(performance.now() - started).toBeLessThan(250);
    expect(map.get(hot[0]!)).toBe('card 0');
  });

  it('overwrites, deletes and clears', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.get('a')).toBe(2);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.set('b', 1);
    map.clear();
    expect(map.size).toBe(0);
  });
});
