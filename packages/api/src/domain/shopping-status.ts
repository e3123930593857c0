export const SHOPPING_LIST_STATUSES = ['active', 'completed', 'archived'] as const;
export type ShoppingListStatus = (typeof SHOPPING_LIST_STATUSES)[number];

export const SHOPPING_DISPLAY_STATUSES = [
  'Completed',
  'Archived',
  'Ready to Complete',
  'In Progress',
  'Not Started',
] as const;
export type ShoppingDisplayStatus = (typeof SHOPPING_DISPLAY_STATUSES)[number];

export type ShoppingListProgress = {
  status: ShoppingListStatus;
  completion_percentage?: number | null;
};

/**
 * The label on a shopping list (spec 001 §4): a completed or archived list says so; an active one is
 * 'Ready to Complete' at 100 percent, 'In Progress' above 0, otherwise 'Not Started'. A missing or
 * invalid percentage counts as 0.
 */
export function shoppingStatusLabel(list: ShoppingListProgress): ShoppingDisplayStatus {
  if (list.status === 'completed') return 'Completed';
  if (list.status === 'archived') return 'Archived';
  const percent = list.completion_percentage;
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return 'Not Started';
  if (percent >= 100) return 'Ready to Complete';
  if (percent > 0) return 'In Progress';
  return 'Not Started';
}
