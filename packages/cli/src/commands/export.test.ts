import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recipeToMarkdown } from '@potluck/api';
import { afterEach, describe, expect, it } from 'vitest';
import { Cleanups, loggedInCli } from '../testing/logged-in';
import { PANCAKES } from '../testing/fake-recipes';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

async function setup() {
  const cli = await loggedInCli(cleanups);
  const dir = await mkdtemp(join(tmpdir(), 'potluck-export-'));
  cleanups.add(() => rm(dir, { recursive: true, force: true }));
  return { ...cli, dir };
}

describe('potluck export', () => {
  it('exports one recipe exactly as `potluck recipes export` does', async () => {
    const { potluck } = await setup();
    for (const args of [
      ['--format', 'md'],
      ['--format', 'json'],
      ['--scale', '2'],
      ['--format', 'jsonld'],
    ]) {
      const direct = await potluck('export', 'fluffy-buttermilk-pancakes', ...args);
      expect(direct.code).toBe(0);
      expect(direct).toEqual(await potluck('recipes', 'export', '1', ...args));
    }
    expect((await potluck('export', '1')).stdout).toBe(recipeToMarkdown(PANCAKES));
  });

  it('writes the server’s schema.org JSON-LD, to stdout or a file', async () => {
    const { potluck, api, dir } = await setup();
    const result = await potluck('export', '1', '--format', 'jsonld');
    expect(api.state.urls).toContain('/recipes/1/export?format=jsonld');
    expect(JSON.parse(result.stdout)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Fluffy Buttermilk Pancakes',
      format: 'jsonld',
    });
    expect(result.stdout.endsWith('}\n')).toBe(true);

    const file = join(dir, 'pancakes.jsonld');
    const saved = await potluck('export', '1', '--out', file);
    expect(saved).toEqual({
      code: 0,
      stderr: '',
      stdout: `Exported "Fluffy Buttermilk Pancakes" as schema.org JSON-LD to ${file}.\n`,
    });
    expect(await readFile(file, 'utf8')).toBe(result.stdout);
    expect((await potluck('export', '1', '--format', 'jsonld', '--servings', '8')).code).toBe(2);
  });

  it('downloads the whole library as a zip with --all --out', async () => {
    const { potluck, dir } = await setup();
    const file = join(dir, 'backup.zip');
    const result = await potluck('export', '--all', '--out', file);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Exported your recipes (1 KB) to ${file}.\n`);
    const zip = await readFile(file);
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // alice's recipes only, as the fake server zips them.
    expect(zip.subarray(4).toString()).toBe('Fluffy Buttermilk Pancakes\nSecret Chili');
    const json = await potluck('export', '--all', '--out', file, '--json');
    expect(JSON.parse(json.stdout)).toEqual({ file, bytes: zip.length });
  });

  it('refreshes a stale session for the zip download', async () => {
    const { potluck, dir, api } = await setup();
    api.expireAccess();
    const result = await potluck('export', '--all', '--out', join(dir, 'backup.zip'));
    expect(result.code).toBe(0);
    expect(api.state.calls.filter((c) => c.endsWith('/recipes/export/all'))).toHaveLength(2);
    expect(api.state.calls.filter((c) => c.endsWith('/auth/refresh'))).toHaveLength(1);
    api.expireAccess();
    api.state.refreshWorks = false;
    expect((await potluck('export', '--all', '--out', join(dir, 'again.zip'))).stderr).toBe(
      'Your session has expired. Please run `potluck login` again.\n',
    );
  });

  it('is a usage error (exit 2) without an id or --all, with both, or --all without --out', async () => {
    const { potluck, api } = await setup();
    expect(await potluck('export')).toMatchObject({
      code: 2,
      stderr: 'Give a recipe id or slug, or --all, e.g. `potluck export 12 --format md`.\n',
    });
    expect((await potluck('export', '1', '--all', '--out', 'x.zip')).stderr).toBe(
      'Give a recipe id or --all, not both.\n',
    );
    expect((await potluck('export', '--all')).stderr).toBe(
      '--all writes a zip file: say where with --out, e.g. `potluck export --all --out backup.zip`.\n',
    );
    expect((await potluck('export', '--all', '--format', 'md', '--out', 'x.zip')).code).toBe(2);
    expect(api.state.urls).toEqual([]);
  });

  it('says "Recipe Not Found" for a recipe that is not there', async () => {
    const { potluck } = await setup();
    expect(await potluck('export', '404', '--format', 'jsonld')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Recipe Not Found\n',
    });
  });
});
