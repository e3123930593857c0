import type { RecipePage, RecipeSummary } from '@potluck/api';
import {
  Button,
  ErrorState,
  Tabs,
  visuallyHidden,
  TabsContent,
  TabsList,
  TabsTrigger,
  ViewToggle,
  type RenderLink,
  type ViewMode,
} from '@potluck/ui';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { renderRouterLink } from '../../../lib/router-link';
import { CollectionEmpty, emptyKind } from './collection-empty';
import { CollectionPagination, showingText } from './collection-pagination';
import { DownloadAllButton } from '../../import/components/download-all-button';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  type CollectionFilters,
  type CollectionState,
  type CollectionTab,
} from './collection-params';
import { FilterChips } from './filter-chips';
import { FilterPanel, type FilterOptions } from './filter-panel';
import { RecipeResults, RecipeResultsSkeleton } from './recipe-results';
import { SearchBox } from './search-box';
import { SelectionBar } from './selection-bar';
import { selectionCopy } from './selection-target';
import * as styles from './collection.css';

export const TAB_LABELS: Record<CollectionTab, string> = {
  all: 'All Recipes',
  mine: 'My Recipes',
  published: 'Published',
  favorites: 'Favorites',
};

/** Spec 000 §8 "Collection load failure". */
export const LOAD_ERROR_TITLE = 'Error Loading Recipes';
export const LOAD_ERROR_FALLBACK = 'Something went wrong';

export type CollectionResult =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `busy`: this page belongs to the previous filters and the new one is on its way. */
  | { status: 'ready'; page: RecipePage; busy?: boolean };

export interface CollectionViewProps {
  /** Signed-in members get the four tabs; anonymous visitors see All Recipes only. */
  signedIn: boolean;
  state: CollectionState;
  result: CollectionResult;
  options: FilterOptions;
  view: ViewMode;
  /** The delete icon shows on cards whose author_id equals this id. */
  currentUserId: number | null;
  /** Chosen recipe ids in selection mode (state.mode set). */
  selectedIds: readonly number[];
  /** @default the router's Link */
  renderLink?: RenderLink;
  /** Open the filter menu at first render (stories). @default false */
  defaultFiltersOpen?: boolean;
  onTabChange: (tab: CollectionTab) => void;
  /** A new search, filter or sort; the page goes back to 1. */
  onFiltersChange: (filters: CollectionFilters) => void;
  onPageChange: (page: number) => void;
  onViewChange: (view: ViewMode) => void;
  onRetry: () => void;
  /** Runs after the author confirmed; a rejection keeps the dialog open. */
  onDelete: (recipe: RecipeSummary) => Promise<unknown>;
  onToggleSelected: (id: number) => void;
  onCancelSelection: () => void;
  onConfirmSelection: () => void;
}

/** /recipes without data fetching: everything it shows arrives in props. */
export function CollectionView(props: CollectionViewProps) {
  const { signedIn, state, onTabChange } = props;
  const { intro, action } = state.mode ? selectionCopy(state.mode, state.slot) : { intro: undefined, action: '' };
  const tabs = signedIn ? (Object.keys(TAB_LABELS) as CollectionTab[]) : null;

  return (
    <>
      <PageHeader
        title="Recipes"
        description={intro ?? 'Every recipe in the family cookbook, ready to search, filter and cook.'}
        actions={
          state.mode ? null : (
            <>
              {/* The backup of one's own library belongs where one's own recipes are listed. */}
              {signedIn && state.tab === 'mine' ? <DownloadAllButton /> : null}
              <Button asChild iconStart={<Plus size={18} />}>
                <Link to="/recipes/create">New</Link>
              </Button>
            </>
          )
        }
      />
      {tabs ? (
        <Tabs value={state.tab} onValueChange={(tab) => onTabChange(tab as CollectionTab)}>
          <TabsList aria-label="Recipe collections" className={styles.tabs}>
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab} className={styles.tabTrigger}>
                {TAB_LABELS[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
          <Toolbar {...props} />
          {tabs.map((tab) => (
            <TabsContent key={tab} value={tab} className={styles.tabContent}>
              <Results {...props} />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <>
          <Toolbar {...props} />
          <Results {...props} />
        </>
      )}
      {state.mode ? (
        <SelectionBar
          count={props.selectedIds.length}
          actionLabel={action}
          onCancel={props.onCancelSelection}
          onConfirm={props.onConfirmSelection}
        />
      ) : null}
    </>
  );
}

function Toolbar({
  state,
  options,
  view,
  defaultFiltersOpen = false,
  onFiltersChange,
  onViewChange,
}: CollectionViewProps) {
  const [open, setOpen] = useState(defaultFiltersOpen);
  const panelId = useId();
  const { filters } = state;
  const count = activeFilterCount(filters);
  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox value={filters.search} onSearch={(search) => onFiltersChange({ ...filters, search })} />
        <div className={styles.toolbarEnd}>
          <Button
            variant="secondary"
            iconStart={<SlidersHorizontal size={18} />}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen(!open)}
          >
            Filters
            {count > 0 ? (
              <span className={styles.filterCount}>
                {count}
                <span className={visuallyHidden}> active</span>
              </span>
            ) : null}
          </Button>
          <ViewToggle value={view} onValueChange={onViewChange} />
        </div>
      </div>
      {open ? (
        <FilterPanel
          id={panelId}
          filters={filters}
          options={options}
          hideMealType={state.mode === 'create-list'}
          onChange={onFiltersChange}
          onClear={() => onFiltersChange(EMPTY_FILTERS)}
        />
      ) : null}
      <FilterChips filters={filters} options={options} onChange={onFiltersChange} />
    </>
  );
}

function Results(props: CollectionViewProps): ReactNode {
  const { state, result, view, renderLink = renderRouterLink } = props;
  if (result.status === 'loading') return <RecipeResultsSkeleton layout={view} />;
  if (result.status === 'error') {
    return (
      <ErrorState title={LOAD_ERROR_TITLE} message={result.message || LOAD_ERROR_FALLBACK} onRetry={props.onRetry} />
    );
  }
  const { page, busy = false } = result;
  if (page.items.length === 0) {
    return (
      <CollectionEmpty
        kind={emptyKind(state.tab, state.filters, state.page)}
        tab={state.tab}
        filters={state.filters}
        onTabChange={props.onTabChange}
        onClearFilters={() => props.onFiltersChange(EMPTY_FILTERS)}
        onFirstPage={() => props.onPageChange(1)}
      />
    );
  }
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {showingText(page)}
        {state.filters.search ? ` for “${state.filters.search}”` : ''}
      </p>
      <RecipeResults
        recipes={page.items}
        layout={view}
        renderLink={renderLink}
        currentUserId={props.currentUserId}
        onDelete={props.onDelete}
        busy={busy}
        selection={state.mode ? { selectedIds: props.selectedIds, onToggle: props.onToggleSelected } : undefined}
      />
      <CollectionPagination page={page} current={state.page} onPageChange={props.onPageChange} />
    </>
  );
}
