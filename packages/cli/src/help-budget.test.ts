import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * `potluck --help` and usage errors must stay fast: they load no command module (command-list.ts registers
 * each lazily), and nothing heavy (ink, react, zod, the api and its client, the context). Every such module is
 * mocked by a pass-through that records its loading, then the program runs in-process from fresh modules.
 */
const HEAVY = ['ink', 'react', 'zod', '@potluck/api', '@potluck/api/client', './context'];
const COMMAND_MODULES = readdirSync(new URL('./commands', import.meta.url))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => `./commands/${name.replace(/\.ts$/, '')}`);

const loaded = new Set<string>();
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
  for (const id of [...HEAVY, ...COMMAND_MODULES]) vi.doUnmock(id);
  vi.resetModules();
});

/** The CLI from fresh modules, every heavy and command module recording when it is loaded. */
async function watchedCli() {
  vi.resetModules();
  loaded.clear();
  for (const id of [...HEAVY, ...COMMAND_MODULES])
    vi.doMock(id, async (importOriginal: () => Promise<unknown>) => {
      loaded.add(id);
      return importOriginal();
    });
  const { fakeCli } = await import('./testing/fake-io');
  const cli = await fakeCli();
  cleanups.push(cli.cleanup);
  return cli.potluck;
}

describe('the --help budget', () => {
  it('lists every command without loading any command module or anything heavy', async () => {
    const potluck = await watchedCli();
    const help = await potluck('--help');
    expect(help.code).toBe(0);
    for (const command of [
      'login',
      'logout',
      'whoami',
      'config',
      'recipes',
      'import',
      'export',
      'shopping',
      'plans',
      'invite',
      'admin',
    ])
      expect(help.stdout).toContain(`  ${command} `);
    expect((await potluck('cook')).code).toBe(2);
    expect((await potluck('--version')).code).toBe(0);
    expect([...loaded]).toEqual([]);
  });

  it("loads only the asked command's modules for its help", async () => {
    const potluck = await watchedCli();
    const help = await potluck('--json', 'recipes', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('photo');
    expect(help.stdout).toContain('list [options]');
    expect([...loaded].sort()).toEqual(['./commands/recipes', './commands/recipes-photo']);
    expect((await potluck('help', 'export')).stdout).toContain('--all');
    expect(loaded).toContain('./commands/export');
    loaded.clear();
    const shopping = await potluck('shopping', '--help');
    for (const sub of ['lists', 'show', 'export', 'add', 'tick', 'from-recipes'])
      expect(shopping.stdout).toContain(`  ${sub} `);
    expect([...loaded].sort()).toEqual(['./commands/shopping', './commands/shopping-changes']);
    loaded.clear();
    const plans = await potluck('plans', '--help');
    for (const sub of ['list', 'show', 'add', 'shopping']) expect(plans.stdout).toContain(`  ${sub} `);
    expect([...loaded].sort()).toEqual(['./commands/plans', './commands/plans-changes']);
  });

  it('does load the context and the api when a command runs (the watch sees loads)', async () => {
    const potluck = await watchedCli();
    expect(await potluck('whoami')).toMatchObject({ code: 1, stderr: 'You are not logged in. Run `potluck login`.\n' });
    expect(loaded).toContain('./commands/whoami');
    expect(loaded).toContain('./context');
    expect(loaded).toContain('@potluck/api');
    expect(loaded).not.toContain('./commands/login');
  });
});
