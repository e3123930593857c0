import { ApiError, errorText, type RecipeSummary } from '@potluck/api';
import { useToast } from '@potluck/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useSession } from '../../../lib/auth/use-session';
import { MAIN_CONTENT_ID } from '../../../lib/route-focus';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecipeList } from '../api/use-recipe-list';
import { useRecipeMutations } from '../api/use-recipe-mutations';
import {
  collectionSearchParams,
  parseCollectionParams,
  toListQuery,
  type CollectionFilters,
  type CollectionState,
  type CollectionTab,
} from './collection-params';
import { CollectionView, LOAD_ERROR_FALLBACK, type CollectionResult } from './collection-view';
import { selectionOrigin, selectionTarget } from './selection-target';
import { useFilterOptions } from './use-filter-options';
import { useViewMode } from './use-view-mode';

/** The server's detail or the error's message; a bare status line ("HTTP 500:") says nothing, so the fallback. */
function loadErrorMessage(error: unknown): string {
  const text = (
    error instanceof ApiError ? error.detailText : error instanceof Error ? error.message : undefined
  )?.trim();
  return text && !/^HTTP \d+:?$/.test(text) ? text : LOAD_ERROR_FALLBACK;
}

/**
 * /recipes: the collection (spec 000 §2). Tab, search, filters, sort and page live in the address
 * query, so a reload or a shared link opens the same view; one page is loaded at a time.
 */
export function RecipesPage() {
  usePageTitle('Recipes');
  const { isAuthenticated } = useSession();
  const { data: user } = useCurrentUser(isAuthenticated);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { remove } = useRecipeMutations();
  const [view, setView] = useViewMode();
  const options = useFilterOptions();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);

  const state = useMemo(() => parseCollectionParams(params, isAuthenticated), [params, isAuthenticated]);
  const list = useRecipeList(toListQuery(state));

  const go = (next: CollectionState, replace = false) => setParams(collectionSearchParams(next), { replace });

  let result: CollectionResult;
  if (list.error) result = { status: 'error', message: loadErrorMessage(list.error) };
  else if (!list.data) result = { status: 'loading' };
  // keepPreviousData: while the new key loads, the last page stays on screen, dimmed.
  else result = { status: 'ready', page: list.data, busy: list.isLoading };

  const onDelete = async (recipe: RecipeSummary) => {
    try {
      await remove(recipe.id);
      toast({ variant: 'success', title: 'Recipe deleted', description: `“${recipe.title}” was deleted.` });
    } catch (error) {
      toast({ variant: 'error', title: 'Failed to delete recipe', description: errorText(error, 'Please try again.') });
      throw error;
    }
  };

  return (
    <CollectionView
      signedIn={isAuthenticated}
      state={state}
      result={result}
      options={options}
      view={view}
      currentUserId={user?.id ?? null}
      selectedIds={selectedIds}
      onTabChange={(tab: CollectionTab) => go({ ...state, tab, page: 1 })}
      // Typing in the search box replaces the history entry; every other change is a step Back can undo.
      onFiltersChange={(filters: CollectionFilters) =>
        go({ ...state, filters, page: 1 }, filters.search !== state.filters.search)
      }
      onPageChange={(page) => {
        go({ ...state, page });
        // The next page starts at its first card, not where the Next button was.
        document.getElementById(MAIN_CONTENT_ID)?.scrollIntoView?.({ block: 'start' });
      }}
      onViewChange={setView}
      onRetry={() => void list.mutate()}
      onDelete={onDelete}
      onToggleSelected={(id) =>
        setSelectedIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
      }
      onCancelSelection={() => state.mode && navigate(selectionOrigin(state.mode))}
      onConfirmSelection={() => state.mode && navigate(selectionTarget(state.mode, selectedIds, state.slot))}
    />
  );
}
