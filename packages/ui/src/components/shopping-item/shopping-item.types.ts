/** A shopping list item (spec Shopping item entity). */
export interface ShoppingItemData {
  id: number;
  name: string;
  amount?: number | null;
  unit?: string | null;
  notes?: string | null;
  category?: string | null;
  is_completed: boolean;
}

/** What the inline edit form hands back on save. */
export interface ShoppingItemDraft {
  name: string;
  amount: number | null;
  unit: string;
  category: string;
  notes: string;
}

/** Spec limits for an item amount: step 0.1, min 0, max 999. */
export const ITEM_AMOUNT = { min: 0, max: 999, step: 0.1 } as const;
