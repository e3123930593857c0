import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import type { Recipe } from '@potluck/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recipeToMarkdown } from '@potluck/api';
import { runCli } from './built-cli';
import { ADMIN, freePort, startLiveServer, type LiveServer } from './live-server';

// The built `potluck` against the real server, both as child processes (bundles built in global-setup.ts).
let server: LiveServer;
let configDir: string;

beforeAll(async () => {
  server = await startLiveServer();
}, 180_000);
afterAll(async () => server?.stop());

beforeEach(async () => {
  configDir = await mkdtemp(join(tmpdir(), 'potluck-cli-config-'));
});
afterEach(async () => rm(configDir, { recursive: true, force: true }));

const potluck = (...args: string[]) => runCli(['--config-dir', configDir, ...args]);
const login = () => potluck('login', '--server', server.url, '--user', ADMIN.username, '--password', ADMIN.password);

// Each step starts a node process (and the server hashes passwords): allow for a busy machine.
describe('potluck against a live server', { timeout: 30_000 }, () => {
  it('logs in, says who is logged in (text and JSON) and keeps the tokens owner-only', async () => {
    const loggedIn = await login();
    expect(loggedIn).toEqual({ code: 0, stderr: '', stdout: `Logged in to ${server.url} as admin (admin).\n` });
    expect((await stat(join(configDir, 'tokens.json'))).mode & 0o777).toBe(0o600);

    const text = await potluck('whoami', '--server', server.url);
    expect(text).toEqual({
      code: 0,
      stderr: '',
      stdout: `Username: admin\nEmail:    ${ADMIN.email}\nRole:     admin\n`,
    });

    const json = await potluck('whoami', '--server', server.url, '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      username: 'admin',
      email: ADMIN.email,
      role: 'admin',
      is_active: true,
    });
  });

  it('logs in with $POTLUCK_PASSWORD and the email address', async () => {
    const result = await runCli(
      ['--config-dir', configDir, '--server', server.url, 'login', '--email-or-username', ADMIN.email],
      {
        POTLUCK_PASSWORD: ADMIN.password,
      },
    );
    expect(result.code).toBe(0);
  });

  it('shows the server detail for a wrong password, exit 1', async () => {
    const result = await potluck(
      'login',
      '--server',
      server.url,
      '--user',
      ADMIN.username,
      '--password',
      'not-the-password',
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    // Whatever the server says, verbatim (no stack, no "Unexpected").
    const detail = await fetch(`${server.url}/api/v1/auth/login-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email_or_username: ADMIN.username,
        password: 'not-the-password-either',
        remember_me: false,
      }),
    }).then(async (res) => ((await res.json()) as { detail: string }).detail);
    expect(result.stderr).toBe(`${detail}\n`);
  });

  it('prints the network message when the server is down, exit 1', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const result = await potluck('login', '--server', down, '--user', ADMIN.username, '--password', ADMIN.password);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Network error. Please check if the backend server is running.\n',
    });
  });

  it('logs out: the session ends on the server and whoami says nobody is logged in', async () => {
    await login();
    const tokens = JSON.parse(await readFile(join(configDir, 'tokens.json'), 'utf8')) as { refresh_token: string };
    expect(await potluck('logout')).toEqual({ code: 0, stderr: '', stdout: `Logged out of ${server.url}.\n` });

    const whoami = await potluck('whoami', '--server', server.url);
    expect(whoami).toEqual({ code: 1, stdout: '', stderr: 'You are not logged in. Run `potluck login`.\n' });
    // The revoked refresh token no longer works on the server.
    const refresh = await fetch(`${server.url}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token }),
    });
    expect(refresh.status).toBe(401);
  });

  it('refreshes a stale access token on its own, and says when the session is over', async () => {
    await login();
    const file = join(configDir, 'tokens.json');
    const tokens = JSON.parse(await readFile(file, 'utf8')) as { access_token: string; refresh_token: string };
    await writeFile(file, JSON.stringify({ ...tokens, access_token: 'stale' }), { mode: 0o600 });
    expect((await potluck('whoami', '--server', server.url)).code).toBe(0);
    const rotated = JSON.parse(await readFile(file, 'utf8')) as typeof tokens;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    await writeFile(file, JSON.stringify({ access_token: 'stale', refresh_token: 'revoked' }), { mode: 0o600 });
    const expired = await potluck('whoami', '--server', server.url);
    expect(expired).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Your session has expired. Please run `potluck login` again.\n',
    });
  });

  it('uses the server saved with `config set server`', async () => {
    expect((await potluck('config', 'set', 'server', server.url)).code).toBe(0);
    expect((await stat(join(configDir, 'config.json'))).mode & 0o777).toBe(0o600);
    expect((await potluck('login', '--user', ADMIN.username, '--password', ADMIN.password)).code).toBe(0);
    const whoami = await potluck('whoami', '--json');
    expect(JSON.parse(whoami.stdout)).toMatchObject({ username: 'admin' });
  });

  it('exits 2 for an unknown command and for a login it cannot ask for', async () => {
    expect((await potluck('bake')).code).toBe(2);
    const noPassword = await potluck('login', '--server', server.url, '--user', ADMIN.username);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('stdin is not a terminal');
  });

  it('prints errors as JSON on stderr with --json', async () => {
    const result = await potluck('whoami', '--server', server.url, '--json');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stderr)).toEqual({
      error: { message: 'You are not logged in. Run `potluck login`.', status: 401 },
    });
  });
});

/** A solid red RGB PNG of the given size, encoded here (signature, IHDR, IDAT, IEND with their CRCs). */
function redPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [220, 40, 30]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A recipe made through the API with the token `potluck login` stored, so the CLI reads what a member wrote. */
async function createRecipe(input: Record<string, unknown>): Promise<Recipe> {
  const { access_token } = JSON.parse(await readFile(join(configDir, 'tokens.json'), 'utf8')) as {
    access_token: string;
  };
  const response = await fetch(`${server.url}/api/v1/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify(input),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Recipe;
}

const HOTCAKES = {
  title: 'Cardamom Buttermilk Hotcakes',
  description: 'Sunday hotcakes with a whisper of cardamom.',
  prep_time_minutes: 10,
  cook_time_minutes: 20,
  servings: 4,
  difficulty: 'easy',
  status: 'published',
  tags: ['breakfast', 'weekend'],
  ingredients: [
    { ingredient_name: 'all-purpose flour', amount: 1.5, unit: 'cups' },
    { ingredient_name: 'buttermilk', amount: 0.5, unit: 'cup' },
    { ingredient_name: 'ground cardamom', amount: 0.25, unit: 'tsp' },
    { ingredient_name: 'salt', preparation: 'to taste' },
  ],
  instructions: [
    { instruction: 'Whisk the dry ingredients.' },
    { instruction: 'Stir in the buttermilk.', time_minutes: 2 },
    { instruction: 'Cook on a hot griddle until golden.', time_minutes: 15, temperature: '190°C' },
  ],
  notes: 'Rest the batter for 5 minutes.',
  nutrition_json: {
    servings: 4,
    per_serving: {
      calories: 250,
      protein_g: 8,
      carbohydrates_g: 36,
      fat_g: 7.5,
      fiber_g: 1.2,
      sugar_g: 6,
      sodium_mg: 410,
      cholesterol_mg: 62,
      vitamin_c_mg: 0.4,
      calcium_mg: 120,
      iron_mg: 2.1,
    },
  },
};

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
    const file = join(configDir, 'hotcakes.png');
    await writeFile(file, png);
    const added = await potluck('recipes', 'photo', 'add', String(recipe.id), file, '--caption', 'Stacked high');
    expect(added.stderr).toBe('');
    expect(added.stdout).toMatch(/^Added hotcakes\.png to "Photo Hotcakes" as photo #\d+ \(featured\)\.\n$/);
    const list = await potluck('recipes', 'photo', 'list', recipe.slug);
    expect(list.stdout).toMatch(/#\d+ {2}★ {2}featured {3}2×2\s+Stacked high/);
    const json = JSON.parse((await potluck('recipes', 'show', String(recipe.id), '--json')).stdout) as Recipe;
    expect(json.featured_image_url).toMatch(/^\/api\/v1\/images\/serve\/recipes\//);
    const bad = join(configDir, 'not-an-image.png');
    await writeFile(bad, '<svg onload="alert(1)"></svg>');
    const refused = await potluck('recipes', 'photo', 'add', String(recipe.id), bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Unsupported file format\. Supported formats: JPG, JPEG, PNG/);
  });

  it('says "Recipe Not Found" for a recipe that does not exist, and needs a login', async () => {
    const anonymous = await potluck('recipes', 'show', '999999', '--server', server.url);
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
