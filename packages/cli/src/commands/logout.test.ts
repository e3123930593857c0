import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, PASSWORD } from '../testing/fake-api';
import { fakeCli } from '../testing/fake-io';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

async function loggedIn() {
  const api = fakeApi();
  const cli = await fakeCli({ fetch: api.fetch, env: { POTLUCK_SERVER: api.origin } });
  cleanups.push(cli.cleanup);
  expect((await cli.potluck('login', '--user', 'alice', '--password', PASSWORD)).code).toBe(0);
  return { api, ...cli };
}

describe('potluck logout', () => {
  it('revokes the session on the server and forgets the tokens', async () => {
    const { potluck, api, configDir } = await loggedIn();
    expect(await potluck('logout')).toEqual({ code: 0, stderr: '', stdout: 'Logged out of http://potluck.test.\n' });
    expect(api.state.revoked).toEqual(['refresh-1']);
    expect(await readdir(configDir)).toEqual([]);
    expect((await potluck('whoami')).stderr).toBe('You are not logged in. Run `potluck login`.\n');
  });

  it('revokes at the server that issued the tokens even when --server now points elsewhere', async () => {
    const { potluck, api } = await loggedIn();
    await potluck('logout', '--server', 'https://elsewhere.example');
    expect(api.state.revoked).toEqual(['refresh-1']);
  });

  it('still logs out locally when the server is down', async () => {
    const { potluck, api, configDir } = await loggedIn();
    api.state.down = true;
    expect((await potluck('logout')).code).toBe(0);
    expect(await readdir(configDir)).toEqual([]);
  });

  it('is fine when nobody is logged in', async () => {
    const { potluck, cleanup } = await fakeCli();
    cleanups.push(cleanup);
    expect(await potluck('logout', '--json')).toEqual({ code: 0, stderr: '', stdout: '{\n  "logged_out": false\n}\n' });
  });
});
