/**
 * A map of at most `max` entries that forgets the least recently used first — moving an entry to the back on a hit
 * only when it is not among the newest half (`max / 2` insertions or moves ago). Moving every hit (delete, then set)
 * is what a plain Map invites, and it is slow where it matters most: V8 leaves a deleted entry in its bucket's
 * chain until the table is rebuilt, and a large table is rebuilt rarely, so a few keys hit again and again grow
 * chains of thousands of dead entries (a card store of 20,000 spent a tenth of the server's CPU in Map.set).
 * Here an entry moves at most once per `max / 2` insertions, and one used since it last moved still outlives at
 * least `max / 2` more.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  /** Counts insertions and moves: an entry's `at` is its place in that count. */
  private clock = 0;

  constructor(private readonly max: number) {}

  /** The value, counted as used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock - entry.at >= this.max / 2) {
      this.entries.delete(key);
      entry.at = ++this.clock;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  /** Whether the key is kept, without counting it as used. */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Stores the value as the most recently used, forgetting the least recently used beyond `max`. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: ++this.clock });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
