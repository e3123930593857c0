import { HEAD, TITLE, type TsQuery, type WeightMask } from './recipe-tsquery';
import { lowerBound } from './sorted-ranks';

/**
 * One recipe as the in-process search index holds it (decision 016): the row its statements read, its tsvector
 * text read into lexemes with their positions packed as PostgreSQL packs them, and a phrase's positions in it.
 */

/** One recipe as the index holds it. */
export interface Doc {
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

/** A row of the index's statements as the index holds it, its lexemes numbered by `lexemeId`. */
export function toDoc(row: DocRow, lexemeId: (lexeme: string) => number): Doc {
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

/** Reads tsvector text (`'chicken':1A,5C 'curri':2B 'it''s':3`) into lexemes and packed positions. */
export function readVector(text: string, lexemeId: (lexeme: string) => number) {
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

/**
 * A phrase (lexemes and phrases only: what websearch_to_tsquery writes) as each lexeme's distance before the
 * phrase's last position, PostgreSQL's TS_phrase_execute for such phrases: `'a' <-> 'b' <2> 'c'` is a at p - 3,
 * b at p - 2 and c at p.
 */
export function phraseLeaves(q: TsQuery): Array<[lexeme: string, before: number]> {
  const out: Array<[string, number]> = [];
  const walk = (node: TsQuery, end: number) => {
    if (node.op === 'lexeme') out.push([node.lexeme, end]);
    else if (node.op === 'phrase') {
      walk(node.right, end);
      walk(node.left, end + node.distance + widthOf(node.right));
    } else throw new Error('Only lexemes and phrases inside a phrase');
  };
  walk(q, 0);
  return out;
}
const widthOf = (q: TsQuery): number => (q.op === 'phrase' ? widthOf(q.left) + q.distance + widthOf(q.right) : 0);

/** Where each lexeme's positions start in `pos` (a phrase check's scratch: no allocation per recipe). */
let starts = new Int32Array(8);

/** Whether the recipe has the phrase (lexeme ids with their distances, see phraseLeaves) under a weight mask. */
export function hasPhrase(doc: Doc, ids: number[], before: number[], mask: WeightMask): boolean {
  const n = (doc.lex.length - 1) / 2;
  if (starts.length < 2 * ids.length) starts = new Int32Array(2 * ids.length);
  for (let i = 0; i < ids.length; i++) {
    const k = lowerBound(doc.lex, n, ids[i]!);
    if (k >= n || doc.lex[k] !== ids[i]) return false;
    starts[2 * i] = doc.lex[n + k]!;
    starts[2 * i + 1] = doc.lex[n + k + 1]!;
  }
  for (let p = starts[0]!; p < starts[1]!; p++) {
    const packed = doc.pos[p]!;
    if (!(mask & (1 << (packed >> 14)))) continue;
    const end = (packed & 0x3fff) + before[0]!;
    let all = true;
    for (let i = 1; i < ids.length && all; i++) {
      const want = end - before[i]!;
      all = false;
      for (let j = starts[2 * i]!; j < starts[2 * i + 1]!; j++) {
        const other = doc.pos[j]!;
        if ((other & 0x3fff) === want && mask & (1 << (other >> 14))) {
          all = true;
          break;
        }
      }
    }
    if (all) return true;
  }
  return false;
}

/** The ranks among `candidates` whose recipe (`byRank`) has the phrase (see hasPhrase). */
export function withPhrase(
  candidates: Int32Array,
  byRank: ReadonlyArray<Doc | undefined>,
  ids: number[],
  before: number[],
  mask: WeightMask,
): Int32Array {
  const out = new Int32Array(candidates.length);
  let n = 0;
  for (const r of candidates) if (hasPhrase(byRank[r]!, ids, before, mask)) out[n++] = r;
  return out.subarray(0, n);
}
