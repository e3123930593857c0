import type { AdminUser, Invitation } from '@potluck/api';
import { createClient } from '@potluck/api/client';
import { describe, expect, it } from 'vitest';
import { liveCli } from './live-cli';
import { ADMIN } from './live-server';

// Invitations and user management: the built `potluck` against the real server.
const cli = liveCli();
const { potluck, login } = cli;

describe('potluck invite and admin against a live server', { timeout: 60_000 }, () => {
  it('invites by mail; a member’s address is refused with the server’s detail', async () => {
    expect((await login()).code).toBe(0);
    const sent = await potluck('invite', 'Guest@Example.com', '--name', 'Guest', '--message', 'Come cook');
    expect(sent).toMatchObject({ code: 0, stdout: 'Invitation sent to guest@example.com!\n' });
    expect(sent.stderr).toMatch(/^Link \(valid 7 days, once\): http:\/\/127\.0\.0\.1:\d+\/register\?token=\S+\n$/);
    const json = JSON.parse((await potluck('invite', 'second@example.com', '--json')).stdout) as Invitation;
    expect(json).toMatchObject({ email: 'second@example.com', status: 'pending', mail_status: 'sent' });
    expect(await potluck('invite', ADMIN.email)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'A member with this email already exists\n',
    });
  });

  it('creates a member who signs in, lists them, deactivates them (their session ends) and activates them', async () => {
    expect((await login()).code).toBe(0);
    const made = await potluck(
      'admin',
      'user',
      'create',
      'cousin_vi',
      '--email',
      'vi@example.com',
      '--password',
      'vi-password-1',
      '--first-name',
      'Vi',
    );
    expect(made).toEqual({ code: 0, stdout: 'User cousin_vi created successfully\n', stderr: '' });
    const vi = createClient({ baseUrl: cli.server.url });
    await vi.login({ email_or_username: 'cousin_vi', password: 'vi-password-1', remember_me: false });
    expect((await vi.auth.me()).username).toBe('cousin_vi');

    const table = await potluck('admin', 'users', '--search', 'cousin');
    expect(table.stdout).toMatch(/\ncousin_vi +Vi +vi@example\.com +user +active +0 +\d{4}-\d{2}-\d{2}\n/);

    expect(await potluck('admin', 'user', 'deactivate', 'cousin_vi', '--yes')).toMatchObject({
      code: 0,
      stdout: 'User cousin_vi has been deactivated\n',
    });
    await expect(vi.auth.me()).rejects.toMatchObject({ status: 401 });
    const inactive = JSON.parse((await potluck('admin', 'users', '--status', 'inactive', '--json')).stdout) as {
      items: AdminUser[];
    };
    expect(inactive.items.map((u) => u.username)).toEqual(['cousin_vi']);
    expect((await potluck('admin', 'user', 'activate', 'cousin_vi')).stdout).toBe(
      'User cousin_vi has been activated\n',
    );
    await vi.login({ email_or_username: 'cousin_vi', password: 'vi-password-1', remember_me: false });
    expect((await vi.auth.me()).is_active).toBe(true);

    expect(await potluck('admin', 'user', 'deactivate', ADMIN.username, '--yes')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'You cannot deactivate your own account\n',
    });
  });
});
