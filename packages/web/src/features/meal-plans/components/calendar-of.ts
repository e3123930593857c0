import type { Meal, MealCalendar, MealPlan } from '@potluck/api';
import { daysOf, PLAN_MEAL_TYPES } from '@potluck/api/domain';

/**
 * A plan's meals as the calendar call answers them (date → meal type → meals) for start..end clipped to the
 * plan: the shared view has the meals already and no calendar call of its own.
 */
export function calendarOf(
  plan: Pick<MealPlan, 'id' | 'start_date' | 'end_date' | 'meals'>,
  start: string,
  end: string,
): MealCalendar {
  const planStart = plan.start_date.slice(0, 10);
  const planEnd = plan.end_date.slice(0, 10);
  const from = start > planStart ? start : planStart;
  const to = end < planEnd ? end : planEnd;
  const calendar: MealCalendar['calendar'] = {};
  for (const day of daysOf(from, to)) {
    calendar[day] = Object.fromEntries(
      PLAN_MEAL_TYPES.map((type) => [
        type,
        plan.meals.filter((m) => m.meal_date.slice(0, 10) === day && m.meal_type === type),
      ]),
    ) as MealCalendar['calendar'][string];
  }
  return { meal_plan_id: plan.id, start: from, end: to, calendar };
}

/**
 * The calendar with one meal moved to another day and slot, as the server will answer it: the optimistic
 * picture of a drop. A target outside the calendar drops the meal from it.
 */
export function moveInCalendar(
  calendar: MealCalendar,
  mealId: number,
  to: Pick<Meal, 'meal_date' | 'meal_type'>,
): MealCalendar {
  let moved: Meal | undefined;
  const days: MealCalendar['calendar'] = {};
  for (const [day, slots] of Object.entries(calendar.calendar)) {
    const copy: Record<string, Meal[]> = {};
    for (const [type, meals] of Object.entries(slots)) {
      moved ??= meals.find((meal) => meal.id === mealId);
      copy[type] = meals.filter((meal) => meal.id !== mealId);
    }
    days[day] = copy;
  }
  const target = days[to.meal_date];
  if (moved && target) target[to.meal_type] = [...(target[to.meal_type] ?? []), { ...moved, ...to }];
  return { ...calendar, calendar: days };
}
