import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALICE, fakeApi, PASSWORD, WRONG_PASSWORD_DETAIL } from '../testing/fake-api';
import { fakeCli, type FakeIoOptions } from '../testing/fake-io';

const NETWORK = 'Network error. Please check if the backend server is running.';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

async function setup(options: FakeIoOptions = {}) {
  const api = fakeApi();
  const cli = await fakeCli({ fetch: api.fetch, env: { POTLUCK_SERVER: api.origin }, ...options });
  cleanups.push(cli.cleanup);
  return { api, ...cli };
}

describe('potluck login', () => {
  it('signs in with flags, stores the tokens owner-only and names the user', async () => {
    const { potluck, configDir } = await setup();
    const result = await potluck('login', '--user', 'alice', '--password', PASSWORD);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe('Logged in to http://potluck.test as alice (admin).\n');
    const tokensFile = join(configDir, 'tokens.json');
    expect((await stat(tokensFile)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(tokensFile, 'utf8'))).toEqual({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
    });
  });

  it('accepts --email-or-username and the password from $POTLUCK_PASSWORD', async () => {
    const { potluck, api } = await setup({ env: { POTLUCK_PASSWORD: PASSWORD } });
    const result = await potluck('login', '--server', api.origin, '--email-or-username', ALICE.email);
    expect(result.code).toBe(0);
  });

  it('prints the server and user as JSON, never the tokens', async () => {
    const { potluck } = await setup();
    const result = await potluck('login', '--json', '-u', 'alice', '--password', PASSWORD);
    expect(JSON.parse(result.stdout)).toEqual({ server: 'http://potluck.test', user: ALICE });
    expect(result.stdout).not.toContain('access-');
  });

  it('shows the server detail for a wrong password and stores nothing', async () => {
    const { potluck, configDir } = await setup();
    const result = await potluck('login', '--user', 'alice', '--password', 'nope');
    expect(result).toEqual({ code: 1, stdout: '', stderr: `${WRONG_PASSWORD_DETAIL}\n` });
    await expect(stat(join(configDir, 'tokens.json'))).rejects.toThrow();
  });

  it('says the server is down in the exact words of the spec', async () => {
    const { potluck, api } = await setup();
    api.state.down = true;
    const result = await potluck('login', '--user', 'alice', '--password', PASSWORD);
    expect(result).toEqual({ code: 1, stdout: '', stderr: `${NETWORK}\n` });
  });

  it('prints a failed login as JSON on stderr with --json', async () => {
    const { potluck } = await setup();
    const result = await potluck('login', '--json', '--user', 'alice', '--password', 'nope');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stderr)).toEqual({ error: { message: WRONG_PASSWORD_DETAIL, status: 401 } });
  });

  it('is a usage error (exit 2) when values are missing and stdin is not a terminal', async () => {
    const { potluck, prompts } = await setup({ interactive: false });
    const noUser = await potluck('login', '--password', PASSWORD);
    expect(noUser.code).toBe(2);
    expect(noUser.stderr).toContain('--user');
    const noPassword = await potluck('login', '--user', 'alice');
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password');
    expect(prompts).toEqual([]);
  });

  it('asks at a terminal for what is missing', async () => {
    const { potluck, prompts } = await setup({
      interactive: true,
      answers: { identifier: 'alice', password: PASSWORD },
    });
    const result = await potluck('login', '--user', 'alice');
    expect(result.code).toBe(0);
    expect(prompts).toEqual([{ identifier: 'alice', password: undefined }]);
  });

  it('never asks with --yes, even at a terminal', async () => {
    const { potluck, prompts } = await setup({
      interactive: true,
      answers: { identifier: 'alice', password: PASSWORD },
    });
    const result = await potluck('login', '--yes');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('with --yes');
    expect(prompts).toEqual([]);
  });

  it('ends the previous session on the server when logging in again', async () => {
    const { potluck, api } = await setup();
    await potluck('login', '--user', 'alice', '--password', PASSWORD);
    await potluck('login', '--user', 'alice', '--password', PASSWORD);
    expect(api.state.revoked).toEqual(['refresh-1']);
  });
});
