import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../testing/fake-api';
import { fakeCli, type FakeIoOptions } from '../testing/fake-io';
import { fakePeopleApi } from '../testing/fake-people-api';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((c) => c())));

async function loggedIn(options: Omit<FakeIoOptions, 'fetch'> = {}) {
  const people = fakePeopleApi();
  const cli = await fakeCli({
    ...options,
    fetch: people.fetch,
    env: { POTLUCK_SERVER: people.origin, ...options.env },
  });
  cleanups.push(cli.cleanup);
  expect((await cli.potluck('login', '--user', 'alice', '--password', PASSWORD)).code).toBe(0);
  return { ...people, ...cli };
}

describe('potluck invite', () => {
  it('sends the invitation with the name and message and says so; the link goes to stderr', async () => {
    const { potluck, state } = await loggedIn();
    const res = await potluck('invite', 'Aunt@Example.com', '--name', 'Aunt May', '--message', 'Bring pie');
    expect(res).toEqual({
      code: 0,
      stdout: 'Invitation sent to aunt@example.com!\n',
      stderr: 'Link (valid 7 days, once): http://potluck.test/register?token=tok\n',
    });
    expect(state.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/invitations/send',
      body: { email: 'Aunt@Example.com', message: 'Bring pie', invited_user_name: 'Aunt May' },
    });
  });

  it('says when the mail waits for a retry; --json prints the invitation only', async () => {
    const { potluck, state } = await loggedIn();
    state.smtpDown = true;
    const res = await potluck('invite', 'new@example.com');
    expect(res.stderr).toContain('The mail could not be sent yet; the server tries again at 2026-11-25T10:01:00.000Z.');
    const json = await potluck('invite', 'other@example.com', '--json');
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toMatchObject({ email: 'other@example.com', mail_status: 'pending_retry' });
  });

  it("a member's address is the server's 409; a bad address is a usage error without a request", async () => {
    const { potluck, state } = await loggedIn();
    expect(await potluck('invite', 'bob@example.com')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'A member with this email already exists\n',
    });
    const before = state.requests.length;
    expect(await potluck('invite', 'not-an-address')).toMatchObject({
      code: 2,
      stderr: 'Please enter a valid email address\n',
    });
    expect(state.requests.length).toBe(before);
  });
});

describe('potluck admin users', () => {
  it('shows the table, newest first, and passes search, role and status', async () => {
    const { potluck, state } = await loggedIn({ columns: 100 });
    const res = await potluck('admin', 'users');
    expect(res.code).toBe(0);
    expect(res.stdout.split('\n')[0]).toMatch(/^USERNAME +NAME +EMAIL +ROLE +STATUS +RECIPES +JOINED$/);
    expect(res.stdout).toMatch(/\nbob +Uncle Bob +bob@example\.com +user +active +3 +2026-11-12\n/);
    expect(res.stdout).toMatch(/\ncarol +– +carol@example\.com +user +inactive +0 /);
    await potluck('admin', 'users', '--search', 'bo', '--role', 'user', '--status', 'active');
    expect(state.requests.at(-1)!.path).toBe('/admin/users?search=bo&role_filter=user&status_filter=active');
    expect(await potluck('admin', 'users', '--search', 'zzz')).toMatchObject({ code: 0, stdout: 'No users found\n' });
    const json = JSON.parse((await potluck('admin', 'users', '--json', '--status', 'inactive')).stdout);
    expect(json.items.map((u: { username: string }) => u.username)).toEqual(['carol']);
    expect((await potluck('admin', 'users', '--role', 'owner')).code).toBe(2);
  });

  it("a member who is not an admin reads the server's refusal", async () => {
    const { potluck, state } = await loggedIn();
    state.viewerIsAdmin = false;
    expect(await potluck('admin', 'users')).toEqual({
      code: 1,
      stdout: '',
      stderr: "You don't have permission to access this area. Administrator privileges are required.\n",
    });
  });
});

describe('potluck admin user', () => {
  it('create: checks the rules before sending, then creates with the role', async () => {
    const { potluck, state } = await loggedIn();
    expect((await potluck('admin', 'user', 'create', 'dave', '--email', 'dave@example.com')).stderr).toBe(
      'Creating a member needs a password (--password or $POTLUCK_NEW_PASSWORD).\n',
    );
    expect(
      await potluck('admin', 'user', 'create', 'dave', '--email', 'dave@example.com', '--password', 'short'),
    ).toMatchObject({ code: 2, stderr: 'Password must be at least 8 characters long\n' });
    expect(
      (await potluck('admin', 'user', 'create', 'd', '--email', 'd@example.com', '--password', 'long-enough')).stderr,
    ).toBe('Username must be at least 3 characters\n');
    const made = await potluck(
      'admin',
      'user',
      'create',
      'dave',
      '--email',
      'dave@example.com',
      '--password',
      'long-enough',
      '--first-name',
      'Dave',
      '--role',
      'admin',
    );
    expect(made).toEqual({ code: 0, stdout: 'User dave created successfully\n', stderr: '' });
    expect(state.users.at(-1)).toMatchObject({ username: 'dave', role: 'admin', first_name: 'Dave' });
    const again = await potluck(
      'admin',
      'user',
      'create',
      'Dave',
      '--email',
      'd2@example.com',
      '--password',
      'long-enough',
    );
    expect(again).toMatchObject({ code: 1, stderr: 'This username is already taken\n' });
  });

  it('create takes the password from $POTLUCK_NEW_PASSWORD; --json prints the member', async () => {
    const { potluck } = await loggedIn({ env: { POTLUCK_NEW_PASSWORD: 'from-the-env' } });
    const res = await potluck('admin', 'user', 'create', 'erin', '--email', 'erin@example.com', '--json');
    expect(JSON.parse(res.stdout)).toMatchObject({ username: 'erin', role: 'user' });
  });

  it('deactivate asks first at a terminal, by username; activate does not ask', async () => {
    const { potluck, state, questions } = await loggedIn({ interactive: true, confirms: [false, true] });
    expect(await potluck('admin', 'user', 'deactivate', 'Bob')).toEqual({
      code: 0,
      stdout: 'Nothing changed.\n',
      stderr: '',
    });
    expect(questions).toEqual(['Are you sure you want to deactivate user "bob"?']);
    expect(state.users.find((u) => u.username === 'bob')!.is_active).toBe(true);
    expect(await potluck('admin', 'user', 'deactivate', 'bob')).toEqual({
      code: 0,
      stdout: 'User bob has been deactivated\n',
      stderr: '',
    });
    expect(state.users.find((u) => u.username === 'bob')!.is_active).toBe(false);
    expect((await potluck('admin', 'user', 'activate', 'carol')).stdout).toBe('User carol has been activated\n');
    expect(questions).toHaveLength(2);
  });

  it('--yes and scripts skip the question; an unknown name and the server refusals are errors', async () => {
    const { potluck } = await loggedIn();
    expect((await potluck('admin', 'user', 'deactivate', 'bob', '--json')).code).toBe(0);
    expect(await potluck('admin', 'user', 'activate', 'nobody')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No member is called "nobody" (see `potluck admin users`).\n',
    });
    expect((await potluck('admin', 'user', 'deactivate', 'alice')).stderr).toBe(
      'You cannot deactivate your own account\n',
    );
  });
});
