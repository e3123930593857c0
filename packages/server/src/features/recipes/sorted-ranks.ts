/**
 * Sorted lists of ranks (Int32Array, ascending, no repeats) and the set operations the search index answers
 * queries with (decision 016): a growable list, and intersection, union and difference of two lists.
 */

/** A growable sorted list of ranks. */
export class Ranks {
  a = new Int32Array(4);
  n = 0;
  view(): Int32Array {
    return this.a.subarray(0, this.n);
  }
  private grow() {
    if (this.n === this.a.length) {
      const bigger = new Int32Array(this.a.length * 2);
      bigger.set(this.a);
      this.a = bigger;
    }
  }
  /** Appends a rank above every other (the common case: a new recipe). */
  push(rank: number) {
    this.grow();
    this.a[this.n++] = rank;
  }
  insert(rank: number) {
    const at = lowerBound(this.a, this.n, rank);
    if (at < this.n && this.a[at] === rank) return;
    this.grow();
    this.a.copyWithin(at + 1, at, this.n);
    this.a[at] = rank;
    this.n++;
  }
  remove(rank: number) {
    const at = lowerBound(this.a, this.n, rank);
    if (at >= this.n || this.a[at] !== rank) return;
    this.a.copyWithin(at, at + 1, this.n);
    this.n--;
  }
}

export function lowerBound(a: Int32Array, n: number, x: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let n = 0;
  if (b.length < 16 * a.length) {
    // Lists of like sizes: one merge.
    let j = 0;
    for (let i = 0; i < a.length && j < b.length; i++) {
      const x = a[i]!;
      while (j < b.length && b[j]! < x) j++;
      if (b[j] === x) out[n++] = x;
    }
    return out.subarray(0, n);
  }
  let lo = 0;
  for (const x of a) {
    // Gallop ahead in the much longer list, then search the last step.
    let hi = lo;
    let step = 1;
    while (hi < b.length && b[hi]! < x) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    if (hi > b.length) hi = b.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (b[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= b.length) break;
    if (b[lo] === x) out[n++] = x;
  }
  return out.subarray(0, n);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) out[n++] = a[i++]!;
    else if (y < x) out[n++] = b[j++]!;
    else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/** a without b. */
export function minus(a: Int32Array, b: Int32Array): Int32Array {
  if (b.length === 0) return a;
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) j++;
    if (j >= b.length || b[j] !== x) out[n++] = x;
  }
  return out.subarray(0, n);
}
