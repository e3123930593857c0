import type { ShoppingAnalytics } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { shoppingKeys } from './keys';

/** The analytics window of the spec (001 §9). */
export const ANALYTICS_DAYS = 30;

/** GET /shopping/analytics?days=30. */
export function useShoppingAnalytics(): SWRResponse<ShoppingAnalytics> {
  return useSWR(shoppingKeys.analytics(ANALYTICS_DAYS), () =>
    api.shopping.analytics({ query: { days: ANALYTICS_DAYS } }),
  );
}
