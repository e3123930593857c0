import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Recipe, RecipeInput, ShoppingItem, ShoppingList } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { liveCli } from './live-cli';
import { HOTCAKES } from './live-recipes';

// A shopping trip: the built `potluck` against the real server, from recipes to an exported checklist.
const cli = liveCli();
const { potluck, login } = cli;

const createRecipe = (input: RecipeInput): Promise<Recipe> => cli.api(true).recipes.create({ body: input });

/** A second recipe that shares the flour with the hotcakes, so merging has something to do. */
const SCONES = {
  ...HOTCAKES,
  title: 'Cheddar Scones',
  servings: 8,
  ingredients: [
    { ingredient_name: 'all-purpose flour', amount: 2, unit: 'cups' },
    { ingredient_name: 'cheddar cheese', amount: 100, unit: 'g' },
  ],
} satisfies RecipeInput;

const parse = <T>(stdout: string) => JSON.parse(stdout) as T;

describe('potluck shopping against a live server', { timeout: 60_000 }, () => {
  it('makes a list from recipes, shows it, adds and ticks items and exports it as md, csv and json', async () => {
    expect((await login()).code).toBe(0);
    const hotcakes = await createRecipe(HOTCAKES);
    const scones = await createRecipe(SCONES);

    const made = await potluck(
      'shopping',
      'from-recipes',
      String(hotcakes.id),
      scones.slug,
      '--servings',
      `${hotcakes.id}=8`,
      '--name',
      'Brunch',
    );
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^\d+\n$/);
    expect(made.stderr).toMatch(
      /^Made "Brunch" with \d+ items from "Cardamom Buttermilk Hotcakes", "Cheddar Scones"\./,
    );
    const id = made.stdout.trim();

    const list = parse<ShoppingList>((await potluck('shopping', 'show', id, '--json')).stdout);
    expect(list).toMatchObject({ id: Number(id), name: 'Brunch', completed_items: 0 });
    // Merged: 1.5 cups × 2 (8 of 4 servings) + 2 cups of the scones is one row of flour.
    const flour = list.items.filter((item) => item.name.toLowerCase().includes('flour'));
    expect(flour).toHaveLength(1);
    expect(flour[0]).toMatchObject({ amount: 5, is_completed: false });

    const added = await potluck('shopping', 'add', id, '2 cups milk', '--json');
    expect(added.code).toBe(0);
    const milk = parse<ShoppingItem>(added.stdout);
    expect(milk).toMatchObject({ name: 'milk', amount: 2, unit: 'cup', shopping_list_id: Number(id) });
    expect(milk.category).not.toBe('');

    expect(await potluck('shopping', 'tick', id, 'Milk')).toEqual({
      code: 0,
      stdout: `Ticked 2 cup milk (item ${milk.id}).\n`,
      stderr: '',
    });
    expect((await potluck('shopping', 'tick', id, String(flour[0]!.id))).code).toBe(0);
    expect((await potluck('shopping', 'tick', id, String(flour[0]!.id), '--undo')).stdout).toMatch(/^Unticked /);

    const shown = await potluck('shopping', 'show', id);
    expect(shown.code).toBe(0);
    expect(shown.stdout.split('\n')[0]).toBe('Brunch');
    expect(shown.stdout).toContain(`\n${milk.category} (`);
    expect(shown.stdout).toContain(`  [x] ${milk.id}  2 cup milk\n`);
    expect(shown.stdout).toMatch(new RegExp(`\\[ \\] +${flour[0]!.id}  5 cups? all-purpose flour`));

    const mdFile = join(cli.configDir, 'brunch.md');
    const exportedMd = await potluck('shopping', 'export', id, '--out', mdFile);
    expect(exportedMd).toEqual({
      code: 0,
      stdout: `Exported "Brunch" as a Markdown checklist to ${mdFile}.\n`,
      stderr: '',
    });
    const md = await readFile(mdFile, 'utf8');
    expect(md.startsWith('# Brunch\n\n## ')).toBe(true);
    expect(md).toMatch(
      new RegExp(`\\n## ${milk.category.replace(/[&]/g, '\\$&')}\\n\\n(- \\[[ x]\\] .*\\n)*- \\[x\\] 2 cup milk\\n`),
    );
    expect(md).toMatch(/\n- \[ \] 5 cups? all-purpose flour\n/);

    const csvFile = join(cli.configDir, 'brunch.csv');
    expect((await potluck('shopping', 'export', id, '--format', 'csv', '--out', csvFile)).code).toBe(0);
    const rows = (await readFile(csvFile, 'utf8')).split('\r\n');
    expect(rows[0]).toBe('category,item,amount,unit,notes,ticked,price,id');
    expect(rows).toContain(`${milk.category},milk,2,cup,,true,,${milk.id}`);
    expect(rows).toHaveLength(list.items.length + 3); // header, one more item (milk), trailing line end

    const jsonFile = join(cli.configDir, 'brunch.json');
    const exportedJson = await potluck('shopping', 'export', id, '--out', jsonFile, '--json');
    expect(parse(exportedJson.stdout)).toEqual({ id: Number(id), format: 'json', file: jsonFile });
    const saved = parse<ShoppingList>(await readFile(jsonFile, 'utf8'));
    expect(saved).toMatchObject({ id: Number(id), total_items: list.items.length + 1, completed_items: 1 });
    expect(saved.items.find((item) => item.id === milk.id)).toMatchObject({ is_completed: true });

    const lists = await potluck('shopping', 'lists');
    expect(lists.stdout).toMatch(new RegExp(`^\\s*${id}  Brunch  In Progress\\s+1/${list.items.length + 1}$`, 'm'));
  });

  it('says not found for a missing list and asks for a recipe when none is given', async () => {
    expect((await login()).code).toBe(0);
    expect(await potluck('shopping', 'show', '999999')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Shopping list not found: 999999. See your lists with `potluck shopping lists`.\n',
    });
    expect((await potluck('shopping', 'tick', '999999', 'milk')).code).toBe(1);
    expect(await potluck('shopping', 'from-recipes')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Please select at least one recipe, e.g. `potluck shopping from-recipes 12 apple-pie`.\n',
    });
    expect((await potluck('shopping', 'from-recipes', 'no-such-recipe')).stderr).toBe(
      'Recipe Not Found: "no-such-recipe".\n',
    );
  });
});
