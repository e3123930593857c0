import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recipeToMarkdown, type Recipe, type RecipeInput } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { liveCli } from './live-cli';
import { HOTCAKES, redPng } from './live-recipes';

// Browsing, showing, exporting and adding photos: the built `potluck` against the real server.
const cli = liveCli();
const { potluck, login } = cli;

/** A recipe made through the API with the tokens `potluck login` stored, so the CLI reads what a member wrote. */
const createRecipe = (input: RecipeInput): Promise<Recipe> => cli.api(true).recipes.create({ body: input });

describe('potluck recipes against a live server', { timeout: 30_000 }, () => {
  it('finds a recipe a member created, shows it scaled and exports it as Markdown and JSON', async () => {
    expect((await login()).code).toBe(0);
    const recipe = await createRecipe(HOTCAKES);

    const list = await potluck('recipes', 'list', '--search', 'cardamom hotcakes');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(`^\\s*${recipe.id}  Cardamom Buttermilk Hotcakes  admin\\s+30m\\s+4  easy`, 'm'),
    );
    const json = await potluck('recipes', 'list', '--search', 'cardamom', '--json');
    expect((JSON.parse(json.stdout) as { items: Array<{ id: number }> }).items.map((r) => r.id)).toContain(recipe.id);
    const mine = await potluck('recipes', 'list', '--mine', '--json');
    expect((JSON.parse(mine.stdout) as { items: Array<{ id: number }> }).items.map((r) => r.id)).toContain(recipe.id);

    const show = await potluck('recipes', 'show', String(recipe.id), '--scale', '2');
    expect(show.code).toBe(0);
    const lines = show.stdout.split('\n');
    expect(lines[0]).toBe('Cardamom Buttermilk Hotcakes');
    expect(lines).toEqual(
      expect.arrayContaining(['  3 cups   all-purpose flour', '  1 cup    buttermilk', '  1/2 tsp  ground cardamom']),
    );
    expect(show.stdout).toContain('Serves 8 (×2 from 4)');
    expect(show.stdout).toContain('  3. Cook on a hot griddle until golden. (15m · 190°C)');
    expect(show.stdout).toContain('  Calories       250 kcal');
    expect((await potluck('recipes', 'show', recipe.slug)).stdout).toContain('  1/2 cup   buttermilk');

    const markdown = await potluck('recipes', 'export', String(recipe.id), '--format', 'md');
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toBe(recipeToMarkdown(recipe));
    expect(markdown.stdout).toContain('# Cardamom Buttermilk Hotcakes\n');
    expect(markdown.stdout).toContain(
      '## Ingredients\n\n- 1.5 cups all-purpose flour\n- 1/2 cup buttermilk\n- 1/4 tsp ground cardamom\n- salt, to taste\n',
    );
    expect(markdown.stdout).toContain(
      '## Instructions\n\n1. Whisk the dry ingredients.\n2. Stir in the buttermilk. *(2m)*\n',
    );

    const exported = await potluck('recipes', 'export', String(recipe.id), '--format', 'json');
    expect(JSON.parse(exported.stdout)).toMatchObject({
      id: recipe.id,
      slug: recipe.slug,
      title: recipe.title,
      ingredients: recipe.ingredients,
    });
  });

  it('adds a real photo to a recipe (the server verifies and re-encodes it) and lists it', async () => {
    expect((await login()).code).toBe(0);
    const recipe = await createRecipe({ ...HOTCAKES, title: 'Photo Hotcakes' });
    // The server decodes what it gets, so this must be a real image.
    const png = redPng(2, 2);
    const file = join(cli.configDir, 'hotcakes.png');
    await writeFile(file, png);
    const added = await potluck('recipes', 'photo', 'add', String(recipe.id), file, '--caption', 'Stacked high');
    expect(added.stderr).toBe('');
    expect(added.stdout).toMatch(/^Added hotcakes\.png to "Photo Hotcakes" as photo #\d+ \(featured\)\.\n$/);
    const list = await potluck('recipes', 'photo', 'list', recipe.slug);
    expect(list.stdout).toMatch(/#\d+ {2}★ {2}featured {3}2×2\s+Stacked high/);
    const json = JSON.parse((await potluck('recipes', 'show', String(recipe.id), '--json')).stdout) as Recipe;
    expect(json.featured_image_url).toMatch(/^\/api\/v1\/images\/serve\/recipes\//);
    const bad = join(cli.configDir, 'not-an-image.png');
    await writeFile(bad, '<svg onload="alert(1)"></svg>');
    const refused = await potluck('recipes', 'photo', 'add', String(recipe.id), bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Unsupported file format\. Supported formats: JPG, JPEG, PNG/);
  });

  it('says "Recipe Not Found" for a recipe that does not exist, and needs a login', async () => {
    const anonymous = await potluck('recipes', 'show', '999999', '--server', cli.server.url);
    expect(anonymous).toEqual({ code: 1, stdout: '', stderr: 'You are not logged in. Run `potluck login`.\n' });
    await login();
    expect(await potluck('recipes', 'show', '999999')).toEqual({ code: 1, stdout: '', stderr: 'Recipe Not Found\n' });
    expect(await potluck('recipes', 'export', 'no-such-recipe', '--format', 'md')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Recipe Not Found\n',
    });
    expect((await potluck('recipes', 'show', '1', '--scale', '4')).code).toBe(2);
  });
});
