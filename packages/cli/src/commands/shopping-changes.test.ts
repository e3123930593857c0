import { afterEach, describe, expect, it } from 'vitest';
import { Cleanups, loggedInCli } from '../testing/logged-in';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

const lastRequest = (api: Awaited<ReturnType<typeof loggedInCli>>['api']) => api.state.shoppingRequests.at(-1);

describe('potluck shopping add', () => {
  it('reads the line as amount, unit and name and leaves the category to the server’s suggestion', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    const result = await potluck('shopping', 'add', '7', '2 cups whole milk');
    // The reader gives the unit's id ("cups" → "cup"): the one the merge rules and the web's list use.
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Added 2 cup whole milk to Dairy & Eggs \(item \d+\)\.\n$/);
    expect(lastRequest(api)).toEqual({
      path: '/shopping/lists/7/items',
      body: { name: 'whole milk', amount: 2, unit: 'cup' },
    });
    expect((await potluck('shopping', 'show', '7')).stdout).toMatch(
      /Dairy & Eggs \(0\/3\)\n(.*\n){2}.*2 cup whole milk/,
    );
  });

  it('takes --category and --notes, reads glued metric amounts, and prints the item with --json', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    const result = await potluck(
      'shopping',
      'add',
      '7',
      '200g dark chocolate',
      '--category',
      'Baking',
      '--notes',
      '70%',
      '--json',
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      shopping_list_id: 7,
      name: 'dark chocolate',
      amount: 200,
      unit: 'g',
      category: 'Baking',
      notes: '70%',
      is_completed: false,
    });
    expect(lastRequest(api)?.body).toEqual({
      name: 'dark chocolate',
      amount: 200,
      unit: 'g',
      notes: '70%',
      category: 'Baking',
    });
  });

  it('needs a name, and a list of yours', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    expect(await potluck('shopping', 'add', '7', '  2 ')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Item name is required (got "  2 ").\n',
    });
    expect(api.state.shoppingRequests).toEqual([]);
    expect(await potluck('shopping', 'add', '8', 'eggs')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Shopping list not found: 8. See your lists with `potluck shopping lists`.\n',
    });
  });
});

describe('potluck shopping tick', () => {
  it('ticks an item by id or by name, sending the state wanted', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    expect(await potluck('shopping', 'tick', '7', '71')).toEqual({
      code: 0,
      stdout: 'Ticked 2 cups milk (item 71).\n',
      stderr: '',
    });
    expect(lastRequest(api)).toEqual({ path: '/shopping/items/71/toggle', body: { is_completed: true } });
    // Twice is still ticked: the state is sent, not a flip.
    expect((await potluck('shopping', 'tick', '7', 'Egg')).stdout).toBe('Ticked 12 eggs (item 74).\n');
    expect((await potluck('shopping', 'tick', '7', '12 eggs')).stdout).toBe('Ticked 12 eggs (item 74).\n');
    expect((await potluck('shopping', 'show', '7')).stdout).toContain('Dairy & Eggs (2/2)');
  });

  it('unticks with --undo and prints the item with --json', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    const result = await potluck('shopping', 'tick', '7', 'apples', '--undo', '--json');
    expect(JSON.parse(result.stdout)).toMatchObject({ id: 72, is_completed: false });
    expect(lastRequest(api)?.body).toEqual({ is_completed: false });
    expect((await potluck('shopping', 'tick', '7', '72', '--undo')).stdout).toBe('Unticked 3 apples (item 72).\n');
  });

  it('says which items a name matches when it is several, and when it is none', async () => {
    const { potluck } = await loggedInCli(cleanups);
    await potluck('shopping', 'add', '7', '1 l milk');
    const several = await potluck('shopping', 'tick', '7', 'milk');
    expect(several.code).toBe(1);
    expect(several.stderr).toMatch(
      /^"milk" matches 2 items on "Weekly shop"; give the id of the one you mean:\n {2}71 {2}milk\n {2}\d+ {2}milk\n$/,
    );
    expect(await potluck('shopping', 'tick', '7', 'caviar')).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Shopping item not found: "caviar" is not on "Weekly shop". See its items and their ids with `potluck shopping show 7`.\n',
    });
    expect((await potluck('shopping', 'tick', '8', 'eggs')).stderr).toMatch(/^Shopping list not found: 8\./);
  });
});

describe('potluck shopping from-recipes', () => {
  it('makes a list from recipes by id or slug, prints its id, and the list with --json', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    const result = await potluck('shopping', 'from-recipes', '1', 'secret-chili', '--name', 'Weekend');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\d+\n$/);
    expect(result.stderr).toMatch(/^Made "Weekend" with \d+ items from "Fluffy Buttermilk Pancakes", "Secret Chili"\./);
    expect(lastRequest(api)).toEqual({
      path: '/shopping/lists/from-recipes',
      body: { name: 'Weekend', recipe_ids: [1, 3], merge_similar_items: true, servings_override: {} },
    });
    const shown = await potluck('shopping', 'show', result.stdout.trim());
    expect(shown.stdout).toMatch(/\[ \] \d+ {2}1\.5 cups all-purpose flour\n/);

    const json = await potluck('shopping', 'from-recipes', '1', '--json');
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toMatchObject({ name: 'Shopping for Fluffy Buttermilk Pancakes', total_items: 6 });
  });

  it('passes --servings per recipe (by the id or slug given) and --no-merge', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    const result = await potluck(
      'shopping',
      'from-recipes',
      'fluffy-buttermilk-pancakes',
      '3',
      '--servings',
      'fluffy-buttermilk-pancakes=8',
      '--servings',
      '3=2',
      '--no-merge',
    );
    expect(result.code).toBe(0);
    expect(lastRequest(api)?.body).toEqual({
      name: null,
      recipe_ids: [1, 3],
      merge_similar_items: false,
      servings_override: { '1': 8, '3': 2 },
    });
  });

  it('asks for at least one recipe, names a recipe that is missing, and checks --servings', async () => {
    const { potluck, api } = await loggedInCli(cleanups);
    expect(await potluck('shopping', 'from-recipes')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Please select at least one recipe, e.g. `potluck shopping from-recipes 12 apple-pie`.\n',
    });
    expect(await potluck('shopping', 'from-recipes', '1', 'no-such-pie')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Recipe Not Found: "no-such-pie".\n',
    });
    expect((await potluck('shopping', 'from-recipes', '1', '--servings', '2=4')).stderr).toBe(
      '--servings 2=4: "2" is not one of the recipes given (1).\n',
    );
    expect((await potluck('shopping', 'from-recipes', '1', '--servings', '1=0')).stderr).toBe(
      '--servings 1=0: Servings must be at least 1 (a whole number up to 1000).\n',
    );
    expect(api.state.shoppingRequests).toEqual([]);
  });
});
