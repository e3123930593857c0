import { MEAL_SLOTS } from '@potluck/api/domain';
import { MEAL_PLANNING_CONTEXT_KEY } from '../../../lib/storage-keys';

type Slot = (typeof MEAL_SLOTS)[number];

/** The plan, day and slot recipes chosen in the collection go to. */
export interface PlanningContext {
  plan_id: number;
  meal_date: string;
  meal_type: Slot;
}

const isContext = (value: unknown): value is PlanningContext => {
  const v = value as Partial<PlanningContext> | null;
  return (
    typeof v?.plan_id === 'number' &&
    typeof v.meal_date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v.meal_date) &&
    (MEAL_SLOTS as readonly string[]).includes(v.meal_type ?? '')
  );
};

export function savePlanningContext(context: PlanningContext): void {
  try {
    localStorage.setItem(MEAL_PLANNING_CONTEXT_KEY, JSON.stringify(context));
  } catch {
    // Private mode or a full quota: the page then says 'Meal planning context not found' on return.
  }
}

/** The stored context, or null when there is none or it is unreadable. */
export function readPlanningContext(): PlanningContext | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MEAL_PLANNING_CONTEXT_KEY) ?? 'null');
    return isContext(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPlanningContext(): void {
  try {
    localStorage.removeItem(MEAL_PLANNING_CONTEXT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The collection in selection mode for this slot (spec 001 §2). */
export const collectionFor = (slot: Slot) => `/recipes?mode=create-list&meal=${slot}`;
