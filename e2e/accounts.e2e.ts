import type { Page } from 'playwright-core';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../packages/server/src/features/auth/token.service';
import { seriousA11yViolations, signIn } from './support/browser';
import { firstRunLink } from './support/server';
import { journeyApp } from './support/journey';

const SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
const ADMIN = {
  username: 'ann_admin',
  email: 'ann@potluck.example',
  password: 'correct-horse-1',
  first: 'Ann',
  last: 'Moretti',
};
const MEMBER = {
  username: 'ben_member',
  email: 'ben@potluck.example',
  password: 'battery-staple-2',
  first: 'Ben',
  last: 'Moretti',
};

const app = journeyApp({ POTLUCK_SECRET: SECRET });

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function register(page: Page, link: string, who: typeof ADMIN) {
  await page.goto(link);
  const email = page.getByLabel('Email');
  await email.waitFor();
  // The first-run admin invitation carries no address; a member's invitation shows it read-only.
  if (!(await email.isEditable())) expect(await email.inputValue()).toBe(who.email);
  else await email.fill(who.email);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Success redirects to /login after 3 s.
  await page.waitForURL(/\/login$/, { timeout: 10_000 });
}

const login = (page: Page, who: typeof ADMIN) => signIn(page, app.url, who.username, who.password);

const nav = (page: Page) => page.getByRole('navigation', { name: /main/i });

describe('accounts journey', () => {
  let memberLink = '';

  it('first-run admin link → register → login → shell with Admin Settings → sign out', async () => {
    const page = await newPage();
    const link = await firstRunLink(app.server);
    expect(link).toContain('/register?token=');
    await register(page, link, ADMIN);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await login(page, ADMIN);
    await nav(page).getByRole('link', { name: 'Admin Settings' }).waitFor();
    for (const name of ['Home', 'Recipes', 'Friends', 'Shopping', 'Meal Plans', 'Activity', 'Profile']) {
      expect(await nav(page).getByRole('link', { name }).count()).toBeGreaterThan(0);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The admin invites a member through the API with the session the browser holds.
    const access = await page.evaluate(() => localStorage.getItem('potluck.access_token'));
    const res = await fetch(`${app.url}/api/v1/invitations/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ben@potluck.example', invited_user_name: 'Ben' }),
    });
    expect(res.status).toBe(201);
    memberLink = ((await res.json()) as { invitation_link: string }).invitation_link;

    await nav(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('potluck.access_token'))).toBeNull();
  });

  it('a member registered by invitation sees no Admin Settings and gets Access Denied on /admin', async () => {
    const page = await newPage();
    await register(page, memberLink, MEMBER);
    await login(page, MEMBER);
    await nav(page).getByRole('link', { name: 'Profile' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Admin Settings' }).count()).toBe(0);
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(
      await page
        .getByText("You don't have permission to access this area. Administrator privileges are required.")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
  });

  it('an expired access token is refreshed transparently', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/login`);
    await login(page, MEMBER);
    const access = (await page.evaluate(() => localStorage.getItem('potluck.access_token'))) ?? '';
    const claims = decodeJwt(access);
    // Same session, signed with the server's secret, but already expired.
    const expired = await createTokenService({
      secret: SECRET,
      accessTokenTtlSeconds: -60,
      now: () => new Date(),
    }).sign({ userId: Number(claims.sub), sessionId: String(claims.sid) });
    await page.evaluate((t) => localStorage.setItem('potluck.access_token', t), expired);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/refresh') && r.status() === 200);
    await page.goto(`${app.url}/profile`);
    await refreshed;
    await nav(page).getByRole('link', { name: 'Profile' }).first().waitFor();
    expect(page.url()).toBe(`${app.url}/profile`);
    const stored = await page.evaluate(() => localStorage.getItem('potluck.access_token'));
    expect(stored).not.toBe(expired);
  });

  it('an unknown path shows the invitation-only landing with Sign In', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/no/such/place`);
    const signIn = page.getByRole('link', { name: 'Sign In' });
    await signIn.waitFor();
    expect(
      await page
        .getByText(/invitation/i)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signIn.click();
    await page.waitForURL(/\/login$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
