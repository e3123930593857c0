import type { FriendsOverview } from '@potluck/api';
import { createClient } from '@potluck/api/client';
import { describe, expect, it } from 'vitest';
import { liveCli } from './live-cli';
import { ADMIN } from './live-server';

// Friends and activity: the built `potluck` against the real server, with a second member using the API.
const cli = liveCli();
const { potluck, login } = cli;

describe('potluck friends and activity against a live server', { timeout: 60_000 }, () => {
  it('accepts a request, shows friends, makes an invite link with a QR code, and shows a share in the feed', async () => {
    expect((await login()).code).toBe(0);
    await cli.api(true).adminUsers.create({
      body: { username: 'cousin_fox', email: 'fox@example.com', password: 'fox-password-1' },
    });
    const fox = createClient({ baseUrl: cli.server.url });
    await fox.login({ email_or_username: 'cousin_fox', password: 'fox-password-1', remember_me: false });
    await fox.friends.request({ body: { username: ADMIN.username, message: 'Hi cousin' } });

    const list = await potluck('friends', 'list');
    expect(list.stdout).toContain('No friends yet');
    expect(list.stdout).toContain('  cousin_fox (cousin_fox): “Hi cousin”');
    expect(await potluck('friends', 'accept', 'cousin_fox')).toEqual({
      code: 0,
      stdout: 'You and cousin_fox are now friends.\n',
      stderr: '',
    });
    const json = JSON.parse((await potluck('friends', 'list', '--json')).stdout) as FriendsOverview;
    expect(json).toMatchObject({ total_friends: 1, total_pending: 0 });
    expect(await potluck('friends', 'add', 'cousin_fox')).toMatchObject({
      code: 1,
      stderr: 'You are already friends\n',
    });
    expect((await potluck('friends', 'add', 'nobody_at_all')).stderr).toBe('Member not found\n');

    const invite = await potluck('friends', 'invite');
    expect(invite.code).toBe(0);
    const [link, , ...qr] = invite.stdout.trimEnd().split('\n');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(qr.join('')).toMatch(/[█▀▄]/);
    const code = link!.split('/invite/')[1]!;
    expect((await fox.friendInvites.preview({ params: { code } })).inviter.username).toBe(ADMIN.username);

    const recipe = await fox.recipes.create({
      body: {
        title: 'Fox Stew',
        status: 'published',
        ingredients: [{ ingredient_name: 'carrot', amount: 2, unit: 'pcs' }],
        instructions: [{ instruction: 'Simmer.' }],
      },
    });
    const me = await cli.api(true).auth.me();
    await fox.activity.shareRecipe({
      body: { recipe_id: recipe.id, share_type: 'friend', shared_with_id: me.id, message: 'Tonight?' },
    });
    const feed = await potluck('activity', '--seen');
    expect(feed.code).toBe(0);
    expect(feed.stdout).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} {2}• cousin_fox shared “Fox Stew” with you: “Tonight\?”$/m,
    );
    expect(JSON.parse((await potluck('activity', '--json')).stdout)).toMatchObject({ new_count: 0 });
  });
});
