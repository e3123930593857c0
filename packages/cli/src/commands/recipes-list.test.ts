import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { fakeCli, type FakeIoOptions } from '../testing/fake-io';
import { Cleanups, loggedInCli } from '../testing/logged-in';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());
const loggedIn = (options: FakeIoOptions = {}) => loggedInCli(cleanups, options);

describe('potluck recipes list', () => {
  it('shows the recipes you can see as a table, with the count on stderr', async () => {
    const { potluck, api } = await loggedIn();
    const result = await potluck('recipes', 'list');
    expect(result).toEqual({
      code: 0,
      stdout: [
        'ID  TITLE                       BY             TIME  SERVES  DIFFICULTY  STATUS',
        ' 1  Fluffy Buttermilk Pancakes  Alice Baker     30m       4  easy',
        ' 2  Sunday Ragù                 bob          3h 15m       8  medium',
        ' 3  Secret Chili                Alice                     4  medium      draft, private',
        ' 4  1984                        bob                       4  medium',
        '',
      ].join('\n'),
      stderr: '4 recipes.\n',
    });
    expect(api.state.urls).toEqual(['/recipes']);
  });

  it('searches with --search', async () => {
    const { potluck, api } = await loggedIn();
    const result = await potluck('recipes', 'list', '--search', ' sunday ');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Sunday Ragù');
    expect(result.stdout).not.toContain('Pancakes');
    expect(result.stderr).toBe('1 recipe.\n');
    expect(api.state.urls).toEqual(['/recipes?search=sunday']);
  });

  it('lists only your own recipes with --mine, drafts included', async () => {
    const { potluck, api } = await loggedIn();
    const result = await potluck('recipes', 'list', '--mine');
    expect(result.stdout.split('\n').slice(1, 3)).toEqual([
      ' 1  Fluffy Buttermilk Pancakes  Alice Baker   30m       4  easy',
      ' 3  Secret Chili                Alice                   4  medium      draft, private',
    ]);
    expect(api.state.calls.at(-1)).toBe(`GET ${api.origin}/recipes/my/recipes`);
  });

  it('pages with --limit and --offset and says there is more', async () => {
    const { potluck, api } = await loggedIn();
    const first = await potluck('recipes', 'list', '--limit', '2');
    expect(first.stdout.trimEnd().split('\n')).toHaveLength(3);
    expect(first.stderr).toBe(
      'Showing 1–2 of 4 recipes. Narrow it with --search, or see more with --limit and --offset.\n',
    );
    const next = await potluck('recipes', 'list', '-n', '2', '--offset', '2');
    expect(next.stdout).toContain('Secret Chili');
    expect(next.stderr).toBe('Showing 3–4 of 4 recipes.\n');
    expect(api.state.urls).toEqual(['/recipes?limit=2', '/recipes?limit=2&offset=2']);
  });

  it('prints the API page with --json', async () => {
    const { potluck } = await loggedIn();
    const result = await potluck('recipes', 'list', '--json', '--search', 'sunday');
    expect(result.stderr).toBe('');
    const page = JSON.parse(result.stdout) as {
      items: Array<{ id: number; slug: string; ingredients?: unknown }>;
      total: number;
    };
    expect(page).toMatchObject({ total: 1, limit: 20, offset: 0, total_capped: false });
    expect(page.items.map((r) => r.slug)).toEqual(['sunday-ragu']);
    expect(page.items[0]).not.toHaveProperty('ingredients');
  });

  it('says when nothing matches', async () => {
    const { potluck, api } = await loggedIn();
    expect(await potluck('recipes', 'list', '--search', 'durian')).toEqual({
      code: 0,
      stdout: 'No recipes match "durian".\n',
      stderr: '',
    });
    api.state.recipes = [];
    expect((await potluck('recipes', 'list', '--mine')).stdout).toBe('You have no recipes yet.\n');
    expect((await potluck('recipes', 'list')).stdout).toBe('No recipes yet.\n');
  });

  it('fits the table to the terminal width', async () => {
    const { potluck } = await loggedIn({ columns: 70 });
    const lines = (await potluck('recipes', 'list')).stdout.trimEnd().split('\n');
    expect(lines[1]).toBe(' 1  Fluffy Buttermi…  Alice Baker     30m       4  easy');
  });

  it('is a usage error (exit 2) for a bad --limit or --offset, before any request', async () => {
    const { potluck, api } = await loggedIn();
    const limit = await potluck('recipes', 'list', '--limit', '500');
    expect(limit).toEqual({
      code: 2,
      stdout: '',
      stderr: '--limit must be a whole number from 1 to 100 (got "500").\n',
    });
    const json = await potluck('recipes', 'list', '--json', '--offset', 'x');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({
      error: { message: '--offset must be a whole number of 0 or more (got "x").', status: null },
    });
    expect((await potluck('recipes', 'list', '--limit')).code).toBe(2);
    expect(api.state.urls).toEqual([]);
  });

  it('needs a login', async () => {
    const api = fakeApi();
    const { potluck, cleanup } = await fakeCli({ fetch: api.fetch, env: { POTLUCK_SERVER: api.origin } });
    cleanups.add(cleanup);
    expect(await potluck('recipes', 'list')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'You are not logged in. Run `potluck login`.\n',
    });
    expect(api.state.calls).toEqual([]);
  });

  it('says the server is down in the words of the spec', async () => {
    const { potluck, api } = await loggedIn();
    api.state.down = true;
    expect(await potluck('recipes', 'list')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Network error. Please check if the backend server is running.\n',
    });
  });
});
