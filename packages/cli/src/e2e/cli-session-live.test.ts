import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { liveCli } from './live-cli';
import { ADMIN, freePort } from './live-server';

// Signing in and out, the session's tokens and settings: the built `potluck` against the real server.
const cli = liveCli();
const { potluck, login } = cli;

// Each step starts a node process (and the server hashes passwords): allow for a busy machine.
describe('potluck against a live server', { timeout: 30_000 }, () => {
  it('logs in, says who is logged in (text and JSON) and keeps the tokens owner-only', async () => {
    const loggedIn = await login();
    expect(loggedIn).toEqual({ code: 0, stderr: '', stdout: `Logged in to ${cli.server.url} as admin (admin).\n` });
    expect((await stat(join(cli.configDir, 'tokens.json'))).mode & 0o777).toBe(0o600);

    const text = await potluck('whoami', '--server', cli.server.url);
    expect(text).toEqual({
      code: 0,
      stderr: '',
      stdout: `Username: admin\nEmail:    ${ADMIN.email}\nRole:     admin\n`,
    });

    const json = await potluck('whoami', '--server', cli.server.url, '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      username: 'admin',
      email: ADMIN.email,
      role: 'admin',
      is_active: true,
    });
  });

  it('logs in with $POTLUCK_PASSWORD and the email address', async () => {
    const result = await cli.potluckWithEnv(
      { POTLUCK_PASSWORD: ADMIN.password },
      '--server',
      cli.server.url,
      'login',
      '--email-or-username',
      ADMIN.email,
    );
    expect(result.code).toBe(0);
  });

  it('shows the server detail for a wrong password, exit 1', async () => {
    const result = await potluck(
      'login',
      '--server',
      cli.server.url,
      '--user',
      ADMIN.username,
      '--password',
      'not-the-password',
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    // Whatever the server says, verbatim (no stack, no "Unexpected").
    const refused = await cli
      .api()
      .auth.login({ body: { email_or_username: ADMIN.username, password: 'not-the-password-either' } })
      .catch((error: ApiError) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(result.stderr).toBe(`${(refused as ApiError).detailText}\n`);
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
    const tokens = JSON.parse(await readFile(join(cli.configDir, 'tokens.json'), 'utf8')) as { refresh_token: string };
    expect(await potluck('logout')).toEqual({ code: 0, stderr: '', stdout: `Logged out of ${cli.server.url}.\n` });

    const whoami = await potluck('whoami', '--server', cli.server.url);
    expect(whoami).toEqual({ code: 1, stdout: '', stderr: 'You are not logged in. Run `potluck login`.\n' });
    // The revoked refresh token no longer works on the server.
    const refresh = cli.api().auth.refresh({ body: { refresh_token: tokens.refresh_token } });
    await expect(refresh).rejects.toMatchObject({ status: 401 });
  });

  it('refreshes a stale access token on its own, and says when the session is over', async () => {
    await login();
    const file = join(cli.configDir, 'tokens.json');
    const tokens = JSON.parse(await readFile(file, 'utf8')) as { access_token: string; refresh_token: string };
    await writeFile(file, JSON.stringify({ ...tokens, access_token: 'stale' }), { mode: 0o600 });
    expect((await potluck('whoami', '--server', cli.server.url)).code).toBe(0);
    const rotated = JSON.parse(await readFile(file, 'utf8')) as typeof tokens;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    await writeFile(file, JSON.stringify({ access_token: 'stale', refresh_token: 'revoked' }), { mode: 0o600 });
    const expired = await potluck('whoami', '--server', cli.server.url);
    expect(expired).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Your session has expired. Please run `potluck login` again.\n',
    });
  });

  it('uses the server saved with `config set server`', async () => {
    expect((await potluck('config', 'set', 'server', cli.server.url)).code).toBe(0);
    expect((await stat(join(cli.configDir, 'config.json'))).mode & 0o777).toBe(0o600);
    expect((await potluck('login', '--user', ADMIN.username, '--password', ADMIN.password)).code).toBe(0);
    const whoami = await potluck('whoami', '--json');
    expect(JSON.parse(whoami.stdout)).toMatchObject({ username: 'admin' });
  });

  it('exits 2 for an unknown command and for a login it cannot ask for', async () => {
    expect((await potluck('bake')).code).toBe(2);
    const noPassword = await potluck('login', '--server', cli.server.url, '--user', ADMIN.username);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('stdin is not a terminal');
  });

  it('prints errors as JSON on stderr with --json', async () => {
    const result = await potluck('whoami', '--server', cli.server.url, '--json');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stderr)).toEqual({
      error: { message: 'You are not logged in. Run `potluck login`.', status: 401 },
    });
  });
});
