import { Button, EmptyState } from '@potluck/ui';
import { BookHeart, BookOpen, CookingPot, Plus, SearchX, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CollectionFilters, CollectionTab } from './collection-params';
import { activeFilterCount, hasNarrowing } from './collection-params';

export type EmptyKind = 'no-favorites' | 'no-recipes' | 'no-published' | 'no-matches' | 'past-end';

/** Which of the spec's four empty states applies (plus a page past the end of a list). */
export function emptyKind(tab: CollectionTab, filters: CollectionFilters, page: number): EmptyKind {
  if (hasNarrowing(filters)) return 'no-matches';
  if (page > 1) return 'past-end';
  if (tab === 'favorites') return 'no-favorites';
  if (tab === 'published') return 'no-published';
  return 'no-recipes';
}

export interface CollectionEmptyProps {
  kind: EmptyKind;
  tab: CollectionTab;
  filters: CollectionFilters;
  onTabChange: (tab: CollectionTab) => void;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

const newRecipe = (
  <Button asChild iconStart={<Plus size={18} />}>
    <Link to="/recipes/create">New Recipe</Link>
  </Button>
);

/** The empty collection, with words that say why and a button that helps. */
export function CollectionEmpty({
  kind,
  tab,
  filters,
  onTabChange,
  onClearFilters,
  onFirstPage,
}: CollectionEmptyProps) {
  switch (kind) {
    case 'no-favorites':
      return (
        <EmptyState
          icon={<BookHeart size={34} strokeWidth={1.75} />}
          title="No favorites yet"
          description="Bookmark the recipes you love and they will be waiting for you here."
          actions={
            <Button onClick={() => onTabChange('all')} iconStart={<BookOpen size={18} />}>
              Browse All Recipes
            </Button>
          }
        />
      );
    case 'no-published':
      return (
        <EmptyState
          icon={<Send size={34} strokeWidth={1.75} />}
          title="No published recipes yet"
          description="Publish one of your recipes to share it with your family and friends."
          actions={<Button onClick={() => onTabChange('mine')}>Go to My Recipes</Button>}
        />
      );
    case 'no-matches':
      return (
        <EmptyState
          icon={<SearchX size={34} strokeWidth={1.75} />}
          title={filters.search ? `No recipes match “${filters.search}”` : 'No recipes match your filters'}
          description="Try other words, check the spelling or clear the filters to see everything."
          actions={
            <>
              <Button onClick={onClearFilters}>
                {activeFilterCount(filters) > 0 ? 'Clear filters' : 'Clear search'}
              </Button>
              {tab !== 'all' ? (
                <Button variant="secondary" onClick={() => onTabChange('all')}>
                  Search All Recipes
                </Button>
              ) : null}
            </>
          }
        />
      );
    case 'past-end':
      return (
        <EmptyState
          title="No recipes on this page"
          description="This page is past the end of the list."
          actions={<Button onClick={onFirstPage}>Go to First Page</Button>}
        />
      );
    default:
      return (
        <EmptyState
          icon={<CookingPot size={34} strokeWidth={1.75} />}
          title="No recipes yet"
          description={
            tab === 'mine'
              ? 'Add your first family recipe and it will appear here.'
              : 'Add the first family recipe to start your cookbook.'
          }
          actions={newRecipe}
        />
      );
  }
}
