import { describe, expect, it } from 'vitest';
import { fromMealPlanInputSchema } from './meal-plan-extras.schemas';
import {
  MEAL_PLAN_MESSAGES as M,
  mealInputSchema,
  mealPlanInputSchema,
  timeZoneQuerySchema,
} from './meal-plans.schemas';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('meal plan schemas', () => {
  it('a plan: name trimmed, defaults 4 servings, snacks, active', () => {
    const plan = mealPlanInputSchema.parse({ name: '  Week  ', start_date: '2026-01-01', end_date: '2026-01-07' });
    expect(plan).toMatchObject({ name: 'Week', default_servings: 4, include_snacks: true, is_active: true });
  });

  it('refuses a blank name, missing dates, an end before the start and servings outside 1-20', () => {
    expect(
      messages(mealPlanInputSchema.safeParse({ name: ' ', start_date: '2026-01-01', end_date: '2026-01-01' })),
    ).toEqual([M.nameRequired]);
    expect(messages(mealPlanInputSchema.safeParse({ name: 'x' }))).toEqual([M.startRequired, M.endRequired]);
    expect(
      messages(mealPlanInputSchema.safeParse({ name: 'x', start_date: '2026-01-02', end_date: '2026-01-01' })),
    ).toEqual([M.endBeforeStart]);
    for (const servings of [0, 21, 2.5])
      expect(
        messages(
          mealPlanInputSchema.safeParse({
            name: 'x',
            start_date: '2026-01-01',
            end_date: '2026-01-01',
            default_servings: servings,
          }),
        ),
      ).toEqual([M.servingsRange]);
    expect(
      messages(mealPlanInputSchema.safeParse({ name: 'x', start_date: '2026-01-01', end_date: '2027-01-02' })),
    ).toEqual([M.planTooLong]);
  });

  it('a meal needs a recipe or a custom name and a known meal type', () => {
    expect(messages(mealInputSchema.safeParse({ meal_date: '2026-01-01', meal_type: 'dinner' }))).toEqual([
      M.mealNeedsRecipeOrName,
    ]);
    expect(messages(mealInputSchema.safeParse({ meal_date: '2026-01-01', meal_type: 'brunch', recipe_id: 1 }))).toEqual(
      [M.mealTypeInvalid],
    );
    expect(
      mealInputSchema.parse({ meal_date: '2026-01-01', meal_type: 'snack', custom_meal_name: 'Fruit' }),
    ).toMatchObject({
      custom_meal_name: 'Fruit',
    });
  });

  it('the time zone defaults to UTC and must be an IANA name', () => {
    expect(timeZoneQuerySchema.parse({})).toEqual({ tz: 'UTC' });
    expect(messages(timeZoneQuerySchema.safeParse({ tz: 'Nowhere/Land' }))).toEqual([M.timeZoneInvalid]);
  });

  it('a shopping list from a plan: no selected day is refused with the spec message; the name stays as typed', () => {
    const base = { meal_plan_id: 1, name: ' My list ' };
    expect(messages(fromMealPlanInputSchema.safeParse({ ...base, dates: [] }))).toEqual([M.daysRequired]);
    expect(fromMealPlanInputSchema.parse(base).name).toBe(' My list ');
  });
});
