import {
  RECIPE_LIMIT_WITHOUT_SEARCH,
  RECIPE_LIMIT_WITH_SEARCH,
  RECIPE_SEARCH_TOTAL_CAP,
  RECIPE_TOTAL_CAP,
  type RecipeListParams,
  recipePageSchema,
  type RecipeSummary,
} from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { JsonText } from '../../http/json-text';
import { type TtlCache, createTtlCache } from '../../lib/ttl-cache';
import { rows, rowsWithCachedPlan } from '../../db/raw';
import { type ListPlan, type ListedPart, type Scope, listedStatement, pageStatement } from './recipe-list-query';
import { correctSpelling, fullTextMatch } from './recipe-search';
import { LISTED, type Viewer } from '../../db/visibility';
import { type CardsDocument, type Read, cardsOf, loadCards, toCards } from './recipe-cards';
import { cardText } from './recipe-card-store';
import { createIndexedSearch } from './recipe-indexed-search';

type ListQuery = RecipeListParams;

/** A page before it is serialized: each card checked and serialized once (cached listed cards are reused). */
interface Page {
  items: JsonText[];
  total: number;
  total_capped: boolean;
  limit: number;
  offset: number;
}

/** A browse page's listed part, and the cards of its page when the lookup ran its statement (see listedPart). */
interface Listed {
  part: ListedPart;
  cards: Map<number, JsonText>;
}

const pageFields = recipePageSchema.omit({ items: true });

function tabScope(tab: RecipeListParams['tab']): Scope {
  switch (tab) {
    case 'mine':
      return { kind: 'mine' };
    case 'published':
      return { kind: 'mine-published' };
    // The Favorites tab lists your bookmarks.
    case 'favorites':
      return { kind: 'bookmarked' };
    default:
      return { kind: 'browse' };
  }
}

/** Pages kept per member, and the listed parts of browse pages (and respellings) every member shares (decision 005). */
const PAGES_KEPT = 2000;
const LISTED_PARTS_KEPT = 2000;
/** Cards kept by recipe id (about 1 KB each), shared by every page that shows them. */
const CARDS_KEPT = 20_000;

export function createRecipeListService(ctx: AppContext) {
  const { db } = ctx;
  const ttlMs = ctx.config.listCacheSeconds * 1000;
  const pages: TtlCache<Page | JsonText> = createTtlCache({ max: PAGES_KEPT, ttlMs });
  const listedParts: TtlCache<ListedPart> = createTtlCache({ max: LISTED_PARTS_KEPT, ttlMs });
  const cardTexts: TtlCache<JsonText> = createTtlCache({ max: CARDS_KEPT, ttlMs });
  const unlistedAuthors: TtlCache<boolean> = createTtlCache({ max: PAGES_KEPT, ttlMs });
  const respellings: TtlCache<string | null> = createTtlCache({ max: LISTED_PARTS_KEPT, ttlMs });
  const plain: Read = (query) => rows(db, query);
  // Statements whose best plan does not depend on the words searched keep their plan between requests;
  // a search over the whole collection is planned each time (how common a word is decides the plan).
  const cached: Read = (query) => rowsWithCachedPlan(ctx.database, query);

  // Searches by relevance over the browse scope are matched in memory once the index is loaded (decisions 016
  // and 019), their cards from a store the index's change check keeps current.
  const indexed = createIndexedSearch({
    read: cached,
    log: ctx.log,
    ttlMs,
    correctSpelling: (search) => correctSpelling(db, search),
    bySql: async (plan, text) => {
      const found = await run({ ...plan, match: fullTextMatch(text) }, RECIPE_SEARCH_TOTAL_CAP);
      return { items: found.items, total: found.total_capped ? found.total + 1 : found.total };
    },
    cardReadsAtOnce: ctx.database.engine === 'pglite' ? 1 : undefined,
  });

  const page = (items: JsonText[], plan: ListPlan, total: number, cap: number): Page => ({
    items,
    total: Math.min(total, cap),
    total_capped: total > cap,
    limit: plan.limit,
    offset: plan.offset,
  });

  /**
   * The listed part of a browse page, the same for every member: from the cache (keyed without the viewer),
   * else one statement. `cards`: the page's cards when this call ran that statement (also put in the card
   * cache, but with the caches off that would keep nothing).
   */
  async function listedPart(plan: ListPlan, cap: number): Promise<Listed> {
    const { filters: f, sortBy, direction, offset, limit } = plan;
    const key = JSON.stringify([
      plan.match?.text,
      f.category_id,
      f.difficulty,
      f.cuisine_type,
      f.meal_type,
      sortBy,
      direction,
      offset,
      limit,
      cap,
    ]);
    const cards = new Map<number, JsonText>();
    const part = await listedParts.fetch(key, async () => {
      const generation = cardTexts.generation;
      const [row] = await (plan.match ? plain : cached)<ListedPart & { doc: CardsDocument }>(
        listedStatement(plan, cap),
      );
      for (const card of toCards(row!.doc)) {
        const text = cardText(card);
        cards.set(card.id, text);
        cardTexts.set(String(card.id), text, generation);
      }
      return { entries: row!.entries, total: row!.total };
    });
    return { part, cards };
  }

  /** The cards of these recipes in order: the ones given, else from the card cache, the missing ones with one statement. */
  async function cardsFor(ids: number[], given: Map<number, JsonText>): Promise<JsonText[]> {
    const found = new Map<number, JsonText>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = given.get(id) ?? cardTexts.get(String(id));
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const generation = cardTexts.generation;
      for (const card of (await loadCards(cached, cardsOf(missing))).items) {
        const text = cardText(card);
        found.set(card.id, text);
        cardTexts.set(String(card.id), text, generation);
      }
    }
    // A recipe deleted meanwhile has no card: the page is one shorter, and the write that deleted it clears it.
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * A page by relevance (tier after tier) or sorted by a field, in one statement; a browse page starts from the
   * shared listed part (one more statement when it is not cached), adds the viewer's drafts and private recipes
   * and takes its cards from the card cache (one more statement for those it lacks). `known`: the listed part
   * when the caller has already looked it up.
   */
  async function run(plan: ListPlan, cap: number, known?: Listed): Promise<Page> {
    if (plan.scope.kind !== 'browse') {
      const read = plan.match ? plain : cached;
      const result = await loadCards<{ total: number | null }>(read, pageStatement(plan, { countCap: cap }));
      return page(result.items.map(cardText), plan, result.total ?? 0, cap);
    }
    const { part: listed, cards } = known ?? (await listedPart(plan, cap));
    if (!(await hasUnlisted(plan.viewer.id))) {
      // Nothing of the viewer's own can join the page: it is the listed part's, as it is.
      const ids = listed.entries.slice(plan.offset, plan.offset + plan.limit).map(([id]) => id);
      return page(await cardsFor(ids, cards), plan, listed.total, cap);
    }
    // With the listed part found, the rest reads the viewer's own rows: a plan that no longer depends on the words.
    const [row] = await cached<{ page: number[]; total: number | null }>(
      pageStatement(plan, { countCap: cap, listed }),
    );
    return page(await cardsFor(row!.page, cards), plan, listed.total + (row!.total ?? 0), cap);
  }

  /** Whether a member has drafts or private recipes at all, asked once per member until the next write. */
  const hasUnlisted = (userId: number): Promise<boolean> =>
    unlistedAuthors.fetch(String(userId), async () => {
      const [row] = await cached<{ any: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM recipes r WHERE r.author_id = ${userId} AND NOT ${LISTED}) AS any`,
      );
      return row!.any;
    });

  /**
   * A page of recipes. With a search, full text first; only when it finds nothing is the search respelt with
   * the closest known words ("chiken tika" → "chicken tikka") and tried once more.
   */
  async function list(viewer: Viewer, query: ListQuery, scope: Scope): Promise<Page> {
    const search = query.search?.trim() || undefined;
    const plan: ListPlan = {
      viewer,
      scope,
      filters: query,
      match: null,
      sortBy: query.sort_by ?? (search ? 'relevance' : 'created_at'),
      direction: query.sort_order ?? (query.sort_by === 'title' ? 'asc' : 'desc'),
      limit: query.limit ?? (search ? RECIPE_LIMIT_WITH_SEARCH : RECIPE_LIMIT_WITHOUT_SEARCH),
      offset: query.offset,
    };
    // The first list of recipes starts loading the index, so that it is ready by the first search.
    if (!search) {
      indexed.ready();
      return run(plan, RECIPE_TOTAL_CAP);
    }
    if (plan.scope.kind === 'browse' && plan.sortBy === 'relevance') {
      const found = await indexed.search(plan, search);
      if (found) return page(found.items, plan, found.total, RECIPE_SEARCH_TOTAL_CAP);
    }
    const searching = (text: string): ListPlan => ({ ...plan, match: fullTextMatch(text) });
    const respelt = async () => {
      const text = await respelling(search);
      return text ? run(searching(text), RECIPE_SEARCH_TOTAL_CAP) : null;
    };
    const asTyped = searching(search);
    const listed = plan.scope.kind === 'browse' ? await listedPart(asTyped, RECIPE_SEARCH_TOTAL_CAP) : undefined;
    if (listed?.part.total === 0) {
      // No listed recipe matches as typed: only the viewer's own recipes might. Ask for those and for the
      // respelt search at once, rather than one after the other.
      const [found, other] = await Promise.all([run(asTyped, RECIPE_SEARCH_TOTAL_CAP, listed), respelt()]);
      return found.total > 0 ? found : (other ?? found);
    }
    const found = await run(asTyped, RECIPE_SEARCH_TOTAL_CAP, listed);
    return found.total > 0 ? found : ((await respelt()) ?? found);
  }

  /** The search respelt with known words (or null): the same for every member, so kept like a listed part. */
  const respelling = (search: string): Promise<string | null> =>
    respellings.fetch(search, () => correctSpelling(db, search));

  /**
   * The same page for the same member is answered from the cache until a write clears it (see
   * forget(), called from app.ts). The key holds the viewer: what a page contains depends on who asks.
   */
  async function cachedList(viewer: Viewer, query: ListQuery, scope: Scope): Promise<JsonText> {
    const key = JSON.stringify([viewer.id, viewer.role, scope, query]);
    // A page without a search (the newest recipes) is asked again and again: kept as its text, sent as it is.
    // Search pages are many, each asked a few times: kept as their cards' texts (held by the card store anyway) and
    // joined per answer, so that thousands of 20 KB pages coming and going do not churn the old generation.
    const kept = await pages.fetch(key, async () => {
      const page = await list(viewer, query, scope);
      return query.search ? page : pageText(page);
    });
    return kept instanceof JsonText ? kept : pageText(kept);
  }

  const pageText = ({ items, ...fields }: Page) => JsonText.list(items, pageFields, fields);

  return {
    /** Forgets every cached page: app.ts calls it after each successful write request. */
    forget() {
      indexed.markStale();
      pages.clear();
      listedParts.clear();
      respellings.clear();
      cardTexts.clear();
      unlistedAuthors.clear();
    },
    /** Resolves once the in-process search index is loaded (true), or could not be (false): for tests and benches. */
    searchIndexLoaded: () => indexed.loaded(),
    list: (viewer: Viewer, query: ListQuery) => cachedList(viewer, query, tabScope(query.tab)),
    mine: (viewer: Viewer, query: ListQuery) => cachedList(viewer, query, { kind: 'mine' }),
    byAuthor: (viewer: Viewer, authorId: number, query: ListQuery) =>
      cachedList(viewer, query, { kind: 'author', authorId }),

    /** Listed recipes matching free text, best first: what the AI chef on the home page points to. */
    search: async (viewer: Viewer, text: string, limit: number): Promise<RecipeSummary[]> =>
      (await list(viewer, { search: text, limit, offset: 0 }, { kind: 'browse' })).items.map((card) =>
        card.parse<RecipeSummary>(),
      ),
  };
}
export type RecipeListService = ReturnType<typeof createRecipeListService>;
