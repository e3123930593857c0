import type { RecipeListParams } from '@potluck/api';
import { ALL, HEAD, TITLE, type TsQuery, conjuncts } from './recipe-tsquery';
import { Ranks, intersect, minus, union } from './sorted-ranks';
import { type Doc, type DocRow, phraseLeaves, toDoc, withPhrase } from './recipe-search-doc';

/**
 * Every recipe's search words in memory (decision 016), matched, tiered and ordered exactly as recipe-list-query's
 * tier walk over the browse scope: title (A), then title and tags (A, B), then the rest; newest first in a tier.
 * Recipes are ranked oldest first (a new one is appended); each lexeme has three sorted posting lists of ranks
 * (title, title or tags, anywhere), and a query is set operations over them, positions read only for phrases.
 */

export type SearchFilters = Pick<RecipeListParams, 'category_id' | 'difficulty' | 'cuisine_type' | 'meal_type'>;

export interface IndexedSearch {
  query: TsQuery | null;
  /** The search has an exclusion (`-word`): then every tier also needs the whole vector to match (see fullTextMatch). */
  exclusion: boolean;
  viewerId: number;
  filters: SearchFilters;
  /** How many entries in page order are wanted (offset + limit). */
  reach: number;
  /** Count matches up to cap + 1. */
  cap: number;
}

export interface IndexedResult {
  /** The first `reach` matches in page order: id and relevance tier. */
  entries: Array<[id: number, tier: number]>;
  /** Matches of the whole vector, counted up to cap + 1. */
  total: number;
}

const MASKS = [TITLE, HEAD, ALL] as const;
/** An operator's text, the key of its kept matches, worked out once per parsed query ('stir-fri' <-> 'stir'). */
const keys = new WeakMap<TsQuery, string>();
function keyOf(q: TsQuery): string {
  let key = keys.get(q);
  if (key === undefined) keys.set(q, (key = JSON.stringify(q)));
  return key;
}
/** What the match cache holds at most: operators (under the three masks), and ranks in all (4 bytes each). */
const MATCHES_KEPT = 3000;
const MATCHED_RANKS = 4_000_000;
type MaskIndex = 0 | 1 | 2;
const EMPTY = new Int32Array(0);

export type { DocRow };

export function createSearchDocs() {
  const byId = new Map<number, Doc>();
  let byRank: Array<Doc | undefined> = [];
  let holes = 0;
  const lexemeIds = new Map<string, number>();
  /** lists[m][lexeme id]: ranks of recipes with that lexeme under MASKS[m]. */
  const lists: [Ranks[], Ranks[], Ranks[]] = [[], [], []];
  let everything = new Ranks();
  let newest: Doc | undefined;
  /** A recipe arrived out of creation order (or many were removed): ranks are rebuilt before the next search. */
  let rerank = false;
  /**
   * The ranks matching a query's operators under each mask, kept by the operator's text (see keyOf) until the
   * index changes: a phrase reads the positions of thousands of recipes for common words, and the lists of
   * common words are long. The least recently used go first beyond MATCHES_KEPT or MATCHED_RANKS.
   */
  const matches = new Map<string, Array<Int32Array | undefined>>();
  let matchedRanks = 0;
  const changed = () => {
    matches.clear();
    matchedRanks = 0;
  };

  const later = (a: Doc, b: Doc) => a.created > b.created || (a.created === b.created && a.id > b.id);

  function lexemeId(lexeme: string): number {
    let id = lexemeIds.get(lexeme);
    if (id === undefined) {
      id = lexemeIds.size;
      lexemeIds.set(lexeme, id);
      for (const l of lists) l.push(new Ranks());
    }
    return id;
  }

  /** Adds (insert) or takes away (remove) a document's rank in the lists of its lexemes. */
  function post(doc: Doc, how: 'push' | 'insert' | 'remove') {
    const n = (doc.lex.length - 1) / 2;
    for (let k = 0; k < n; k++) {
      const l = doc.lex[k]!;
      const m = doc.masks[k]!;
      for (let i = 0; i < 3; i++) if (m & (1 << i)) lists[i as MaskIndex][l]![how](doc.rank);
    }
    everything[how](doc.rank);
  }

  function rebuild() {
    changed();
    const docs = [...byId.values()].sort((a, b) => a.created - b.created || a.id - b.id);
    for (const l of lists) for (let i = 0; i < l.length; i++) l[i] = new Ranks();
    everything = new Ranks();
    byRank = docs;
    holes = 0;
    docs.forEach((d, r) => {
      d.rank = r;
      post(d, 'push');
    });
    newest = docs.at(-1);
    rerank = false;
  }

  function remove(id: number) {
    const old = byId.get(id);
    if (!old) return;
    changed();
    byId.delete(id);
    if (old.rank >= 0 && !rerank) {
      post(old, 'remove');
      byRank[old.rank] = undefined;
      if (++holes > 1000 && holes > byRank.length / 4) rerank = true;
    }
    if (newest === old) {
      newest = undefined;
      for (let r = old.rank - 1; r >= 0 && !newest; r--) newest = byRank[r];
    }
  }

  /** Adds or replaces a recipe. */
  function put(row: DocRow) {
    changed();
    const doc = toDoc(row, lexemeId);
    const old = byId.get(doc.id);
    if (old && old.created === doc.created && old.rank >= 0 && !rerank) {
      // Same place in the order: swap its postings.
      post(old, 'remove');
      doc.rank = old.rank;
      byRank[doc.rank] = doc;
      byId.set(doc.id, doc);
      post(doc, 'insert');
      if (newest === old) newest = doc;
      return;
    }
    remove(doc.id);
    byId.set(doc.id, doc);
    if (rerank || (newest && !later(doc, newest)) || (!newest && byRank.length - holes > 0)) {
      rerank = true;
      return;
    }
    doc.rank = byRank.length;
    byRank.push(doc);
    post(doc, 'push');
    newest = doc;
  }

  /** Many recipes at once (the full load): ranked once, by the next search or `rank()`. */
  function putAll(rows: DocRow[]) {
    changed();
    for (const row of rows) byId.set(row.id, toDoc(row, lexemeId));
    rerank = true;
  }

  /** The exact set of ranks matching `q` under MASKS[m], ascending. */
  function matching(q: TsQuery, m: MaskIndex): Int32Array {
    switch (q.op) {
      case 'lexeme': {
        const id = lexemeIds.get(q.lexeme);
        return id === undefined ? EMPTY : lists[m][id]!.view();
      }
      default: {
        const key = keyOf(q);
        const kept = matches.get(key);
        if (kept) {
          matches.delete(key);
          matches.set(key, kept); // most recently used last
          if (kept[m]) return kept[m];
        }
        const found = compute(q, m);
        remember(key, m, found);
        return found;
      }
    }
  }

  /** Keeps an operator's ranks under MASKS[m] until the index changes or they are the least recently used. */
  function remember(key: string, m: MaskIndex, found: Int32Array) {
    let kept = matches.get(key);
    if (!kept) matches.set(key, (kept = []));
    if (kept[m]) return;
    kept[m] = found;
    matchedRanks += found.length;
    while (matches.size > MATCHES_KEPT || matchedRanks > MATCHED_RANKS) {
      const [oldest, sets] = matches.entries().next().value as [string, Array<Int32Array | undefined>];
      matches.delete(oldest);
      for (const set of sets) matchedRanks -= set?.length ?? 0;
    }
  }

  function compute(q: Exclude<TsQuery, { op: 'lexeme' }>, m: MaskIndex): Int32Array {
    switch (q.op) {
      case 'not':
        return minus(everything.view(), matching(q.arg, m));
      case 'and': {
        // One conjunction however it nests: the plain parts intersected smallest first, then each phrase's
        // positions read only among those, then the exclusions taken away (the same set in any order).
        const parts = conjuncts(q);
        const sets = parts.filter((p) => p.op !== 'phrase' && p.op !== 'not').map((p) => matching(p, m));
        let set = sets.length > 0 ? sets.sort((a, b) => a.length - b.length).reduce(intersect) : null;
        for (const p of parts) if (p.op === 'phrase') set = phraseAmong(p, m, set);
        set ??= everything.view();
        for (const p of parts) if (p.op === 'not') set = minus(set, matching(p.arg, m));
        return set;
      }
      case 'or':
        return union(matching(q.left, m), matching(q.right, m));
      case 'phrase':
        return phraseAmong(q, m, null);
    }
  }

  /**
   * The ranks among `within` (null: all) where the phrase is under MASKS[m]: every word of it, then the
   * positions of those few; in the title (or title and tags) only among the recipes where the phrase is at all.
   */
  function phraseAmong(q: TsQuery & { op: 'phrase' }, m: MaskIndex, within: Int32Array | null): Int32Array {
    const leaves = phraseLeaves(q);
    const ids = leaves.map(([lexeme]) => lexemeIds.get(lexeme));
    if (ids.some((id) => id === undefined)) return EMPTY;
    let candidates = within ?? lists[m][ids[0]!]!.view();
    for (const id of ids) candidates = intersect(candidates, lists[m][id!]!.view());
    if (candidates.length === 0) return candidates;
    if (m < 2 && within === null) candidates = intersect(candidates, matching(q, 2));
    const before = leaves.map(([, distance]) => distance);
    return withPhrase(candidates, byRank, ids as number[], before, MASKS[m]);
  }

  function search(s: IndexedSearch): IndexedResult {
    if (rerank) rebuild();
    if (!s.query) return { entries: [], total: 0 };
    const q = s.query;
    const { category_id, difficulty, cuisine_type, meal_type } = s.filters;
    const eligible = (d: Doc | undefined): d is Doc =>
      d !== undefined &&
      (d.listed || d.authorId === s.viewerId) &&
      (!difficulty || d.difficulty === difficulty) &&
      (!cuisine_type || d.cuisine === cuisine_type) &&
      (!meal_type || d.meal === meal_type) &&
      (!category_id || (d.categories?.includes(category_id) ?? false));
    const entries: Array<[number, number]> = [];
    /** Newest first: the set's eligible recipes, until `limit`. */
    const walk = (set: Int32Array, limit: number, out: (d: Doc) => void) => {
      let found = 0;
      for (let i = set.length - 1; i >= 0 && found < limit; i--) {
        const d = byRank[set[i]!];
        if (eligible(d)) {
          out(d);
          found++;
        }
      }
    };
    const all = matching(q, 2);
    const title = matching(q, 0);
    const within = (set: Int32Array) => (s.exclusion ? intersect(set, all) : set);
    // The tiers one after the other, each cut at what the page still needs (the SQL tier walk's LIMITs).
    walk(within(title), s.reach, (d) => entries.push([d.id, 1]));
    if (entries.length < s.reach) {
      const head = matching(q, 1);
      walk(within(minus(head, title)), s.reach - entries.length, (d) => entries.push([d.id, 2]));
      if (entries.length < s.reach) walk(minus(all, head), s.reach - entries.length, (d) => entries.push([d.id, 3]));
    }
    let total = 0;
    walk(all, s.cap + 1, () => total++);
    return { entries, total };
  }

  return {
    put,
    putAll,
    /** Ranks what putAll added now rather than at the next search. */
    rank() {
      if (rerank) rebuild();
    },
    remove,
    search,
    /** The ids of the `n` newest recipes, newest first. */
    newest(n: number): number[] {
      if (rerank) rebuild();
      const ids: number[] = [];
      for (let r = byRank.length - 1; r >= 0 && ids.length < n; r--) {
        const d = byRank[r];
        if (d) ids.push(d.id);
      }
      return ids;
    },
    get size() {
      return byId.size;
    },
  };
}
export type SearchDocs = ReturnType<typeof createSearchDocs>;
