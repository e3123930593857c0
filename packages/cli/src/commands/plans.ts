import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the actions (see open-context.ts).

/** `potluck plans list|show`: reading your meal plans (changing them is plans-changes.ts). */
export function register(plans: Command, io: Io): void {
  plans
    .command('list')
    .description('list your active meal plans (--all: every plan, active ones first)')
    .option('--all', 'also the plans not marked active')
    .action(async (options: { all?: boolean }, command: Command) => {
      const ctx = await openContext(io, command);
      const client = await ctx.sessionClient();
      const query = { active_only: options.all !== true, limit: 100, offset: 0 };
      const page = await ctx.call(() => client.mealPlans.list({ query }), { authenticated: true });
      // Active first; the server's order (newest start first) stays within each group (sort is stable).
      const items = [...page.items].sort((a, b) => Number(b.is_active) - Number(a.is_active));
      const result = { ...page, items };
      if (ctx.json) return ctx.print(result, '');
      if (items.length === 0) {
        return ctx.print(
          result,
          options.all ? 'You have no meal plans yet.' : 'You have no active meal plans (see every plan with --all).',
        );
      }
      const { renderPlanTable } = await import('../render/meal-plan');
      ctx.print(result, renderPlanTable(items, io.columns ?? Number.POSITIVE_INFINITY));
      if (page.total > items.length) ctx.note(`Showing ${items.length} of ${page.total} plans.`);
    });

  plans
    .command('show')
    .description('show one week (Sunday first) of a plan: days by breakfast, lunch, dinner (and snack)')
    .argument('<id>', 'meal plan id (from `potluck plans list`)')
    .option('--week <date>', 'any day of the week to show, YYYY-MM-DD (default: this week, else the first)')
    .action(async (ref: string, options: { week?: string }, command: Command) => {
      const ctx = await openContext(io, command);
      const { parsePlanId, parseWeek, localTimeZone } = await import('../plans-options');
      const id = parsePlanId(ref);
      const asked = options.week === undefined ? undefined : parseWeek(options.week);
      const { fetchPlan } = await import('../plans-fetch');
      const plan = await fetchPlan(ctx, await ctx.sessionClient(), id);
      const { todayIn, weekStart, isWithin } = await import('@potluck/api/domain');
      const today = todayIn(localTimeZone());
      const sunday = asked ?? weekStart(isWithin(today, plan.start_date, plan.end_date) ? today : plan.start_date);
      const { renderWeek, weekDaysInPlan } = await import('../render/meal-plan');
      const days = weekDaysInPlan(plan, sunday);
      if (days.length === 0) {
        const { UserError } = await import('../errors');
        throw new UserError(
          `"${plan.name}" runs ${plan.start_date} to ${plan.end_date}; the week of ${sunday} is outside it.`,
        );
      }
      const meals = plan.meals.filter((meal) => days.includes(meal.meal_date));
      if (ctx.json) return ctx.print({ ...plan, week_start: sunday, meals }, '');
      const header = `${plan.name} · ${plan.start_date} – ${plan.end_date} · week of ${sunday}`;
      ctx.print(plan, `${header}\n\n${renderWeek(plan, sunday, today, io.columns ?? Number.POSITIVE_INFINITY)}`);
    });
}
