import type { Meal, MealPlan, MealPlanSummary } from '@potluck/api';
import { addDays, daysOf, isPastDay, isWithin, MEAL_SLOTS } from '@potluck/api/domain';
import { table, type Column } from './text-layout';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The member's plans: id (what the other plans commands take), name, dates, active, meals cooked of planned. */
export function renderPlanTable(plans: readonly MealPlanSummary[], width = 80): string {
  const columns: Column[] = [
    { header: 'ID', align: 'right' },
    { header: 'NAME', shrink: true, minWidth: 16 },
    { header: 'DATES' },
    { header: 'ACTIVE' },
    { header: 'COOKED', align: 'right' },
  ];
  const rows = plans.map((plan) => [
    String(plan.id),
    plan.name.replace(/\s+/g, ' ').trim(),
    `${plan.start_date} – ${plan.end_date}`,
    plan.is_active ? 'yes' : 'no',
    `${plan.completed_meals}/${plan.total_meals}`,
  ]);
  return table(columns, rows, width).join('\n');
}

/** A meal as a cell reads it: its recipe's title or its custom name, "✓ " in front once cooked. */
export function mealText(meal: Pick<Meal, 'recipe_name' | 'custom_meal_name' | 'is_completed'>): string {
  const name = (meal.recipe_name ?? meal.custom_meal_name ?? '').replace(/\s+/g, ' ').trim() || '(unnamed)';
  return meal.is_completed ? `✓ ${name}` : name;
}

/** The days of the Sunday-first week starting `sunday` that the plan covers (none when they do not meet). */
export const weekDaysInPlan = (plan: Pick<MealPlan, 'start_date' | 'end_date'>, sunday: string): string[] =>
  daysOf(sunday, addDays(sunday, 6)).filter((day) => isWithin(day, plan.start_date, plan.end_date));

/**
 * One Sunday-first week of a plan: a row a day (only days inside the plan), a column a slot (snack only when the
 * plan includes snacks), several meals of a slot joined by "; ". Days before `today` are marked Past, as on the
 * web, where they are read-only.
 */
export function renderWeek(plan: MealPlan, sunday: string, today: string, width = 80): string {
  const slots = MEAL_SLOTS.filter((slot) => slot !== 'snack' || plan.include_snacks);
  const columns: Column[] = [
    { header: 'DAY' },
    ...slots.map((slot) => ({ header: slot.toUpperCase(), shrink: slot === 'dinner', minWidth: 12 })),
  ];
  const rows = weekDaysInPlan(plan, sunday).map((day) => {
    const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    const mark = isPastDay(day, today) ? ' Past' : day === today ? ' Today' : '';
    const cells = slots.map((slot) =>
      plan.meals
        .filter((meal) => meal.meal_date === day && meal.meal_type === slot)
        .map(mealText)
        .join('; '),
    );
    return [`${weekday} ${day}${mark}`, ...cells.map((cell) => cell || '–')];
  });
  return table(columns, rows, width).join('\n');
}
