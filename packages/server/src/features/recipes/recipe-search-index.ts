import { type SQL, sql } from 'drizzle-orm';
import { LISTED } from '../../db/visibility';
import { batched, nextTurn } from './batched';
import { type DocRow, type SearchDocs, createSearchDocs } from './recipe-search-docs';
import { createWordParses, vocabularyStatement } from './recipe-search-words';
import { type TsQuery, parseTsquery } from './recipe-tsquery';

/**
 * The in-process search index of one server process (decision 016): loading it, keeping it current through
 * recipe_search_changes (0015), and the searches parsed by PostgreSQL. The matching itself is in
 * recipe-search-docs.ts.
 */

export type { IndexedSearch, SearchFilters } from './recipe-search-docs';
export type { DocRow };

/** What the index reads of a recipe, for `FROM recipes r`. */
export const DOC_COLUMNS = sql`r.id, r.author_id, ${LISTED} AS listed,
  (extract(epoch FROM r.created_at) * 1000000)::float8 AS created, r.difficulty, r.cuisine_type, r.meal_type,
  (SELECT array_agg(rc.category_id) FROM recipe_categories rc WHERE rc.recipe_id = r.id) AS category_ids,
  r.search_vector::text AS vector`;

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
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * The page cache's lifetime: with the caches on, changes are read at least this often, and after every write;
   * with them off (0), before every answer (decision 019: by a check shared with the answers waiting for it).
   */
  ttlMs: number;
  /**
   * Told of the recipes a check found changed (before the index applies them), and of a full load ('all'): what
   * else is kept current by the change rows (the card store, the respellings) forgets them.
   */
  onChanges?: (recipeIds: number[] | 'all') => void;
  /** Told of each full load once searches can use it. */
  onLoaded?: (docs: SearchDocs) => void;
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
export function createSearchIndex({
  read,
  log,
  ttlMs,
  onChanges = () => {},
  onLoaded = () => {},
  now = () => performance.now(),
}: SearchIndexOptions) {
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
  /** Plain words parsed alone, so that a new text of known words is parsed without a statement (decision 021). */
  const words = createWordParses();

  async function load() {
    const started = now();
    const [first] = await read<{ horizon: string }>(
      sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`,
    );
    const fresh = createSearchDocs();
    let after = 0;
    for (;;) {
      const chunk = await read<DocRow>(docsAfter(after, LOAD_CHUNK));
      fresh.putAll(chunk);
      if (chunk.length < LOAD_CHUNK) break;
      after = chunk.at(-1)!.id;
    }
    fresh.rank();
    for (const row of await read<{ t: string; q: string }>(vocabularyStatement())) words.learn(row.t, row.q);
    horizon = BigInt(first!.horizon);
    applied.clear();
    checkedAt = now();
    stale = true;
    docs = fresh;
    onChanges('all');
    onLoaded(fresh);
    log.info({ recipes: fresh.size, ms: Math.round(now() - started) }, 'Recipe search index loaded');
  }

  /**
   * The index when it is loaded and recent enough; otherwise starts loading it (null: the caller uses SQL).
   * See `current` for a caller that waits for a load in progress.
   */
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

  /**
   * The index, waiting for a load in progress (seconds at 100,000 recipes, once per process: a search meanwhile
   * by SQL would cost more than the wait, and slow the load); null when it could not be loaded.
   */
  async function current(): Promise<SearchDocs | null> {
    const found = ready();
    if (found) return found;
    await loading;
    return docs;
  }

  /**
   * Texts not seen before, parsed together: fifty new searches at once cost one statement (group commit). Their
   * plain words not known yet are parsed alone in the same statement, for the texts after them.
   */
  const parseNew = batched<string>(
    async (texts) => {
      const found = await read<{ t: string; q: string }>(
        sql`SELECT t.value AS t, websearch_to_tsquery('english', t.value)::text AS q
        FROM json_array_elements_text(${JSON.stringify([...texts, ...words.unknownWords(texts)])}::json) AS t`,
      );
      for (const row of found) words.learn(row.t, row.q);
      return new Map(found.map((row) => [row.t, row.q]));
    },
    100,
    nextTurn,
  );

  /** The search as PostgreSQL parses it, or 'sql' when it uses what the index does not evaluate. */
  async function parse(text: string): Promise<TsQuery | null | 'sql'> {
    const known = parsed.get(text);
    if (known !== undefined) return known;
    const printed = words.print(text) ?? (await parseNew(text));
    let query: TsQuery | null | 'sql';
    try {
      query = printed === undefined ? 'sql' : parseTsquery(printed);
    } catch {
      query = 'sql';
    }
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(text, query);
    return query;
  }

  /**
   * One check: reads the changes not applied yet and the statement's own horizon, then applies them (reloading
   * those recipes, one apply at a time so an older reading never overwrites a newer one) and moves the horizon.
   */
  async function checkOnce(): Promise<void> {
    const token = writes;
    const [row] = await read<{ changes: Change[]; horizon: string }>(
      sql`SELECT (SELECT coalesce(json_agg(json_build_array(c.id, c.recipe_id, c.xid::text)), '[]'::json)
        FROM recipe_search_changes c WHERE c.xid >= ${horizon.toString()}::xid8
        AND c.id NOT IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify([...applied.keys()])}::json))) AS changes,
        pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`,
    );
    const { changes, horizon: seen } = row!;
    if (changes.length > 0) onChanges([...new Set(changes.map((c) => c[1]))]);
    await settle(changes, seen, token);
  }

  /** The check not begun yet, which every answer asking now joins; whether checks are running. */
  let next: { promise: Promise<void>; resolve: () => void; reject: (err: unknown) => void } | null = null;
  let pumping = false;

  /** Runs the checks asked for, one at a time: each takes the answers that asked before it began. */
  async function pump(): Promise<void> {
    pumping = true;
    try {
      while (next) {
        await nextTurn(); // the requests already read join this check (see batched)
        const mine = next;
        next = null;
        await checkOnce().then(mine.resolve, mine.reject);
      }
    } finally {
      pumping = false;
    }
  }

  /**
   * Resolves once a check that began after this call has been applied: every change committed before the call
   * is then in the index (and gone from the card store). One check runs at a time; the answers arriving while
   * it runs share the next one, so under load fifty answers cost one statement, and none trusts a check that
   * began before it arrived (decision 019).
   */
  function checked(): Promise<void> {
    if (!next) {
      let resolve!: () => void;
      let reject!: (err: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      next = { promise, resolve, reject };
      if (!pumping) void pump();
    }
    return next.promise;
  }

  /** Takes in a check's answer: applies its changes and moves the horizon. */
  async function settle(changes: Change[], seen: string, token: number): Promise<void> {
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
  }

  return {
    ready,
    current,
    /** Starts loading if needed and resolves once the index is loaded (true) or the load failed (false). */
    async loaded(): Promise<boolean> {
      ready();
      await loading;
      return docs !== null;
    },
    parse,
    checked,
    /**
     * Whether an answer needs a check first: after a write made or heard, always with the caches off, and at
     * least once a lifetime.
     */
    needsCheck: () => stale || ttlMs <= 0 || now() - checkedAt > ttlMs,
    /** A write was made or heard: the next answer checks for changes first. */
    markStale() {
      stale = true;
      writes++;
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
