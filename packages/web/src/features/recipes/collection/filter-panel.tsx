import { Button, Field, Select, type SelectOption } from '@potluck/ui';
import type { CollectionFilters, SortField, SortOrder } from './collection-params';
import { DEFAULT_SORT } from './collection-params';
import * as styles from './collection.css';

/** The choices of the filter menu (from the reference-data calls; the page supplies fallbacks). */
export interface FilterOptions {
  categories: readonly SelectOption[];
  difficulties: readonly SelectOption[];
  cuisines: readonly SelectOption[];
  mealTypes: readonly SelectOption[];
}

/** Radix Select has no empty value: this one stands for "no filter". */
const ANY = 'any';
/** While searching with no sort chosen, the server ranks the best matches first. */
const BEST_MATCH = 'relevance';

export const SORT_LABELS: Record<SortField, string> = {
  created_at: 'Date added',
  title: 'Title',
  rating: 'Rating',
  view_count: 'Views',
  prep_time_minutes: 'Prep time',
};

/** Direction words that fit the field: "Newest first" says more than "Descending". */
export const ORDER_LABELS: Record<SortField, Record<SortOrder, string>> = {
  created_at: { desc: 'Newest first', asc: 'Oldest first' },
  title: { asc: 'A to Z', desc: 'Z to A' },
  rating: { desc: 'Highest rated first', asc: 'Lowest rated first' },
  view_count: { desc: 'Most viewed first', asc: 'Least viewed first' },
  prep_time_minutes: { asc: 'Quickest first', desc: 'Longest first' },
};

const withAny = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: ANY, label },
  ...options,
];

export interface FilterPanelProps {
  id: string;
  filters: CollectionFilters;
  options: FilterOptions;
  /** Hides the meal-type filter (mode=create-list: `meal` names the plan slot instead). */
  hideMealType?: boolean;
  onChange: (filters: CollectionFilters) => void;
  onClear: () => void;
}

/** Category, difficulty, cuisine, meal type and sorting of the collection. */
export function FilterPanel({ id, filters, options, hideMealType = false, onChange, onClear }: FilterPanelProps) {
  const set = (patch: Partial<CollectionFilters>) => onChange({ ...filters, ...patch });
  const pick = <T,>(value: string, parse: (v: string) => T): T | null => (value === ANY ? null : parse(value));
  const searching = Boolean(filters.search);
  const sortValue = filters.sort ?? (searching && !filters.order ? BEST_MATCH : DEFAULT_SORT.sort);
  const field = sortValue === BEST_MATCH ? null : (sortValue as SortField);
  const sortOptions: SelectOption[] = [
    ...(searching ? [{ value: BEST_MATCH, label: 'Best match' }] : []),
    ...Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label })),
  ];
  const orderOptions: SelectOption[] = field
    ? (['desc', 'asc'] as const).map((o) => ({ value: o, label: ORDER_LABELS[field][o] }))
    : [{ value: 'desc', label: 'Best first' }];

  const changeSort = (value: string) => {
    if (value === BEST_MATCH) return set({ sort: null, order: null });
    const sort = value as SortField;
    // Each field starts in its natural direction (newest, A to Z, highest rated, most viewed, quickest).
    const natural: SortOrder = sort === 'title' || sort === 'prep_time_minutes' ? 'asc' : 'desc';
    if (sort === DEFAULT_SORT.sort && !searching) return set({ sort: null, order: null });
    set({ sort, order: natural });
  };
  const changeOrder = (value: string) => {
    const order = value as SortOrder;
    set({
      sort: field,
      order: field === DEFAULT_SORT.sort && order === DEFAULT_SORT.order && !searching ? null : order,
    });
  };

  return (
    <section id={id} className={styles.panel} aria-label="Filters and sorting">
      <div className={styles.panelGrid}>
        <Field label="Category">
          <Select
            options={withAny('All categories', options.categories)}
            value={filters.category === null ? ANY : String(filters.category)}
            onValueChange={(v) => set({ category: pick(v, Number) })}
          />
        </Field>
        <Field label="Difficulty">
          <Select
            options={withAny('Any difficulty', options.difficulties)}
            value={filters.difficulty ?? ANY}
            onValueChange={(v) => set({ difficulty: pick(v, (x) => x as CollectionFilters['difficulty']) })}
          />
        </Field>
        <Field label="Cuisine">
          <Select
            options={withAny('Any cuisine', options.cuisines)}
            value={filters.cuisine ?? ANY}
            onValueChange={(v) => set({ cuisine: pick(v, (x) => x as CollectionFilters['cuisine']) })}
          />
        </Field>
        {hideMealType ? null : (
          <Field label="Meal type">
            <Select
              options={withAny('Any meal', options.mealTypes)}
              value={filters.meal ?? ANY}
              onValueChange={(v) => set({ meal: pick(v, (x) => x as CollectionFilters['meal']) })}
            />
          </Field>
        )}
        <Field label="Sort by">
          <Select options={sortOptions} value={sortValue} onValueChange={changeSort} />
        </Field>
        <Field label="Order">
          <Select
            options={orderOptions}
            value={field ? (filters.order ?? DEFAULT_SORT.order) : 'desc'}
            onValueChange={changeOrder}
            disabled={!field}
          />
        </Field>
      </div>
      <div className={styles.panelFooter}>
        <span>Filters are kept in the address, so you can bookmark or share this view.</span>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </section>
  );
}
