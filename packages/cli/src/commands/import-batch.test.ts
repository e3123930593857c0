import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeIoOptions } from '../testing/fake-io';
import { folderWith, recipePage, schemaRecipe, TEXT_RECIPE } from '../testing/import-fixtures';
import { Cleanups, loggedInCli } from '../testing/logged-in';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

async function setup(options: FakeIoOptions = {}) {
  const cli = await loggedInCli(cleanups, options);
  const dir = await folderWith(cleanups, {
    'pages/shakshuka.html': recipePage('Shakshuka', ['6 eggs'], ['Crack in the eggs.']),
    'bars.txt': TEXT_RECIPE,
    'scones.json': JSON.stringify(schemaRecipe('Scones')),
    'broken.json': '{"not": "a recipe"}',
    'notes.docx': 'left alone',
  });
  const before = cli.api.state.recipes.length;
  return { ...cli, dir, titles: () => cli.api.state.recipes.slice(before).map((r) => r.title) };
}

describe('potluck import <folder or several files>', () => {
  it('imports every known file in one go, with a progress bar and a summary; exit 1 for the one that failed', async () => {
    const { potluck, dir, titles, questions, api } = await setup({ interactive: true, confirms: [] });
    const result = await potluck('import', dir);
    expect(result.code).toBe(1);
    expect(questions).toEqual([]);
    expect(titles()).toEqual(["Grandma's Lemon Bars", 'Shakshuka', 'Scones']);
    expect(result.stderr).toContain(`Importing  ${'░'.repeat(24)}  0/4  ${join(dir, 'bars.txt')}`);
    expect(result.stderr).toContain(`Importing  ${'█'.repeat(24)}  4/4\n1 import failed (see above).\n`);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('Imported: 3 created, 0 skipped, 1 failed.');
    expect(lines).toContain(`  #5  Grandma's Lemon Bars (draft)  ${api.origin}/recipes/5  ← ${join(dir, 'bars.txt')}`);
    expect(lines).toContain(`  #6  Shakshuka (draft)  ${api.origin}/recipes/6  ← ${join(dir, 'pages/shakshuka.html')}`);
    expect(result.stdout).toContain(
      `Failed:\n  ${join(dir, 'broken.json')}: This file is not a recipe export Potluck can read (schema.org JSON, Paprika, Mealie or Tandoor)\n`,
    );
  });

  it('is idempotent: a re-run skips what was imported, --force imports it again', async () => {
    const { potluck, dir, titles } = await setup();
    const files = [join(dir, 'bars.txt'), join(dir, 'scones.json')];
    expect((await potluck('import', ...files)).code).toBe(0);
    expect(titles()).toEqual(["Grandma's Lemon Bars", 'Scones']);

    const again = await potluck('import', ...files);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(
      `Imported: 0 created, 2 skipped, 0 failed.\n\nSkipped:\n  ${files[0]}: already imported as #5 (use --force to import it again)\n  ${files[1]}: already imported as #6 (use --force to import it again)\n`,
    );
    // The same content under another name is the same source; a single source says so too.
    const copy = join(dir, 'copy-of-bars.md');
    await writeFile(copy, TEXT_RECIPE);
    const single = await potluck('import', copy, '--yes');
    expect(single.stdout).toBe(
      `Skipped ${copy}: already imported as #5 (use --force to import it again).\n  http://potluck.test/recipes/5\n`,
    );
    expect(titles()).toHaveLength(2);

    expect((await potluck('import', ...files, '--force')).code).toBe(0);
    expect(titles()).toEqual(["Grandma's Lemon Bars", 'Scones', "Grandma's Lemon Bars", 'Scones']);
    // The ledger now points at the new copies.
    expect((await potluck('import', files[1] ?? '', '--json')).stdout).toContain('"recipe_ids": [\n        8\n      ]');
  });

  it('imports again what was deleted on the server since (the ledger entry gives a 404)', async () => {
    const { potluck, dir, titles, api } = await setup();
    const file = join(dir, 'scones.json');
    expect((await potluck('import', file, '--yes')).code).toBe(0);
    api.state.recipes = api.state.recipes.filter((r) => r.title !== 'Scones');
    api.state.urls.length = 0;
    const result = await potluck('import', file, '--yes');
    expect(result.code).toBe(0);
    expect(api.state.urls).toEqual(['/recipes/5', '/recipes/import-file']);
    expect(result.stdout).toMatch(/Created "Scones" as a draft: http:\/\/potluck\.test\/recipes\/6\n$/);
    expect(titles()).toEqual(['Scones']);
  });

  it('reads without creating on --dry-run, and prints the report as JSON with --json', async () => {
    const { potluck, dir, titles } = await setup();
    const dry = await potluck('import', dir, '--dry-run');
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain(
      'Dry run: 3 recipes would be created, 0 skipped, 1 failed. Nothing was imported.\n\nWould create:\n',
    );
    expect(dry.stdout).toContain(`  Scones  ← ${join(dir, 'scones.json')}\n`);
    expect(dry.stdout).toContain(`  Shakshuka  ← ${join(dir, 'pages/shakshuka.html')}\n`);
    expect(titles()).toEqual([]);

    const json = await potluck(
      'import',
      join(dir, 'scones.json'),
      join(dir, 'bars.txt'),
      'https://example.com/gone',
      '--json',
    );
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as {
      created: Array<{ title: string }>;
      failed: Array<{ source: string; reason: string }>;
    };
    expect(report.created.map((r) => r.title)).toEqual(['Scones', "Grandma's Lemon Bars"]);
    expect(report.failed).toEqual([
      { source: 'https://example.com/gone', name: null, reason: 'Could not fetch the page' },
    ]);
    expect(JSON.parse(json.stderr)).toEqual({ error: { message: '1 import failed (see above).', status: null } });
  });

  it('reports a missing path with the others and stops at once when the server is down', async () => {
    const { potluck, dir, titles, api } = await setup();
    const mixed = await potluck('import', join(dir, 'scones.json'), join(dir, 'nope.txt'));
    expect(mixed.code).toBe(1);
    expect(mixed.stdout).toContain(`Failed:\n  ${join(dir, 'nope.txt')}: No such file or folder\n`);
    expect(titles()).toEqual(['Scones']);

    api.state.down = true;
    expect(await potluck('import', dir, '--force')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Network error. Please check if the backend server is running.\n',
    });
  });
});
