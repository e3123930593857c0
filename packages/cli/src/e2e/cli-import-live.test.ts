import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './built-cli';
import { ADMIN, startLiveServer, type LiveServer } from './live-server';

// `potluck import` and `potluck export` (the built bundle) against the real server with a fresh embedded
// database. The server may fetch pages from loopback only because the test allows it (its SSRF guard
// refuses 127.0.0.1 otherwise): the URL import reads a page from a tiny HTTP server of this test.
let server: LiveServer;
let pages: Server;
let pagesUrl: string;
let work: string;

const TEXT = `Lemon Bars

Bright, sharp and sweet squares for a picnic.

Serves 12

Ingredients
- 2 cups all-purpose flour
- 1/2 cup powdered sugar
- 1 cup butter, softened
- 4 eggs
- 1 1/2 cups sugar
- 1/2 cup lemon juice

Instructions
1. Heat the oven to 175°C and line a 9x13 inch pan.
2. Mix the flour, powdered sugar and butter, press it into the pan and bake for 20 minutes.
3. Whisk the eggs, sugar and lemon juice, pour over the crust and bake 25 minutes more.
`;

const jsonLdPage = (name: string, ingredients: string[], steps: string[]) => `<!doctype html>
<html><head><title>${name} | Test Kitchen</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Test Kitchen' },
    {
      '@type': 'Recipe',
      name,
      recipeYield: '4 servings',
      cookTime: 'PT25M',
      recipeIngredient: ingredients,
      recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
    },
  ],
})}</script></head><body><h1>${name}</h1></body></html>`;

const SCHEMA_JSON = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Cheddar Scones',
  recipeYield: '8',
  prepTime: 'PT15M',
  cookTime: 'PT20M',
  recipeIngredient: ['2 cups self-raising flour', '1 cup grated cheddar', '3/4 cup milk'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Rub the flour and cheddar together.' },
    { '@type': 'HowToStep', text: 'Stir in the milk, cut into rounds and bake.' },
  ],
};

beforeAll(async () => {
  server = await startLiveServer({ POTLUCK_FETCH_ALLOW_HOSTS: '127.0.0.1' });
  pages = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      jsonLdPage(
        'Weeknight Dal',
        ['1 cup red lentils', '1 tsp turmeric', '3 cups water'],
        ['Rinse the lentils.', 'Simmer everything for 25 minutes.'],
      ),
    );
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const address = pages.address();
  pagesUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  work = await mkdtemp(join(tmpdir(), 'potluck-cli-import-'));
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => pages?.close(resolve));
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

const potluck = (...args: string[]) => runCli(['--config-dir', join(work, 'config'), ...args]);

describe('potluck import and export against a live server', { timeout: 30_000 }, () => {
  it('imports a folder (text, HTML with JSON-LD, schema.org JSON), skips it all on a re-run, imports a URL, and exports', async () => {
    expect(
      (await potluck('login', '--server', server.url, '--user', ADMIN.username, '--password', ADMIN.password)).code,
    ).toBe(0);
    const folder = join(work, 'recipes');
    await mkdir(join(folder, 'saved-pages'), { recursive: true });
    await writeFile(join(folder, 'lemon-bars.txt'), TEXT);
    await writeFile(
      join(folder, 'saved-pages', 'shakshuka.html'),
      jsonLdPage(
        'Shakshuka',
        ['2 tbsp olive oil', '1 onion, chopped', '6 eggs'],
        ['Soften the onion in the oil.', 'Crack in the eggs, cover and cook.'],
      ),
    );
    await writeFile(join(folder, 'scones.json'), JSON.stringify(SCHEMA_JSON));

    const first = await potluck('import', folder);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const lines = first.stdout.split('\n');
    expect(lines[0]).toBe('Imported: 3 created, 0 skipped, 0 failed.');
    const created = [...first.stdout.matchAll(/^ {2}#(\d+) {2}(.+) \(draft\) {2}(\S+) {2}← (.+)$/gm)].map((m) => ({
      id: Number(m[1]),
      title: m[2],
      url: m[3],
      source: m[4],
    }));
    expect(created.map((c) => [c.title, c.source])).toEqual([
      ['Lemon Bars', join(folder, 'lemon-bars.txt')],
      ['Shakshuka', join(folder, 'saved-pages', 'shakshuka.html')],
      ['Cheddar Scones', join(folder, 'scones.json')],
    ]);
    for (const c of created) expect(c.url).toBe(`${server.url}/recipes/${c.id}`);

    // What the built-in parser read from the text is what was saved, as a draft.
    const bars = JSON.parse((await potluck('recipes', 'show', String(created[0]?.id), '--json')).stdout) as Record<
      string,
      unknown
    > & { ingredients: unknown[]; instructions: unknown[] };
    expect(bars).toMatchObject({ title: 'Lemon Bars', status: 'draft', servings: 12 });
    expect(bars.ingredients).toHaveLength(6);
    expect(bars.ingredients[0]).toMatchObject({ amount: 2, unit: 'cup', ingredient_name: 'all-purpose flour' });
    expect(bars.instructions).toHaveLength(3);

    const again = await potluck('import', folder);
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n')[0]).toBe('Imported: 0 created, 3 skipped, 0 failed.');
    expect(again.stdout).toContain(
      `  ${join(folder, 'scones.json')}: already imported as #${created[2]?.id} (use --force to import it again)\n`,
    );

    const url = `${pagesUrl}/dal`;
    const fromUrl = await potluck('import', url, '--yes', '--publish', '--json');
    expect(fromUrl.code).toBe(0);
    const report = JSON.parse(fromUrl.stdout) as {
      created: Array<{ id: number; title: string; status: string }>;
      read: Array<{ parser: string; ingredients: unknown[] }>;
    };
    expect(report.created).toMatchObject([{ title: 'Weeknight Dal', status: 'published' }]);
    expect(report.read).toMatchObject([{ parser: 'schema.org', ingredients: [{}, {}, {}] }]);
    expect((await potluck('import', url, '--yes')).stdout).toMatch(/^Skipped .+: already imported as #\d+/);

    // A page that lists ingredients but shows no method is read, then refused with the form's reason.
    const noMethod = join(work, 'no-method.html');
    await writeFile(noMethod, jsonLdPage('Tuscan Mushrooms', ['450 g button mushrooms', '2 tbsp olive oil'], []));
    const refused = await potluck('import', noMethod, '--dry-run');
    expect(refused.code).toBe(1);
    expect(refused.stderr + refused.stdout).toContain(
      'The recipe on this page could not be imported: Please add at least one instruction',
    );

    const jsonld = await potluck('export', String(created[1]?.id), '--format', 'jsonld');
    expect(jsonld.code).toBe(0);
    expect(JSON.parse(jsonld.stdout)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Shakshuka',
    });

    const zip = join(work, 'backup.zip');
    const all = await potluck('export', '--all', '--out', zip);
    expect(all).toMatchObject({ code: 0, stderr: '' });
    expect(all.stdout).toMatch(/^Exported your recipes \(\d+ KB\) to .+backup\.zip\.\n$/);
    const bytes = await readFile(zip);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // Entry names are stored as they are in a zip: one folder with a recipe.json per recipe.
    expect(bytes.toString('latin1').match(/[a-z0-9-]+\/recipe\.json/g)?.length).toBeGreaterThanOrEqual(4 * 2);
  });
});
