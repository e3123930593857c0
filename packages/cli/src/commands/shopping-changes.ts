import type { Command } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the actions (see open-context.ts).

interface AddOptions {
  category?: string;
  notes?: string;
}

interface FromRecipesOptions {
  name?: string;
  servings: string[];
  merge: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** `potluck shopping add|tick|from-recipes`: changing your lists (reading them is shopping.ts). */
export function register(shopping: Command, io: Io): void {
  shopping
    .command('add')
    .description('add an item, written as on a recipe ("2 cups milk"); its category is the suggested one')
    .argument('<id>', 'shopping list id')
    .argument('<item>', 'amount, unit and name, e.g. "2 cups milk", "500g flour" or "eggs"')
    .option('--category <name>', 'put it in this category instead of the suggested one')
    .option('--notes <text>', 'a note shown beside the item')
    .action(async (ref: string, line: string, options: AddOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { parseListId } = await import('../shopping-options');
      const id = parseListId(ref);
      const { readIngredientLine } = await import('@potluck/api/domain');
      const { SHOPPING_MESSAGES } = await import('@potluck/api');
      const read = readIngredientLine(line);
      if (read.ingredient_name === '') throw new UsageError(`${SHOPPING_MESSAGES.itemNameRequired} (got "${line}").`);
      const category = options.category?.trim();
      if (options.category !== undefined && !category) throw new UsageError('--category cannot be empty.');

      const client = await ctx.sessionClient();
      const { callOnList } = await import('../shopping-fetch');
      // Without a category the server files the item where its suggestion says (as the web's form does).
      const item = await callOnList(ctx, id, () =>
        client.shopping.addItem({
          params: { id },
          body: { name: read.ingredient_name, amount: read.amount, unit: read.unit, notes: options.notes, category },
        }),
      );
      const { itemText } = await import('../render/shopping-list');
      ctx.print(item, `Added ${itemText(item)} to ${item.category} (item ${item.id}).`);
    });

  shopping
    .command('tick')
    .description('tick an item off a list (or untick it with --undo)')
    .argument('<id>', 'shopping list id')
    .argument('<item>', 'the item: its id (from `potluck shopping show`) or its name')
    .option('--undo', 'untick the item instead')
    .action(async (ref: string, itemRef: string, options: { undo?: boolean }, command: Command) => {
      const ctx = await openContext(io, command);
      const { parseListId } = await import('../shopping-options');
      const id = parseListId(ref);
      const { fetchList, findItem } = await import('../shopping-fetch');
      const client = await ctx.sessionClient();
      const target = findItem(await fetchList(ctx, client, id), itemRef);
      // The state wanted, not a flip: running the command twice (or a retry) never unticks what was ticked.
      const is_completed = options.undo !== true;
      const item = await ctx.call(
        () => client.shopping.toggleItem({ params: { id: target.id }, body: { is_completed } }),
        { authenticated: true },
      );
      const { itemText } = await import('../render/shopping-list');
      ctx.print(item, `${is_completed ? 'Ticked' : 'Unticked'} ${itemText(item)} (item ${item.id}).`);
    });

  shopping
    .command('from-recipes')
    .description('make a list of what some recipes need (alike ingredients merged); prints the new list id')
    .argument('[id|slug...]', 'recipe ids or slugs (from `potluck recipes list`)')
    .option('--name <name>', 'name of the list (default: "Shopping for …" the recipes)')
    .option(
      '--servings <recipe=n>',
      'buy for n servings of that recipe (repeatable), e.g. --servings 12=6',
      collect,
      [],
    )
    .option('--no-merge', 'keep every ingredient of every recipe on its own row')
    .action(async (refs: string[], options: FromRecipesOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { createFromRecipes } = await import('../shopping-from-recipes');
      await createFromRecipes(ctx, refs, options);
    });
}
