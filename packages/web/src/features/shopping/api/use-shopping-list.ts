import type { ShoppingList } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { shoppingKeys } from './keys';

/** GET /shopping/lists/{id}. `id` null skips the request. */
export function useShoppingList(id: number | null): SWRResponse<ShoppingList> {
  return useSWR(id === null ? null : shoppingKeys.list(id), () => api.shopping.get({ params: { id: id! } }));
}
