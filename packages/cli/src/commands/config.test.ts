import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, PASSWORD } from '../testing/fake-api';
import { fakeCli, type FakeIoOptions } from '../testing/fake-io';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

async function setup(options: FakeIoOptions = {}) {
  const cli = await fakeCli(options);
  cleanups.push(cli.cleanup);
  return cli;
}

describe('potluck config', () => {
  it('sets, gets and unsets the server in an owner-only config.json', async () => {
    const { potluck, configDir } = await setup();
    const set = await potluck('config', 'set', 'server', 'https://food.example.org/');
    expect(set.code).toBe(0);
    const file = join(configDir, 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ server: 'https://food.example.org' });

    expect(await potluck('config', 'get', 'server')).toEqual({
      code: 0,
      stdout: 'https://food.example.org\n',
      stderr: '',
    });
    expect(JSON.parse((await potluck('config', 'get', '--json')).stdout)).toEqual({
      server: 'https://food.example.org',
    });

    expect((await potluck('config', 'unset', 'server')).code).toBe(0);
    expect(await potluck('config', 'get', 'server')).toEqual({ code: 0, stdout: '', stderr: 'server is not set.\n' });
    expect((await potluck('config', 'get')).stdout).toBe('server = (not set)\n');
  });

  it('refuses a server that is not an http(s) URL', async () => {
    const { potluck } = await setup();
    const result = await potluck('config', 'set', 'server', 'ftp://x');
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('Invalid server "ftp://x"');
  });

  it('treats an unknown key or a missing value as a usage error', async () => {
    const { potluck } = await setup();
    expect((await potluck('config', 'set', 'colour', 'red')).code).toBe(2);
    expect((await potluck('config', 'set', 'server')).code).toBe(2);
    expect((await potluck('config', 'get', 'colour')).code).toBe(2);
  });

  it('explains how to fix a damaged config file', async () => {
    const { potluck, configDir } = await setup();
    await writeFile(join(configDir, 'config.json'), '{ nope');
    const result = await potluck('config', 'get');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/config\.json is not valid JSON\. Fix it or delete it\./);
  });
});

describe('which server a command talks to', () => {
  async function serverUsed(options: FakeIoOptions, ...argv: string[]) {
    const api = fakeApi();
    const { potluck } = await setup({ fetch: api.fetch, ...options });
    await potluck('config', 'set', 'server', 'http://from-config.test');
    await potluck('login', '--user', 'a', '--password', 'b', ...argv);
    return new URL(api.state.calls[0]?.split(' ')[1] ?? '').origin;
  }

  it('is --server first, then the config, then $POTLUCK_SERVER', async () => {
    const env = { POTLUCK_SERVER: 'http://from-env.test' };
    expect(await serverUsed({ env }, '--server', 'http://from-flag.test')).toBe('http://from-flag.test');
    expect(await serverUsed({ env })).toBe('http://from-config.test');
  });

  it('falls back to the server of the current session', async () => {
    const api = fakeApi();
    const { potluck } = await setup({ fetch: api.fetch });
    expect((await potluck('login', '--server', api.origin, '--user', 'alice', '--password', PASSWORD)).code).toBe(0);
    expect((await potluck('whoami')).code).toBe(0);
    expect(api.state.calls.at(-1)).toBe(`GET ${api.origin}/auth/me`);
  });

  it('falls back to $POTLUCK_SERVER and then http://localhost:3000', async () => {
    for (const [env, expected] of [
      [{ POTLUCK_SERVER: 'http://from-env.test' }, 'http://from-env.test'],
      [{}, 'http://localhost:3000'],
    ] as const) {
      const api = fakeApi();
      const { potluck } = await setup({ fetch: api.fetch, env });
      await potluck('login', '--user', 'a', '--password', 'b');
      expect(api.state.calls[0]).toBe(`POST ${expected}/auth/login-json`);
    }
  });

  it('rejects a malformed --server as a usage error', async () => {
    const { potluck } = await setup();
    const result = await potluck('whoami', '--server', 'localhost:3000');
    expect(result).toMatchObject({
      code: 2,
      stderr: 'Invalid --server "localhost:3000": must be an http:// or https:// URL.\n',
    });
  });
});
