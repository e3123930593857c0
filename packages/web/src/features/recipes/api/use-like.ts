import type { LikeStatus } from '@potluck/api';
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
