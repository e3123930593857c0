import {
  CUISINES,
  DIFFICULTIES,
  MEAL_TYPES,
  RECIPE_LIMIT_WITH_SEARCH,
  RECIPE_LIMIT_WITHOUT_SEARCH,
  RECIPE_SORT_FIELDS,
  RECIPE_TABS,
  type RecipeListQuery,
} from '@potluck/api';
import { MEAL_SLOT_TYPES, type MealSlotType } from '@potluck/ui';

export type CollectionTab = (typeof RECIPE_TABS)[number];
export type SortField = (typeof RECIPE_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';
export type Difficulty = (typeof DIFFICULTIES)[number];
export type Cuisine = (typeof CUISINES)[number];
export type MealType = (typeof MEAL_TYPES)[number];

export const SELECTION_MODES = ['shopping-list', 'create-list'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

/** The filters of spec 000 §2 "Recipe collection", as the address bar keeps them. */
export interface CollectionFilters {
  search: string;
  category: number | null;
  difficulty: Difficulty | null;
  cuisine: Cuisine | null;
  meal: MealType | null;
  /** null: the default (created_at desc, or best match first while searching). */
  sort: SortField | null;
  order: SortOrder | null;
}

export interface CollectionState {
  tab: CollectionTab;
  filters: CollectionFilters;
  /** 1-based. */
  page: number;
  mode: SelectionMode | null;
  /** The meal-plan slot of mode=create-list (its `meal` parameter names the slot, not a filter). */
  slot: MealSlotType | null;
}

export const EMPTY_FILTERS: CollectionFilters = {
  search: '',
  category: null,
  difficulty: null,
  cuisine: null,
  meal: null,
  sort: null,
  order: null,
};

/** Spec 000 §9: sort created_at descending by default. */
export const DEFAULT_SORT: { sort: SortField; order: SortOrder } = { sort: 'created_at', order: 'desc' };

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;

const positiveInt = (raw: string | null | undefined): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

/**
 * Reads the collection from the address query. Anything invalid is ignored (a hand-edited or old
 * link still opens the page); anonymous visitors only ever get the All Recipes tab.
 */
export function parseCollectionParams(params: URLSearchParams, signedIn: boolean): CollectionState {
  const mode = oneOf(SELECTION_MODES, params.get('mode'));
  const tab = signedIn ? (oneOf(RECIPE_TABS, params.get('tab')) ?? 'all') : 'all';
  return {
    tab,
    mode,
    slot: mode === 'create-list' ? oneOf(MEAL_SLOT_TYPES, params.get('meal')) : null,
    page: positiveInt(params.get('page')) ?? 1,
    filters: {
      search: (params.get('search') ?? '').trim().slice(0, 200),
      // `categories` may list several ids; the API filters by one, so the first valid one counts.
      category:
        (params.get('categories') ?? '')
          .split(',')
          .map(positiveInt)
          .find((id) => id !== null) ?? null,
      difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
      cuisine: oneOf(CUISINES, params.get('cuisine')),
      meal: mode === 'create-list' ? null : oneOf(MEAL_TYPES, params.get('meal')),
      sort: oneOf(RECIPE_SORT_FIELDS, params.get('sort')),
      order: oneOf(['asc', 'desc'] as const, params.get('order')),
    },
  };
}

/** The address query of a state; defaults are left out so a plain /recipes stays plain. */
export function collectionSearchParams(state: CollectionState): URLSearchParams {
  const out = new URLSearchParams();
  const { filters: f } = state;
  if (state.mode) out.set('mode', state.mode);
  if (state.slot) out.set('meal', state.slot);
  if (state.tab !== 'all') out.set('tab', state.tab);
  if (f.search) out.set('search', f.search);
  if (f.category !== null) out.set('categories', String(f.category));
  if (f.difficulty) out.set('difficulty', f.difficulty);
  if (f.cuisine) out.set('cuisine', f.cuisine);
  if (f.meal && !state.slot) out.set('meal', f.meal);
  if (f.sort) out.set('sort', f.sort);
  if (f.order) out.set('order', f.order);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** Spec 000 §9: 20 recipes a page with a search, 50 without. */
export const pageSizeFor = (search: string) => (search ? RECIPE_LIMIT_WITH_SEARCH : RECIPE_LIMIT_WITHOUT_SEARCH);

/** GET /recipes/ query of a state. No sort is sent for the default, so a search ranks best matches first. */
export function toListQuery(state: CollectionState): RecipeListQuery {
  const { filters: f } = state;
  const limit = pageSizeFor(f.search);
  const query: RecipeListQuery = { tab: state.tab, limit, offset: (state.page - 1) * limit };
  if (f.search) query.search = f.search;
  if (f.category !== null) query.category_id = f.category;
  if (f.difficulty) query.difficulty = f.difficulty;
  if (f.cuisine) query.cuisine_type = f.cuisine;
  if (f.meal) query.meal_type = f.meal;
  if (f.sort || f.order) {
    query.sort_by = f.sort ?? DEFAULT_SORT.sort;
    query.sort_order = f.order ?? DEFAULT_SORT.order;
  }
  return query;
}

/** How many filters narrow the list (search excluded: it has its own box). Sorting narrows nothing. */
export const activeFilterCount = (f: CollectionFilters) =>
  [f.category !== null, f.difficulty, f.cuisine, f.meal].filter(Boolean).length;

export const hasNarrowing = (f: CollectionFilters) => Boolean(f.search) || activeFilterCount(f) > 0;
