import { type BookmarkCheck, DEFAULT_BOOKMARK_COLLECTION } from '@potluck/api';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { isRecipeListKey, recipeKeys } from './keys';

/**
 * GET /bookmarks/check/{id} (with the recipe's bookmark_count) and the toggle: add to Favorites or remove,
 * optimistic, then the server's count.
 */
export function useBookmark(id: number, enabled = true) {
  const swr = useSWR<BookmarkCheck>(
    enabled ? recipeKeys.bookmark(id) : null,
    () => api.bookmarks.check({ params: { recipeId: id } }),
    freshFor('bookmarks'),
  );
  const { mutate } = useSWRConfig();
  const toggle = async () => {
    const wasBookmarked = swr.data?.is_bookmarked ?? false;
    await swr.mutate(
      async (): Promise<BookmarkCheck> => {
        if (!wasBookmarked) {
          const added = await api.bookmarks.add({
            body: { recipe_id: id, collection_name: DEFAULT_BOOKMARK_COLLECTION },
          });
          return { is_bookmarked: true, collection_name: added.collection_name, bookmark_count: added.bookmark_count };
        }
        // DELETE answers 204 without a body: the check then reads the count the removal left.
        await api.bookmarks.remove({ params: { recipeId: id } });
        return api.bookmarks.check({ params: { recipeId: id } });
      },
      {
        optimisticData: (s?: BookmarkCheck) => ({
          is_bookmarked: !wasBookmarked,
          collection_name: wasBookmarked ? null : DEFAULT_BOOKMARK_COLLECTION,
          bookmark_count: Math.max(0, (s?.bookmark_count ?? 0) + (wasBookmarked ? -1 : 1)),
        }),
        rollbackOnError: true,
        revalidate: false,
      },
    );
    void mutate(isRecipeListKey);
    return !wasBookmarked;
  };
  return { ...swr, toggle };
}
