import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the actions (see open-context.ts).

interface AddOptions {
  custom?: string;
}

interface ShoppingOptions {
  from?: string;
  to?: string;
  name?: string;
  merge: boolean;
}

/** `potluck plans add|shopping`: putting meals on a plan and shopping for it (reading plans is plans.ts). */
export function register(plans: Command, io: Io): void {
  plans
    .command('add')
    .description('put a recipe (or, with --custom, a meal by name) in a slot of a day; past days are refused')
    .argument('<id>', 'meal plan id')
    .argument('<date>', 'the day, YYYY-MM-DD (inside the plan, today or later)')
    .argument('<slot>', 'breakfast, lunch, dinner or snack')
    .argument('[recipe]', 'recipe id or slug (from `potluck recipes list`)')
    .option('--custom <name>', 'a meal without a recipe, e.g. --custom "Leftovers"')
    .action(
      async (
        ref: string,
        dateText: string,
        slotText: string,
        recipeRef: string | undefined,
        options: AddOptions,
        command: Command,
      ) => {
        const ctx = await openContext(io, command);
        const { parsePlanId, parseDay, parseSlot, parseMealChoice, localTimeZone } = await import('../plans-options');
        const id = parsePlanId(ref);
        const meal_date = parseDay(dateText, 'The date');
        const meal_type = parseSlot(slotText);
        const choice = parseMealChoice(recipeRef, options.custom);
        const client = await ctx.sessionClient();
        let recipe_id: number | null = null;
        if ('recipe' in choice) {
          const { parseRecipeRef } = await import('../recipe-options');
          const { fetchRecipe } = await import('../recipe-fetch');
          recipe_id = (await fetchRecipe(ctx, client, parseRecipeRef(choice.recipe))).id;
        }
        const { callOnPlan } = await import('../plans-fetch');
        // The server decides "today" for the past-day rule in the member's zone, so it is always sent.
        const { items } = await callOnPlan(ctx, id, () =>
          client.mealPlans.addMeals({
            params: { id },
            query: { tz: localTimeZone() },
            body: {
              meals: [{ meal_date, meal_type, recipe_id, custom_meal_name: 'custom' in choice ? choice.custom : null }],
            },
          }),
        );
        const meal = items[0]!;
        const { mealText } = await import('../render/meal-plan');
        ctx.print(meal, `Added "${mealText(meal)}" to ${meal_type} on ${meal_date} (meal ${meal.id}).`);
      },
    );

  plans
    .command('shopping')
    .description("make a shopping list of a plan's recipes (every day, or --from/--to); prints the new list id")
    .argument('<id>', 'meal plan id')
    .option('--from <date>', 'first day to shop for, YYYY-MM-DD (default: the plan start)')
    .option('--to <date>', 'last day to shop for, YYYY-MM-DD (default: the plan end)')
    .option('--name <name>', 'name of the list (default: "Shopping for" the plan)')
    .option('--no-merge', 'keep every ingredient of every meal on its own row')
    .action(async (ref: string, options: ShoppingOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { parsePlanId, parseDay, parseDayRange } = await import('../plans-options');
      const id = parsePlanId(ref);
      // Checked before any request, so a typo is a usage error even when the plan is not found.
      if (options.from !== undefined) parseDay(options.from, '--from');
      if (options.to !== undefined) parseDay(options.to, '--to');
      const { UsageError } = await import('../errors');
      if (options.name !== undefined && !options.name.trim()) throw new UsageError('--name cannot be empty.');
      const client = await ctx.sessionClient();
      const { fetchPlan } = await import('../plans-fetch');
      const plan = await fetchPlan(ctx, client, id);
      const date_range = parseDayRange(options.from, options.to, plan);
      const list = await ctx.call(
        () =>
          client.shopping.fromMealPlan({
            body: {
              meal_plan_id: id,
              name: options.name ?? `Shopping for ${plan.name}`,
              merge_similar_items: options.merge,
              date_range,
            },
          }),
        { authenticated: true },
      );
      // The id alone on stdout, so `potluck plans shopping 3 | xargs potluck shopping export` works.
      ctx.print(list, String(list.id));
      const days = date_range ? `${date_range.start_date} to ${date_range.end_date}` : 'every day';
      ctx.note(
        `Made "${list.name}" with ${list.total_items} ${list.total_items === 1 ? 'item' : 'items'} for ${days} ` +
          `of "${plan.name}". See it with \`potluck shopping show ${list.id}\`.`,
      );
    });
}
