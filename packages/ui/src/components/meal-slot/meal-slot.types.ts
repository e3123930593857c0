/** The four slots of a plan day (spec 001 §9; `dessert` exists in the entity but not on plan screens). */
export const MEAL_SLOT_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlotType = (typeof MEAL_SLOT_TYPES)[number];

export const MEAL_SLOT_LABELS: Record<MealSlotType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** The planned meal fields a slot shows (spec Meal entity). */
export interface PlannedMeal {
  id: number;
  recipe_name?: string | null;
  custom_meal_name?: string | null;
  servings?: number | null;
  is_completed?: boolean | null;
}
