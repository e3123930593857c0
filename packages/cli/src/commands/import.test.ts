import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AI_PARSE_ERRORS } from '@potluck/api';
import { afterEach, describe, expect, it } from 'vitest';
import { CancelledError } from '../errors';
import { ledgerPath } from '../import/import-ledger';
import type { FakeIoOptions } from '../testing/fake-io';
import { folderWith, recipePage, schemaRecipe, TEXT_RECIPE } from '../testing/import-fixtures';
import { Cleanups, loggedInCli } from '../testing/logged-in';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

const PAGE = recipePage(
  'Shakshuka',
  ['2 tbsp olive oil', '6 eggs'],
  ['Soften the onion.', 'Crack in the eggs and cover.'],
);

async function setup(options: FakeIoOptions = {}) {
  const cli = await loggedInCli(cleanups, options);
  const dir = await folderWith(cleanups, {
    'shakshuka.html': PAGE,
    'bars.txt': TEXT_RECIPE,
    'two.json': JSON.stringify([schemaRecipe('Scones'), schemaRecipe('Rolls')]),
  });
  const before = cli.api.state.recipes.length;
  const createdRecipes = () => cli.api.state.recipes.slice(before);
  const paths = () => cli.api.state.importRequests.map((r) => `${r.path}${r.body.preview === true ? ' preview' : ''}`);
  return { ...cli, dir, createdRecipes, paths };
}

describe('potluck import <one source>', () => {
  it('previews a page, asks, creates a draft and prints its address', async () => {
    const { potluck, dir, api, questions, createdRecipes, paths, configDir } = await setup({
      interactive: true,
      confirms: [true],
    });
    const result = await potluck('import', join(dir, 'shakshuka.html'));
    expect(result.code).toBe(0);
    expect(questions).toEqual(['Use this recipe?']);
    expect(paths()).toEqual(['/recipes/import-html preview', '/recipes/import-html']);
    const [recipe] = createdRecipes();
    expect(recipe).toMatchObject({ title: 'Shakshuka', status: 'draft' });
    expect(result.stdout).toContain('Shakshuka\nParser: schema.org\n');
    expect(result.stdout).toContain('  Amount  Unit  Ingredient\n       2  tbsp  olive oil\n       6        eggs\n');
    expect(result.stdout).toContain('  1. Soften the onion.\n  2. Crack in the eggs and cover.\n');
    expect(result.stdout).toContain('Not imported\n  - Nutrition was left out: the page gives none\n');
    expect(result.stdout.endsWith(`Created "Shakshuka" as a draft: ${api.origin}/recipes/${recipe?.id}\n`)).toBe(true);
    expect((await stat(ledgerPath(configDir))).mode & 0o777).toBe(0o600);
  });

  it('creates nothing when the answer is no, and exits 130 on Esc', async () => {
    const no = await setup({ interactive: true, confirms: [false] });
    const declined = await no.potluck('import', join(no.dir, 'shakshuka.html'));
    expect(declined.code).toBe(0);
    expect(declined.stdout.endsWith('Not imported.\n')).toBe(true);
    expect(no.createdRecipes()).toEqual([]);
    expect(no.paths()).toEqual(['/recipes/import-html preview']);

    const esc = await setup({ interactive: true, confirms: async () => Promise.reject(new CancelledError()) });
    expect(await esc.potluck('import', join(esc.dir, 'shakshuka.html'))).toMatchObject({
      code: 130,
      stderr: 'Cancelled.\n',
    });
    expect(esc.createdRecipes()).toEqual([]);
  });

  it('does not ask with --yes or without a terminal, and publishes with --publish', async () => {
    const { potluck, dir, questions, createdRecipes, paths } = await setup({ interactive: true });
    const result = await potluck('import', join(dir, 'shakshuka.html'), '--yes', '--publish');
    expect(result.code).toBe(0);
    expect(questions).toEqual([]);
    expect(paths()).toEqual(['/recipes/import-html']);
    expect(result.stdout).toContain('  1. Soften the onion.\n');
    expect(result.stdout).toMatch(/Created "Shakshuka": http:\/\/potluck\.test\/recipes\/\d+\n$/);
    expect(createdRecipes().map((r) => r.status)).toEqual(['published']);

    const piped = await setup({ interactive: false });
    expect((await piped.potluck('import', join(piped.dir, 'bars.txt'))).code).toBe(0);
    expect(piped.questions).toEqual([]);
    expect(piped.createdRecipes().map((r) => r.title)).toEqual(["Grandma's Lemon Bars"]);
  });

  it('prints a JSON report with --json and never asks', async () => {
    const { potluck, dir, questions, api } = await setup({ interactive: true });
    const result = await potluck('import', join(dir, 'two.json'), '--json');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(questions).toEqual([]);
    const report = JSON.parse(result.stdout) as Record<string, Array<Record<string, unknown>>>;
    expect(report.created?.map((r) => [r.title, r.status, r.url, r.source])).toEqual([
      ['Scones', 'draft', `${api.origin}/recipes/5`, join(dir, 'two.json')],
      ['Rolls', 'draft', `${api.origin}/recipes/6`, join(dir, 'two.json')],
    ]);
    expect(report).toMatchObject({ dry_run: false, skipped: [], failed: [] });
    expect(report.read?.map((r) => [r.title, r.parser])).toEqual([
      ['Scones', 'schema.org'],
      ['Rolls', 'schema.org'],
    ]);
  });

  it('only previews with --dry-run: nothing is created or remembered', async () => {
    const { potluck, dir, createdRecipes, paths, questions } = await setup({ interactive: true });
    const result = await potluck('import', join(dir, 'two.json'), '--dry-run');
    expect(result.code).toBe(0);
    expect(questions).toEqual([]);
    expect(paths()).toEqual(['/recipes/import-file preview']);
    expect(result.stdout).toContain('Scones\nParser: schema.org\n');
    expect(result.stdout).toContain('Rolls\nParser: schema.org\n');
    expect(result.stdout.endsWith('Dry run: nothing was imported (the 2 recipes above are what would be).\n')).toBe(
      true,
    );
    expect(createdRecipes()).toEqual([]);
    // Not remembered: the real import afterwards goes ahead.
    expect((await potluck('import', join(dir, 'two.json'), '--yes')).code).toBe(0);
    expect(createdRecipes()).toHaveLength(2);
  });

  it('reads text with the parser, shows its confidence and creates the recipe from what it read', async () => {
    const { potluck, dir, api, paths, createdRecipes } = await setup({ interactive: true, confirms: [true] });
    const result = await potluck('import', join(dir, 'bars.txt'));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "Grandma's Lemon Bars\nParser: built-in · Confidence: medium\nServes 2 · Cook 10m\n",
    );
    expect(result.stdout).toContain('Suggestions\n  - Add a cooking time to each step\n');
    // Parsed once: the preview's reading is what is created.
    expect(paths()).toEqual(['/ai/parse-recipe', '/recipes']);
    expect(api.state.importRequests[0]?.body).toEqual({ text: TEXT_RECIPE, enhance: true });
    expect(api.state.importRequests[1]?.body).toMatchObject({
      title: "Grandma's Lemon Bars",
      status: 'draft',
      servings: 2,
      ingredients: [{ ingredient_name: 'flour', amount: 2, unit: 'cups' }, {}, {}],
    });
    expect(createdRecipes().map((r) => r.title)).toEqual(["Grandma's Lemon Bars"]);
  });

  it('reads standard input with -, and says what went wrong in the shared words', async () => {
    // Even at a terminal, text piped in is not asked about: stdin is taken.
    const { potluck, api, createdRecipes, questions } = await setup({ stdin: TEXT_RECIPE, interactive: true });
    expect((await potluck('import', '-')).code).toBe(0);
    expect(questions).toEqual([]);
    expect(createdRecipes()).toHaveLength(1);

    api.state.parseFailure = { status: 503, detail: 'AI provider unavailable' };
    expect(await potluck('import', '-', '--force')).toMatchObject({ code: 1, stderr: `${AI_PARSE_ERRORS.closed}\n` });
    api.state.parseFailure = null;
    const short = await setup({ stdin: 'Toast\n- bread' });
    expect((await short.potluck('import', '-')).stderr).toBe(
      'Hmm, something went wrong in the kitchen: Recipe text is too short. Please provide more details including ingredients and instructions.\n',
    );
  });

  it('imports a URL through the server, and says why a page or a path cannot be imported', async () => {
    const { potluck, api, createdRecipes, dir } = await setup();
    api.state.pages['https://example.com/shakshuka'] = PAGE;
    const result = await potluck('import', 'https://example.com/shakshuka', '--yes');
    expect(result.code).toBe(0);
    expect(api.state.importRequests.at(-1)).toEqual({
      path: '/recipes/import-url',
      body: { url: 'https://example.com/shakshuka', publish: false, preview: false },
    });
    expect(createdRecipes().map((r) => r.title)).toEqual(['Shakshuka']);

    api.state.pages['https://example.com/blog'] = '<html><body>No recipe</body></html>';
    expect(await potluck('import', 'https://example.com/blog', '--yes')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'No recipe found on this page\n',
    });
    expect(await potluck('import', join(dir, 'missing.json'))).toMatchObject({
      code: 1,
      stderr: `No such file or folder: ${join(dir, 'missing.json')}\n`,
    });
  });

  it('needs a login', async () => {
    const { potluck, dir } = await setup();
    await potluck('logout');
    expect(await potluck('import', join(dir, 'bars.txt'))).toMatchObject({
      code: 1,
      stderr: 'You are not logged in. Run `potluck login`.\n',
    });
  });
});
