import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recipeToMarkdown } from '@potluck/api';
import { fakeApi, PASSWORD } from '../testing/fake-api';
import { fakeCli } from '../testing/fake-io';
import { PANCAKES } from '../testing/fake-recipes';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

async function loggedIn() {
  const api = fakeApi();
  const cli = await fakeCli({ fetch: api.fetch, env: { POTLUCK_SERVER: api.origin } });
  cleanups.push(cli.cleanup);
  expect((await cli.potluck('login', '--user', 'alice', '--password', PASSWORD)).code).toBe(0);
  api.state.urls.length = 0;
  const dir = await mkdtemp(join(tmpdir(), 'potluck-export-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { api, dir, ...cli };
}

describe('potluck recipes export', () => {
  it('writes Markdown to stdout with --format md (and by default)', async () => {
    const { potluck } = await loggedIn();
    const result = await potluck('recipes', 'export', '1', '--format', 'md');
    expect(result).toEqual({ code: 0, stdout: recipeToMarkdown(PANCAKES), stderr: '' });
    expect(result.stdout).toContain('# Fluffy Buttermilk Pancakes\n');
    expect(result.stdout).toContain('\n- 1/2 cup buttermilk\n');
    expect((await potluck('recipes', 'export', 'fluffy-buttermilk-pancakes')).stdout).toBe(result.stdout);
  });

  it('scales the Markdown with --scale or --servings', async () => {
    const { potluck } = await loggedIn();
    const result = await potluck('recipes', 'export', '1', '--scale', '2');
    expect(result.stdout).toBe(recipeToMarkdown(PANCAKES, { multiplier: 2 }));
    expect(result.stdout).toContain('\n- 1 cup buttermilk\n');
    expect((await potluck('recipes', 'export', '1', '--servings', '8')).stdout).toBe(result.stdout);
  });

  it('writes the API object with --format json', async () => {
    const { potluck } = await loggedIn();
    const result = await potluck('recipes', 'export', '1', '--format', 'json');
    expect(result.code).toBe(0);
    expect(result.stdout.endsWith('}\n')).toBe(true);
    expect(JSON.parse(result.stdout)).toEqual(PANCAKES);
    // The global --json asks for JSON too, unless --format says otherwise.
    expect((await potluck('recipes', 'export', '1', '--json')).stdout).toBe(result.stdout);
    expect((await potluck('recipes', 'export', '1', '--json', '--format', 'md')).stdout).toBe(
      recipeToMarkdown(PANCAKES),
    );
  });

  it('saves to a file with --out and says where, as text or JSON', async () => {
    const { potluck, dir } = await loggedIn();
    const file = join(dir, 'pancakes.md');
    const result = await potluck('recipes', 'export', '1', '--out', file);
    expect(result).toEqual({
      code: 0,
      stdout: `Exported "Fluffy Buttermilk Pancakes" as Markdown to ${file}.\n`,
      stderr: '',
    });
    expect(await readFile(file, 'utf8')).toBe(recipeToMarkdown(PANCAKES));

    const jsonFile = join(dir, 'pancakes.json');
    const json = await potluck('recipes', 'export', '1', '-o', jsonFile, '--json');
    expect(JSON.parse(json.stdout)).toEqual({
      id: 1,
      slug: 'fluffy-buttermilk-pancakes',
      format: 'json',
      file: jsonFile,
    });
    expect(JSON.parse(await readFile(jsonFile, 'utf8'))).toEqual(PANCAKES);
  });

  it('says why a file cannot be written (exit 1)', async () => {
    const { potluck, dir } = await loggedIn();
    const file = join(dir, 'missing', 'pie.md');
    expect(await potluck('recipes', 'export', '1', '--out', file)).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot write ${file}: the folder does not exist.\n`,
    });
  });

  it('says "Recipe Not Found" (exit 1) and writes nothing', async () => {
    const { potluck, dir } = await loggedIn();
    const file = join(dir, 'nothing.md');
    expect(await potluck('recipes', 'export', '404', '--out', file)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Recipe Not Found\n',
    });
    await expect(readFile(file)).rejects.toThrow();
  });

  it('is a usage error (exit 2) for an unknown format or scaling JSON, before any request', async () => {
    const { potluck, api } = await loggedIn();
    expect(await potluck('recipes', 'export', '1', '--format', 'pdf')).toEqual({
      code: 2,
      stdout: '',
      stderr: '--format must be md, json or jsonld (got "pdf").\n',
    });
    const scaledJson = await potluck('recipes', 'export', '1', '--format', 'json', '--scale', '2');
    expect(scaledJson).toMatchObject({
      code: 2,
      stderr: '--servings and --scale change the Markdown export only; JSON is the recipe as stored.\n',
    });
    expect((await potluck('recipes', 'export', '1', '--scale', '5')).code).toBe(2);
    expect(api.state.urls).toEqual([]);
  });

  it('needs a login', async () => {
    const { potluck, cleanup } = await fakeCli();
    cleanups.push(cleanup);
    expect(await potluck('recipes', 'export', '1')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'You are not logged in. Run `potluck login`.\n',
    });
  });
});
