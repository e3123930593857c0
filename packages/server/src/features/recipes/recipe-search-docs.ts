import type { RecipeListParams } from '@potluck/api';
import { ALL, HEAD, TITLE, type TsQuery, type WeightMask } from './recipe-tsquery';
import { Ranks, intersect, lowerBound, minus, union } from './sorted-ranks';

/**
 * Every recipe's search words in memory (decision 016), matched, tiered and ordered exactly as
 * recipe-list-query's tier walk does over the browse scope: title (weight A), then title and tags (A, B), then
 * the rest; newest first within a tier. Recipes are ranked oldest first (created_at, then id), so a new recipe
 * is appended; each lexeme has three posting lists of ranks (where it is in the title, in the title or tags,
 * anywhere), and a query is answered with set operations over those sorted lists, positions being read only to
 * check phrases.
 */

/** One recipe as the index holds it. */
interface Doc {
  id: number;
  authorId: number;
  listed: boolean;
  /** created_at in microseconds since 1970 (exact in a double). */
  created: number;
  difficulty: string | null;
  cuisine: string | null;
  meal: string | null;
  categories: number[] | null;
  /** n lexeme ids ascending, then n + 1 offsets into `pos`. */
  lex: Int32Array;
  /** Positions as PostgreSQL packs them: weight in the top two bits, position in the low fourteen. */
  pos: Uint16Array;
  /** Which of TITLE, HEAD and ALL each lexeme has positions in (bit m for MASKS[m]). */
  masks: Uint8Array;
  rank: number;
}

/** A row of the index's statements (see DOC_COLUMNS in recipe-search-index.ts). */
export interface DocRow {
  id: number;
  author_id: number;
  listed: boolean;
  created: number | string;
  difficulty: string | null;
  cuisine_type: string | null;
  meal_type: string | null;
  category_ids: number[] | null;
  vector: string;
}

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
type MaskIndex = 0 | 1 | 2;
const EMPTY = new Int32Array(0);

/** Reads tsvector text (`'chicken':1A,5C 'curri':2B 'it''s':3`) into lexemes and packed positions. */
function readVector(text: string, lexemeId: (lexeme: string) => number) {
  const entries: Array<{ id: number; from: number; to: number }> = [];
  const positions: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) === 32) {
      i++;
      continue;
    }
    // 'lexeme' with '' for a quote and \ before a backslash or quote.
    let end = text.indexOf("'", i + 1);
    let lexeme = text.slice(i + 1, end);
    if (lexeme.includes('\\') || text[end + 1] === "'") {
      lexeme = '';
      let j = i + 1;
      for (;;) {
        const c = text[j]!;
        if (c === "'" && text[j + 1] === "'") {
          lexeme += "'";
          j += 2;
        } else if (c === '\\') {
          lexeme += text[j + 1];
          j += 2;
        } else if (c === "'") break;
        else {
          lexeme += c;
          j++;
        }
      }
      end = j;
    }
    i = end + 1;
    const from = positions.length;
    if (text.charCodeAt(i) === 58 /* : */) {
      i++;
      for (;;) {
        let n = 0;
        let c = text.charCodeAt(i);
        while (c >= 48 && c <= 57) {
          n = n * 10 + c - 48;
          c = text.charCodeAt(++i);
        }
        let weight = 0;
        if (c >= 65 && c <= 68) {
          weight = 68 - c; // A 3, B 2, C 1, D 0
          c = text.charCodeAt(++i);
        }
        positions.push((weight << 14) | (n & 0x3fff));
        if (c !== 44 /* , */) break;
        i++;
      }
    }
    entries.push({ id: lexemeId(lexeme), from, to: positions.length });
  }
  entries.sort((x, y) => x.id - y.id);
  const n = entries.length;
  const lex = new Int32Array(2 * n + 1);
  const pos = new Uint16Array(positions.length);
  const masks = new Uint8Array(n);
  let at = 0;
  entries.forEach((e, k) => {
    lex[k] = e.id;
    lex[n + k] = at;
    let weights = 0;
    for (let p = e.from; p < e.to; p++) {
      pos[at++] = positions[p]!;
      weights |= 1 << (positions[p]! >> 14);
    }
    masks[k] = (weights & TITLE ? 1 : 0) | (weights & HEAD ? 2 : 0) | 4;
  });
  lex[2 * n] = at;
  return { lex, pos, masks };
}

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

  function toDoc(row: DocRow): Doc {
    return {
      id: row.id,
      authorId: row.author_id,
      listed: row.listed,
      created: Number(row.created),
      difficulty: row.difficulty,
      cuisine: row.cuisine_type,
      meal: row.meal_type,
      categories: row.category_ids,
      ...readVector(row.vector, lexemeId),
      rank: -1,
    };
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
    const doc = toDoc(row);
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
    for (const row of rows) byId.set(row.id, toDoc(row));
    rerank = true;
  }

  /** A document's positions of a lexeme under a mask. */
  function positionsOf(doc: Doc, id: number, mask: WeightMask): number[] {
    const n = (doc.lex.length - 1) / 2;
    const k = lowerBound(doc.lex, n, id);
    const out: number[] = [];
    if (k >= n || doc.lex[k] !== id) return out;
    for (let p = doc.lex[n + k]!; p < doc.lex[n + k + 1]!; p++) {
      const packed = doc.pos[p]!;
      if (mask & (1 << (packed >> 14))) out.push(packed & 0x3fff);
    }
    return out;
  }

  /** A phrase's end positions and width in one document (PostgreSQL's TS_phrase_execute for lexemes and phrases). */
  function phrase(q: TsQuery, doc: Doc, mask: WeightMask): { at: number[]; width: number } {
    if (q.op === 'lexeme') {
      const id = lexemeIds.get(q.lexeme);
      return { at: id === undefined ? [] : positionsOf(doc, id, mask), width: 0 };
    }
    if (q.op !== 'phrase') return { at: [], width: 0 };
    const right = phrase(q.right, doc, mask);
    if (right.at.length === 0) return right;
    const left = new Set(phrase(q.left, doc, mask).at);
    const offset = q.distance + right.width;
    const leftWidth = q.left.op === 'phrase' ? widthOf(q.left) : 0;
    return { at: right.at.filter((r) => left.has(r - offset)), width: leftWidth + q.distance + right.width };
  }
  const widthOf = (q: TsQuery): number => (q.op === 'phrase' ? widthOf(q.left) + q.distance + widthOf(q.right) : 0);

  /** The exact set of ranks matching `q` under MASKS[m], ascending. */
  function matching(q: TsQuery, m: MaskIndex): Int32Array {
    switch (q.op) {
      case 'lexeme': {
        const id = lexemeIds.get(q.lexeme);
        return id === undefined ? EMPTY : lists[m][id]!.view();
      }
      case 'not':
        return minus(everything.view(), matching(q.arg, m));
      case 'and':
        if (q.right.op === 'not') return minus(matching(q.left, m), matching(q.right.arg, m));
        if (q.left.op === 'not') return minus(matching(q.right, m), matching(q.left.arg, m));
        return intersect(matching(q.left, m), matching(q.right, m));
      case 'or':
        return union(matching(q.left, m), matching(q.right, m));
      case 'phrase': {
        // Every word of the phrase, then the positions of those few.
        const candidates = intersect(matching(q.left, m), matching(q.right, m));
        const out = new Int32Array(candidates.length);
        let n = 0;
        for (const r of candidates) if (phrase(q, byRank[r]!, MASKS[m]).at.length > 0) out[n++] = r;
        return out.subarray(0, n);
      }
    }
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
    get size() {
      return byId.size;
    },
  };
}
export type SearchDocs = ReturnType<typeof createSearchDocs>;
