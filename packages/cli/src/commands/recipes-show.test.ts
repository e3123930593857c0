import { afterEach, describe, expect, it } from 'vitest';
import { renderRecipeText } from '../render/recipe-terminal';
import { fakeApi } from '../testing/fake-api';
import { fakeCli, type FakeIoOptions } from '../testing/fake-io';
import { Cleanups, loggedInCli } from '../testing/logged-in';
import { PANCAKES } from '../testing/fake-recipes';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());
const loggedIn = (options: FakeIoOptions = {}) => loggedInCli(cleanups, options);

const lines = (text: string) => text.split('\n');

describe('potluck recipes show', () => {
  it('shows a recipe by id, laid out for reading', async () => {
    const { potluck, api } = await loggedIn();
    const result = await potluck('recipes', 'show', '1');
    expect(result).toEqual({ code: 0, stdout: `${renderRecipeText(PANCAKES)}\n`, stderr: '' });
    expect(lines(result.stdout)).toContain('  1/2 cup   buttermilk');
    expect(result.stdout).toContain('Serves 4 · Easy · American · Breakfast\n');
    expect(result.stdout).toContain('\n  3. Cook ladlefuls on a buttered griddle');
    expect(result.stdout).toContain('  Calories       250 kcal\n');
    expect(api.state.urls).toEqual(['/recipes/1']);
  });

  it('doubles the amounts with --scale 2: 1/2 cup becomes 1 cup', async () => {
    const { potluck } = await loggedIn();
    const result = await potluck('recipes', 'show', '1', '--scale', '2');
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual(
      expect.arrayContaining([
        '  1 cup    buttermilk',
        '  3 cups   all-purpose flour',
        '  1/2 cup  blueberries (optional)',
      ]),
    );
    expect(result.stdout).toContain('Serves 8 (×2 from 4)');
  });

  it('scales to a number of people with --servings', async () => {
    const { potluck } = await loggedIn();
    const six = await potluck('recipes', 'show', '1', '--servings', '6');
    expect(six.stdout).toContain('Serves 6 (×1.5 from 4)');
    expect(lines(six.stdout)).toEqual(
      expect.arrayContaining(['  2.3 cups  all-purpose flour', '  3/4 cup   buttermilk']),
    );
    const eight = await potluck('recipes', 'show', '1', '--servings', '8');
    expect(eight.stdout).toBe((await potluck('recipes', 'show', '1', '--scale', '2')).stdout);
  });

  it('finds a recipe by slug, and a number that is a slug', async () => {
    const { potluck, api } = await loggedIn();
    expect((await potluck('recipes', 'show', 'Fluffy-Buttermilk-Pancakes')).stdout).toBe(
      `${renderRecipeText(PANCAKES)}\n`,
    );
    expect(api.state.urls).toEqual(['/recipes/slug/fluffy-buttermilk-pancakes']);
    api.state.urls.length = 0;
    const cake = await potluck('recipes', 'show', '1984');
    expect(cake.stdout.startsWith('1984\nby bob (@bob) · #4 1984\n')).toBe(true);
    expect(api.state.urls).toEqual(['/recipes/1984', '/recipes/slug/1984']);
  });

  it('says "Recipe Not Found" (exit 1) for a recipe that does not exist or is not yours to see', async () => {
    const { potluck } = await loggedIn();
    expect(await potluck('recipes', 'show', '999')).toEqual({ code: 1, stdout: '', stderr: 'Recipe Not Found\n' });
    expect(await potluck('recipes', 'show', 'no-such-dish')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Recipe Not Found\n',
    });
    const json = await potluck('recipes', 'show', '999', '--json');
    expect(JSON.parse(json.stderr)).toEqual({ error: { message: 'Recipe Not Found', status: 404 } });
  });

  it('prints the API object with --json, unscaled', async () => {
    const { potluck } = await loggedIn();
    const result = await potluck('recipes', 'show', '1', '--json', '--scale', '2');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(PANCAKES);
  });

  it('is a usage error (exit 2) for bad or clashing scale options, before any request', async () => {
    const { potluck, api } = await loggedIn();
    const four = await potluck('recipes', 'show', '1', '--scale', '4');
    expect(four).toEqual({
      code: 2,
      stdout: '',
      stderr: '--scale must be one of 0.5, 1, 2, 3 (got "4"). For other amounts use --servings.\n',
    });
    const both = await potluck('recipes', 'show', '1', '--scale', '2', '--servings', '6');
    expect(both).toEqual({ code: 2, stdout: '', stderr: 'Use either --scale or --servings, not both.\n' });
    expect((await potluck('recipes', 'show', '1', '--servings', '0')).code).toBe(2);
    expect((await potluck('recipes', 'show', '1', '--servings', '2.5')).code).toBe(2);
    const missing = await potluck('recipes', 'show');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'id|slug'");
    expect(api.state.urls).toEqual([]);
  });

  it('needs a login', async () => {
    const api = fakeApi();
    const { potluck, cleanup } = await fakeCli({ fetch: api.fetch, env: { POTLUCK_SERVER: api.origin } });
    cleanups.add(cleanup);
    expect(await potluck('recipes', 'show', '1')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'You are not logged in. Run `potluck login`.\n',
    });
    expect(api.state.calls).toEqual([]);
  });

  it('wraps to the terminal and uses bold and dim where the terminal shows them', async () => {
    const narrow = await loggedIn({ columns: 50 });
    const text = (await narrow.potluck('recipes', 'show', '1')).stdout;
    expect(Math.max(...lines(text).map((line) => line.length))).toBeLessThanOrEqual(50);

    const styled = await loggedIn({ color: true });
    expect((await styled.potluck('recipes', 'show', '1')).stdout).toContain('\x1b[1mIngredients\x1b[22m');
  });
});
