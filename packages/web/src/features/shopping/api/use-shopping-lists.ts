import type { ShoppingListSummary } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import type { ListFilter } from '../shopping.texts';
import { shoppingKeys } from './keys';

/** GET /shopping/lists?status_filter=… (the first 100; a family keeps far fewer lists around). */
export function useShoppingLists(filter: ListFilter): SWRResponse<ShoppingListSummary[]> {
  return useSWR(shoppingKeys.lists(filter), async () => {
    const page = await api.shopping.lists({ query: { status_filter: filter, limit: 100 } });
    return page.items;
  });
}
