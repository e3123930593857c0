import type { RecipeListParams } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import { LISTED } from '../../db/visibility';
import {
  ALL,
  HEAD,
  TITLE,
  type TsQuery,
  type WeightMask,
  matches,
  parseTsquery,
  parseTsvector,
} from './recipe-tsquery';

/**
 * Every recipe's search words in memory, so that a search by relevance over the browse scope (the listed
 * recipes and the viewer's own drafts and private ones) is answered without asking the database to find the
 * matches (decision 016). PostgreSQL still parses the search (`websearch_to_tsquery`) and makes the words
 * (`search_vector`); this module only matches, tiers and orders them exactly as recipe-list-query's tier walk
 * does: title (weight A), then title and tags (A, B), then the rest; newest first within a tier.
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
  /** Lexeme ids, ascending, and each one's positions (PostgreSQL's packing: weight in the top two bits). */
  lexemes: Int32Array;
  positions: Uint16Array[];
  /** Replaced or removed: left out of posting lists the next time they are sorted. */
  dead: boolean;
}

/** A row of the index's statements (see `DOC_COLUMNS`). */
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

/** What the index reads of a recipe, for `FROM recipes r`. */
export const DOC_COLUMNS = sql`r.id, r.author_id, ${LISTED} AS listed,
  (extract(epoch FROM r.created_at) * 1000000)::float8 AS created, r.difficulty, r.cuisine_type, r.meal_type,
  (SELECT array_agg(rc.category_id) FROM recipe_categories rc WHERE rc.recipe_id = r.id) AS category_ids,
  r.search_vector::text AS vector`;

/** Newest first, then the higher id: the order of `ORDER BY created_at DESC, id DESC`. */
const newestFirst = (a: Doc, b: Doc) => b.created - a.created || b.id - a.id;

/** The weight masks of the three posting lists a lexeme has: title, title and tags, everything. */
const MASKS = [TITLE, HEAD, ALL] as const;
type MaskIndex = 0 | 1 | 2;

/** A sorted list of documents, re-sorted (and cleared of dead ones) only when something was added or removed. */
class Postings {
  docs: Doc[] = [];
  dirty = false;
  sorted(): Doc[] {
    if (this.dirty) {
      this.docs = this.docs.filter((d) => !d.dead).sort(newestFirst);
      this.dirty = false;
    }
    return this.docs;
  }
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

export function createSearchDocs() {
  const byId = new Map<number, Doc>();
  const lexemeIds = new Map<string, number>();
  /** postings[mask][lexeme id]. */
  const postings: [Postings[], Postings[], Postings[]] = [[], [], []];
  const everything = new Postings();

  function lexemeId(lexeme: string): number {
    let id = lexemeIds.get(lexeme);
    if (id === undefined) {
      id = lexemeIds.size;
      lexemeIds.set(lexeme, id);
      for (const list of postings) list.push(new Postings());
    }
    return id;
  }

  function remove(id: number) {
    const old = byId.get(id);
    if (!old) return;
    old.dead = true;
    byId.delete(id);
    everything.dirty = true;
    for (const list of postings) for (const l of old.lexemes) list[l]!.dirty = true;
  }

  function put(row: DocRow) {
    remove(row.id);
    const vector = parseTsvector(row.vector);
    const pairs = vector.lexemes.map((lexeme, i) => [lexemeId(lexeme), vector.positions[i]!] as const);
    pairs.sort((a, b) => a[0] - b[0]);
    const doc: Doc = {
      id: row.id,
      authorId: row.author_id,
      listed: row.listed,
      created: Number(row.created),
      difficulty: row.difficulty,
      cuisine: row.cuisine_type,
      meal: row.meal_type,
      categories: row.category_ids,
      lexemes: Int32Array.from(pairs, (p) => p[0]),
      positions: pairs.map((p) => p[1]),
      dead: false,
    };
    byId.set(doc.id, doc);
    everything.docs.push(doc);
    everything.dirty = true;
    for (let i = 0; i < pairs.length; i++) {
      const [l, found] = pairs[i]!;
      let weights = 0;
      for (const p of found) weights |= 1 << (p >> 14);
      MASKS.forEach((mask, m) => {
        if (weights & mask) {
          const list = postings[m]![l]!;
          list.docs.push(doc);
          list.dirty = true;
        }
      });
    }
  }

  /** A document's positions of a lexeme, by binary search over its lexeme ids. */
  function positionsOf(doc: Doc, id: number | undefined): Uint16Array | null {
    if (id === undefined) return null;
    let lo = 0;
    let hi = doc.lexemes.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = doc.lexemes[mid]!;
      if (at === id) return doc.positions[mid]!;
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  /** The documents that can match `q` under a mask, newest first: a posting list, a merge of two, or all. */
  function candidates(q: TsQuery, m: MaskIndex): Doc[] | 'all' {
    switch (q.op) {
      case 'lexeme': {
        const id = lexemeIds.get(q.lexeme);
        return id === undefined ? [] : postings[m][id]!.sorted();
      }
      case 'not':
        return 'all';
      case 'and':
      case 'phrase': {
        const left = candidates(q.left, m);
        const right = candidates(q.right, m);
        if (left === 'all') return right;
        if (right === 'all') return left;
        return left.length <= right.length ? left : right;
      }
      case 'or': {
        const left = candidates(q.left, m);
        const right = candidates(q.right, m);
        if (left === 'all' || right === 'all') return 'all';
        const merged: Doc[] = [];
        let i = 0;
        let j = 0;
        while (i < left.length || j < right.length) {
          const a = left[i];
          const b = right[j];
          if (b === undefined || (a !== undefined && newestFirst(a, b) < 0)) merged.push(left[i++]!);
          else if (a === undefined || a !== b) merged.push(right[j++]!);
          else {
            merged.push(a);
            i++;
            j++;
          }
        }
        return merged;
      }
    }
  }

  function search(s: IndexedSearch): IndexedResult {
    if (!s.query) return { entries: [], total: 0 };
    const q = s.query;
    const ids = new Map<string, number | undefined>();
    const collect = (node: TsQuery) => {
      if (node.op === 'lexeme') ids.set(node.lexeme, lexemeIds.get(node.lexeme));
      else if (node.op === 'not') collect(node.arg);
      else {
        collect(node.left);
        collect(node.right);
      }
    };
    collect(q);
    const { category_id, difficulty, cuisine_type, meal_type } = s.filters;
    const eligible = (d: Doc) =>
      (d.listed || d.authorId === s.viewerId) &&
      (!difficulty || d.difficulty === difficulty) &&
      (!cuisine_type || d.cuisine === cuisine_type) &&
      (!meal_type || d.meal === meal_type) &&
      (!category_id || (d.categories?.includes(category_id) ?? false));
    const test = (d: Doc, mask: WeightMask) => matches(q, (lexeme) => positionsOf(d, ids.get(lexeme)), mask);
    const walk = (m: MaskIndex, holds: (d: Doc) => boolean, limit: number, out: (d: Doc) => void) => {
      if (limit <= 0) return;
      const list = candidates(q, m);
      let found = 0;
      for (const d of list === 'all' ? everything.sorted() : list) {
        if (d.dead || !eligible(d) || !holds(d)) continue;
        out(d);
        if (++found >= limit) return;
      }
    };
    const base = (d: Doc) => !s.exclusion || test(d, ALL);
    const entries: Array<[number, number]> = [];
    // The tiers one after the other, each cut at what the page still needs (the SQL tier walk's LIMITs).
    walk(
      0,
      (d) => test(d, TITLE) && base(d),
      s.reach,
      (d) => entries.push([d.id, 1]),
    );
    walk(
      1,
      (d) => !test(d, TITLE) && test(d, HEAD) && base(d),
      s.reach - entries.length,
      (d) => entries.push([d.id, 2]),
    );
    walk(
      2,
      (d) => test(d, ALL) && !test(d, HEAD),
      s.reach - entries.length,
      (d) => entries.push([d.id, 3]),
    );
    let total = 0;
    walk(
      2,
      (d) => test(d, ALL),
      s.cap + 1,
      () => total++,
    );
    return { entries, total };
  }

  return {
    put,
    remove,
    search,
    get size() {
      return byId.size;
    },
  };
}
export type SearchDocs = ReturnType<typeof createSearchDocs>;

/** The statement of one chunk of the full load: recipes with an id above `after`, in id order. */
export const docsAfter = (after: number, limit: number): SQL =>
  sql`SELECT ${DOC_COLUMNS} FROM recipes r WHERE r.id > ${after} ORDER BY r.id LIMIT ${limit}`;

/** The statement loading the given recipes (those that no longer exist are simply missing). */
export const docsOf = (ids: number[]): SQL =>
  sql`SELECT ${DOC_COLUMNS} FROM recipes r WHERE r.id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(ids)}::json))`;

/** How a statement is run (plainly, or with a plan kept on PostgreSQL: see rowsWithCachedPlan). */
type Read = <T>(query: SQL) => Promise<T[]>;

/** Recipes read per statement while loading: small enough that other requests on PGlite's one connection wait little. */
const LOAD_CHUNK = 2000;
/** Parsed searches remembered (parsing is a pure function of the text). */
const PARSED_KEPT = 10_000;
/** The servers prune change rows older than this (see 0015); a process that has not looked for half of it reloads. */
const RELOAD_AFTER_MS = 12 * 3600_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** After a failed load, searches go to SQL for this long before the next try. */
const RETRY_AFTER_MS = 30_000;

export interface SearchIndexOptions {
  read: Read;
  log: { warn(obj: object, msg: string): void };
  /** The page cache's lifetime: with the caches on, changes are read at least this often, and after every write. */
  ttlMs: number;
  now?: () => number;
}

/** A row of the change check: [change id, recipe id, transaction id]. */
export type Change = [id: number, recipeId: number, xid: string];

/**
 * The index of one process, kept current through recipe_search_changes (0015): the full load notes the
 * oldest running transaction first (the horizon), and every later check reads the changes of transactions
 * from the horizon on that it has not applied yet, then moves the horizon to its own statement's. A change
 * committed in any order, by any process, is read by the first check whose snapshot can see it.
 */
export function createSearchIndex({ read, log, ttlMs, now = () => performance.now() }: SearchIndexOptions) {
  let docs: SearchDocs | null = null;
  let loading: Promise<void> | null = null;
  let failedAt = -Infinity;
  let horizon = 0n;
  /** Changes applied whose transaction is not older than the horizon yet (a check would read them again). */
  const applied = new Map<number, bigint>();
  let checkedAt = -Infinity;
  let stale = true;
  /** Counts markStale() calls: a check sent before the latest one cannot clear `stale`. */
  let writes = 0;
  let prunedAt = -Infinity;
  let applying: Promise<void> = Promise.resolve();
  const parsed = new Map<string, TsQuery | null | 'sql'>();

  async function load() {
    const [first] = await read<{ horizon: string }>(
      sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`,
    );
    const fresh = createSearchDocs();
    let after = 0;
    for (;;) {
      const chunk = await read<DocRow>(docsAfter(after, LOAD_CHUNK));
      for (const row of chunk) fresh.put(row);
      if (chunk.length < LOAD_CHUNK) break;
      after = chunk.at(-1)!.id;
    }
    horizon = BigInt(first!.horizon);
    applied.clear();
    checkedAt = now();
    stale = true;
    docs = fresh;
  }

  /** The index when it is loaded and recent enough; otherwise starts loading it (the caller uses SQL meanwhile). */
  function ready(): SearchDocs | null {
    if (docs && now() - checkedAt > RELOAD_AFTER_MS) docs = null;
    if (docs) return docs;
    if (!loading && now() - failedAt > RETRY_AFTER_MS) {
      loading = load()
        .catch((err: unknown) => {
          failedAt = now();
          log.warn({ err }, 'The recipe search index could not be loaded; searches use SQL meanwhile');
        })
        .finally(() => {
          loading = null;
        });
    }
    return null;
  }

  /** The search as PostgreSQL parses it, or 'sql' when it uses what the index does not evaluate. */
  async function parse(text: string): Promise<TsQuery | null | 'sql'> {
    const known = parsed.get(text);
    if (known !== undefined) return known;
    const [row] = await read<{ q: string }>(sql`SELECT websearch_to_tsquery('english', ${text})::text AS q`);
    let query: TsQuery | null | 'sql';
    try {
      query = parseTsquery(row!.q);
    } catch {
      query = 'sql';
    }
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(text, query);
    return query;
  }

  /** Columns to add to a statement: the changes not applied yet, and the statement's own horizon; `token` goes to settle. */
  function checkColumns(): { columns: Record<string, SQL>; token: number } {
    const columns = {
      changes: sql`(SELECT coalesce(json_agg(json_build_array(c.id, c.recipe_id, c.xid::text)), '[]'::json)
        FROM recipe_search_changes c WHERE c.xid >= ${horizon.toString()}::xid8
        AND c.id NOT IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify([...applied.keys()])}::json)))`,
      horizon: sql`pg_snapshot_xmin(pg_current_snapshot())::text`,
    };
    return { columns, token: writes };
  }

  /**
   * Takes in a check's answer: applies the changes it read (reloading those recipes, one apply at a time so an
   * older reading never overwrites a newer one) and moves the horizon. True when nothing had changed.
   */
  async function settle(changes: Change[], seen: string, token: number): Promise<boolean> {
    const target = docs;
    if (changes.length > 0) {
      const run = applying.then(async () => {
        const ids = [...new Set(changes.map((c) => c[1]))];
        const rows = await read<DocRow>(docsOf(ids));
        if (docs !== target || !target) return;
        const found = new Set(rows.map((r) => r.id));
        for (const id of ids) if (!found.has(id)) target.remove(id);
        for (const row of rows) target.put(row);
        for (const [id, , xid] of changes) applied.set(id, BigInt(xid));
      });
      applying = run.catch(() => {});
      await run;
    }
    const next = BigInt(seen);
    if (next > horizon) horizon = next;
    for (const [id, xid] of applied) if (xid < horizon) applied.delete(id);
    checkedAt = now();
    if (changes.length === 0 && token === writes) stale = false;
    if (checkedAt - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = checkedAt;
      read(sql`DELETE FROM recipe_search_changes WHERE changed_at < now() - interval '1 day'`).catch((err: unknown) =>
        log.warn({ err }, 'Pruning old recipe search changes failed'),
      );
    }
    return changes.length === 0;
  }

  return {
    ready,
    /** Starts loading if needed and resolves once the index is loaded (true) or the load failed (false). */
    async loaded(): Promise<boolean> {
      ready();
      await loading;
      return docs !== null;
    },
    parse,
    checkColumns,
    settle,
    /** Whether an answer needs a check first (always with the caches off; else after a write or a lifetime). */
    needsCheck: () => ttlMs <= 0 || stale || now() - checkedAt > ttlMs,
    /** A write was made or heard: the next answer checks for changes first. */
    markStale() {
      stale = true;
      writes++;
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
