import { describe, expect, it } from 'vitest';
import { Ranks, intersect, lowerBound, minus, union } from './sorted-ranks';

const list = (...xs: number[]) => Int32Array.from(xs);
const plain = (a: Int32Array) => Array.from(a);

describe('sorted ranks', () => {
  it('keeps a growable list sorted through appends, inserts and removals', () => {
    const ranks = new Ranks();
    for (const r of [1, 4, 9, 16, 25]) ranks.push(r);
    ranks.insert(10);
    ranks.insert(4); // already there: no repeat
    ranks.remove(16);
    ranks.remove(7); // not there: nothing happens
    expect(plain(ranks.view())).toEqual([1, 4, 9, 10, 25]);
  });

  it('finds where a value belongs', () => {
    const a = list(2, 4, 6);
    expect([1, 2, 3, 6, 7].map((x) => lowerBound(a, a.length, x))).toEqual([0, 0, 1, 2, 3]);
  });

  it('intersects lists of like sizes and of very different sizes (galloping) the same way', () => {
    expect(plain(intersect(list(1, 3, 5, 7), list(3, 4, 5, 8)))).toEqual([3, 5]);
    const long = Int32Array.from({ length: 1000 }, (_, i) => i * 2);
    expect(plain(intersect(list(3, 4, 998, 1998, 2001), long))).toEqual([4, 998, 1998]);
    expect(plain(intersect(long, list()))).toEqual([]);
  });

  it('unites and subtracts', () => {
    expect(plain(union(list(1, 3, 5), list(2, 3, 6)))).toEqual([1, 2, 3, 5, 6]);
    expect(plain(minus(list(1, 2, 3, 4), list(2, 4, 9)))).toEqual([1, 3]);
    expect(plain(minus(list(1, 2), list()))).toEqual([1, 2]);
  });
});
