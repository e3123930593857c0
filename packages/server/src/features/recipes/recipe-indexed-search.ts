import { RECIPE_SEARCH_TOTAL_CAP } from '@potluck/api';
import type { JsonText } from '../../http/json-text';
import type { Read } from './recipe-cards';
import { createCardStore } from './recipe-card-store';
import type { ListPlan } from './recipe-list-query';
import { createSearchIndex } from './recipe-search-index';

/** A page's cards and capped total, before its other fields are added. */
export interface Found {
  items: JsonText[];
  total: number;
}

export interface IndexedSearchOptions {
  /** Runs a statement with its plan kept (rowsWithCachedPlan). */
  read: Read;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The page cache's lifetime (0: off, every answer checks for changes first). */
  ttlMs: number;
  /** The search respelt with known words, or null (one statement: see correctSpelling). */
  correctSpelling: (search: string) => Promise<string | null>;
  /** The page by SQL, for a respelt search the index does not evaluate. */
  bySql: (plan: ListPlan, search: string) => Promise<Found>;
  /** Card statements under way at once (see createCardStore): 1 on PGlite's one session. */
  cardReadsAtOnce?: number;
}

/** Respellings remembered while no change was read (the spelling dictionary only grows with recipe writes). */
const RESPELLINGS_KEPT = 2000;
/**
 * Cards of the newest recipes read once the index is loaded: the first page of most searches (a common word's
 * newest matches). The whole card store (decision 021: at 100,000 recipes ~2 s in the background on PGlite;
 * the cards searches read later replace the least recently shown).
 */
const WARM_CARDS = 20_000;

/**
 * Searches by relevance over the browse scope, answered by the process's search index (decision 016) and
 * card store (decision 019): after a change check shared with the other answers waiting (with the caches off,
 * one that began after the request arrived), matched in memory, and the page assembled from cards serialized
 * once. A first search then needs no statement of its own: the check is shared, and only cards, parses and
 * respellings never seen before are read (each read together with the other requests' at the same time).
 */
export function createIndexedSearch(options: IndexedSearchOptions) {
  const { read, log, ttlMs, correctSpelling, bySql, cardReadsAtOnce } = options;
  const cards = createCardStore(read, { readsAtOnce: cardReadsAtOnce });
  /**
   * Respellings depend only on search_words, which grows in the same transactions as the recipe writes that
   * note a change: any change read forgets them all (a respelling read meanwhile is not kept).
   */
  const respellings = new Map<string, Promise<string | null>>();
  const index = createSearchIndex({
    read,
    log,
    ttlMs,
    onChanges(ids) {
      cards.drop(ids);
      respellings.clear();
    },
    onLoaded(docs) {
      const started = performance.now();
      cards
        .warm(docs.newest(WARM_CARDS).reverse())
        .then(() =>
          log.info({ cards: cards.size, ms: Math.round(performance.now() - started) }, 'Recipe cards read ahead'),
        )
        .catch((err: unknown) => {
          log.warn({ err }, 'Reading the cards of the newest recipes failed; searches read them as they need them');
        });
    },
  });

  function respelling(search: string): Promise<string | null> {
    const known = respellings.get(search);
    if (known) return known;
    const found = correctSpelling(search);
    respellings.set(search, found);
    if (respellings.size > RESPELLINGS_KEPT) respellings.delete(respellings.keys().next().value as string);
    found.catch(() => respellings.get(search) === found && respellings.delete(search));
    return found;
  }

  /**
   * The page, or null when the index cannot answer (still loading and failed, or a search it does not
   * evaluate): the caller asks SQL. Only when nothing matches is the search respelt and tried once more.
   */
  async function search(plan: ListPlan, text: string, respell = true, checked = false): Promise<Found | null> {
    if (!(await index.current())) return null;
    // The parse of a new text and the change check are statements of their own: wait for both at once.
    const [query] = await Promise.all([index.parse(text), !checked && index.needsCheck() && index.checked()]);
    if (query === 'sql') return null;
    const docs = await index.current();
    if (!docs) return null;
    const found = docs.search({
      query,
      exclusion: /(^|\s)-\S/.test(text),
      viewerId: plan.viewer.id,
      filters: plan.filters,
      reach: plan.offset + plan.limit,
      cap: RECIPE_SEARCH_TOTAL_CAP,
    });
    if (found.total === 0 && respell) {
      const respelt = await respelling(text);
      if (respelt) return (await search(plan, respelt, false, true)) ?? bySql(plan, respelt);
    }
    const ids = found.entries.slice(plan.offset).map(([id]) => id);
    return { items: await cards.of(ids), total: found.total };
  }

  return {
    search,
    /** Starts loading the index (the first list of recipes does, so that it is ready by the first search). */
    ready: () => void index.ready(),
    /** Resolves once the index is loaded (true), or could not be (false): for tests and benches. */
    loaded: () => index.loaded(),
    /** A write was made or heard: the next answer checks for changes first. */
    markStale: () => index.markStale(),
  };
}
