import { afterEach, describe, expect, it } from 'vitest';
import { fakeCli, type FakeIoOptions } from './testing/fake-io';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

async function setup(options: FakeIoOptions = {}) {
  const cli = await fakeCli(options);
  cleanups.push(cli.cleanup);
  return cli.potluck;
}

describe('the potluck program', () => {
  it('prints help and exits 0', async () => {
    const potluck = await setup();
    const result = await potluck('--help');
    expect(result.code).toBe(0);
    for (const command of ['login', 'logout', 'whoami', 'config', 'recipes', 'import', 'export'])
      expect(result.stdout).toContain(command);
  });

  it('exits 2 for an unknown command or option, with a hint', async () => {
    const potluck = await setup();
    const command = await potluck('cook');
    expect(command).toMatchObject({ code: 2, stdout: '' });
    expect(command.stderr).toBe("error: unknown command 'cook'\nRun `potluck --help` for usage.\n");
    const option = await potluck('whoami', '--colour');
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--colour'");
  });

  it('prints usage errors as JSON with --json', async () => {
    const potluck = await setup();
    const result = await potluck('--json', 'cook');
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stderr)).toEqual({ error: { message: "unknown command 'cook'", status: null } });
  });

  it('reports a bug in one line and exit 1, with the stack only under DEBUG', async () => {
    const boom = async () => {
      throw new Error('boom');
    };
    const quiet = await setup({ interactive: true, answers: boom });
    const result = await quiet('login');
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Unexpected error: boom\nRun again with DEBUG=1 to see the details.\n',
    });

    const debug = await setup({ interactive: true, answers: boom, env: { DEBUG: '1' } });
    const withStack = await debug('login');
    expect(withStack.code).toBe(1);
    expect(withStack.stderr).toMatch(/^Unexpected error: boom\nError: boom\n\s+at /);
  });
});
