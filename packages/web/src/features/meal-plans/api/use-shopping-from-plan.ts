import type { FromMealPlanInput, ShoppingList } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /shopping/lists/from-meal-plan: a shopping list from the plan's meals (the days chosen, or all). */
export function useShoppingFromPlan(): (body: FromMealPlanInput) => Promise<ShoppingList> {
  return useCallback((body: FromMealPlanInput) => api.shopping.fromMealPlan({ body }), []);
}
