import type { ShoppingTemplate } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { shoppingKeys } from './keys';

/** GET /shopping/templates (own and public ones), optionally of one category. */
export function useShoppingTemplates(category: string | null): SWRResponse<ShoppingTemplate[]> {
  return useSWR(shoppingKeys.templates(category), async () => {
    const page = await api.shoppingTemplates.list({
      query: { include_public: true, limit: 100, ...(category ? { category } : {}) },
    });
    return page.items;
  });
}
