import { DEFAULT_COLLECTION, type LikeStatus } from '@potluck/api';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { isRecipeListKey, recipeKeys } from './keys';

/** GET /recipes/{id}/like-status and the toggle (optimistic, then the server's counts). */
export function useLike(id: number, enabled = true) {
  const swr = useSWR<LikeStatus>(
    enabled ? recipeKeys.likeStatus(id) : null,
    () => api.recipes.likeStatus({ params: { id } }),
    freshFor('likes'),
  );
  const { mutate } = useSWRConfig();
  const toggle = async () => {
    const next = await swr.mutate(() => api.recipes.like({ params: { id } }), {
      optimisticData: (s?: LikeStatus) =>
        s
          ? { is_liked: !s.is_liked, like_count: s.like_count + (s.is_liked ? -1 : 1) }
          : { is_liked: true, like_count: 1 },
      rollbackOnError: true,
      revalidate: false,
    });
    void mutate(isRecipeListKey);
    return next;
  };
  return { ...swr, toggle };
}

/** GET /bookmarks/check/{id}, add to (Favorites) or remove from bookmarks. */
export function useBookmark(id: number, enabled = true) {
  const swr = useSWR(
    enabled ? recipeKeys.bookmark(id) : null,
    () => api.bookmarks.check({ params: { recipeId: id } }),
    freshFor('bookmarks'),
  );
  const { mutate } = useSWRConfig();
  const toggle = async () => {
    const wasBookmarked = swr.data?.is_bookmarked ?? false;
    await swr.mutate(
      async () => {
        if (wasBookmarked) await api.bookmarks.remove({ params: { recipeId: id } });
        else await api.bookmarks.add({ body: { recipe_id: id, collection_name: DEFAULT_COLLECTION } });
        return { is_bookmarked: !wasBookmarked, collection_name: wasBookmarked ? null : DEFAULT_COLLECTION };
      },
      {
        optimisticData: { is_bookmarked: !wasBookmarked, collection_name: wasBookmarked ? null : DEFAULT_COLLECTION },
        rollbackOnError: true,
        revalidate: false,
      },
    );
    void mutate(isRecipeListKey);
    return !wasBookmarked;
  };
  return { ...swr, toggle };
}
