import { afterEach, describe, expect, it } from 'vitest';
import { ALICE, fakeApi, PASSWORD } from '../testing/fake-api';
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

describe('potluck whoami', () => {
  it('prints username, email and role', async () => {
    const { potluck } = await loggedIn();
    const result = await potluck('whoami');
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: 'Username: alice\nEmail:    alice@example.com\nRole:     admin\n',
    });
  });

  it('prints the user object with --json', async () => {
    const { potluck } = await loggedIn();
    const result = await potluck('whoami', '--json');
    expect(JSON.parse(result.stdout)).toEqual(ALICE);
  });

  it('says so without calling the server when nobody is logged in', async () => {
    const api = fakeApi();
    const { potluck, cleanup } = await fakeCli({ fetch: api.fetch, env: { POTLUCK_SERVER: api.origin } });
    cleanups.push(cleanup);
    const result = await potluck('whoami');
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'You are not logged in. Run `potluck login`.\n' });
    expect(api.state.calls).toEqual([]);
  });

  it('keeps the session alive by refreshing a stale access token', async () => {
    const { potluck, api } = await loggedIn();
    api.expireAccess();
    expect((await potluck('whoami')).code).toBe(0);
    expect(api.state.calls.filter((c) => c.includes('/auth/refresh'))).toHaveLength(1);
    // The rotated pair was stored: the next call needs no refresh.
    expect((await potluck('whoami')).code).toBe(0);
    expect(api.state.calls.filter((c) => c.includes('/auth/refresh'))).toHaveLength(1);
  });

  it('says the session expired when the refresh is refused, then that nobody is logged in', async () => {
    const { potluck, api } = await loggedIn();
    api.expireAccess();
    api.state.refreshWorks = false;
    const expired = await potluck('whoami');
    expect(expired).toMatchObject({ code: 1, stderr: 'Your session has expired. Please run `potluck login` again.\n' });
    expect((await potluck('whoami')).stderr).toBe('You are not logged in. Run `potluck login`.\n');
  });

  it('keeps the tokens when the server is down', async () => {
    const { potluck, api } = await loggedIn();
    api.state.down = true;
    const down = await potluck('whoami', '--json');
    expect(down.code).toBe(1);
    expect(JSON.parse(down.stderr)).toEqual({
      error: { message: 'Network error. Please check if the backend server is running.', status: 0 },
    });
    api.state.down = false;
    expect((await potluck('whoami')).code).toBe(0);
  });

  it('never sends the tokens to a server other than the one that issued them', async () => {
    const { potluck, api } = await loggedIn();
    const result = await potluck('whoami', '--server', 'https://elsewhere.example');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('You are logged in to http://potluck.test, not https://elsewhere.example.');
    expect(api.state.authHeaders.every((h) => h.startsWith(api.origin))).toBe(true);
  });
});
