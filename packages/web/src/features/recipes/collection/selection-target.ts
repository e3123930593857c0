import { MEAL_SLOT_LABELS, type MealSlotType } from '@potluck/ui';
import type { SelectionMode } from './collection-params';

/**
 * The seam between the collection and the screens that consume a selection (spec 000 §2: mode=shopping-list
 * or mode=create-list selects recipes for a list or a meal plan). Features do not import each other, so
 * the hand-over is only an address:
 *   shopping-list → /shopping?recipes=1,2,3              (the shopping page opens its generator with these
 *                                                          recipes: servings each, then the list)
 *   create-list   → /meal-plans?meal=<slot>&recipes=1,2  (the meal-plan page puts them in that slot)
 * Recipe ids are in the order they were picked.
 */
export function selectionTarget(mode: SelectionMode, ids: readonly number[], slot: MealSlotType | null): string {
  const recipes = ids.join(',');
  if (mode === 'shopping-list') return `/shopping?recipes=${recipes}`;
  return slot ? `/meal-plans?meal=${slot}&recipes=${recipes}` : `/meal-plans?recipes=${recipes}`;
}

/**
 * Where Cancel goes: back to the screen that asked for a selection. The meal-plan list sends a cancelled
 * selection on to the plan the member was adding to (its stored meal-planning context).
 */
export const selectionOrigin = (mode: SelectionMode): string =>
  mode === 'shopping-list' ? '/shopping' : '/meal-plans?selection=cancelled';

export interface SelectionCopy {
  /** The page description while choosing. */
  intro: string;
  /** The primary action of the selection bar. */
  action: string;
}

export function selectionCopy(mode: SelectionMode, slot: MealSlotType | null): SelectionCopy {
  if (mode === 'shopping-list') {
    return {
      intro: 'Pick the recipes you want to shop for, then create your shopping list.',
      action: 'Create Shopping List',
    };
  }
  const meal = slot ? MEAL_SLOT_LABELS[slot].toLowerCase() : 'your meal plan';
  return { intro: `Pick recipes for ${meal}, then add them to your meal plan.`, action: 'Add to Meal Plan' };
}
