import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/browser';
import { journeyApp } from './support/journey';

// The demo family (POTLUCK_DEMO=1): Dan is its admin.
const ADMIN = 'dan_moretti';
const NEWCOMER = { username: 'cousin_lina', email: 'lina@potluck.example', password: 'Lina-cooks-2026!' };

const app = journeyApp({ POTLUCK_DEMO: '1' });

const row = (page: Page, username: string) =>
  page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: username });

describe('people journey', () => {
  it('admin creates a member → they edit profile and preferences → admin deactivates → their session ends', async () => {
    // The admin creates the member in User Management.
    const admin = await app.signedIn(ADMIN);
    await admin.goto(`${app.url}/admin`);
    await admin.getByRole('tab', { name: 'User Management' }).click();
    await admin.getByRole('table', { name: 'Users' }).waitFor();
    await admin.getByRole('button', { name: 'Create User' }).click();
    const create = admin.getByRole('dialog', { name: 'Create User' });
    await create.getByRole('textbox', { name: /Username/ }).fill(NEWCOMER.username);
    await create.getByRole('textbox', { name: /Email/ }).fill(NEWCOMER.email);
    await create.getByLabel(/^Password/).fill(NEWCOMER.password);
    await create.getByLabel(/^Confirm password/).fill(NEWCOMER.password);
    await create.getByRole('textbox', { name: 'First name' }).fill('Lina');
    await create.getByRole('button', { name: 'Create User' }).click();
    await admin.getByText(`User ${NEWCOMER.username} created successfully`, { exact: true }).waitFor();
    await row(admin, NEWCOMER.username).getByText('Active', { exact: true }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // The member signs in and edits the profile.
    const member = await app.signedIn(NEWCOMER.username, NEWCOMER.password);
    await member.goto(`${app.url}/profile`);
    await member.getByRole('heading', { level: 1, name: 'Lina' }).waitFor();
    await member.getByRole('button', { name: 'Edit Profile' }).click();
    const form = member.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'Location' }).fill('Bologna');
    await form.getByRole('textbox', { name: 'Website' }).fill('https://lina.example.com');
    await form.getByRole('checkbox', { name: 'Vegetarian' }).click();
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await member.getByText('Profile updated successfully!', { exact: true }).waitFor();
    await member.getByRole('list', { name: 'About' }).getByText('Bologna').waitFor();

    // … and the cooking preferences.
    await member.getByRole('tab', { name: 'Cooking' }).click();
    await member.getByRole('button', { name: 'Edit Preferences' }).click();
    await member.getByRole('textbox', { name: /Favorite ingredients/ }).fill('basil, lemon, parmesan');
    await member.getByRole('checkbox', { name: 'Italian' }).click();
    await member.getByRole('button', { name: 'Save Preferences' }).click();
    await member.getByText('Cooking preferences saved', { exact: true }).waitFor();
    await member.getByText('parmesan', { exact: true }).waitFor();
    expect(await seriousA11yViolations(member)).toEqual([]);
    await member.reload();
    await member.getByRole('tab', { name: 'Cooking' }).click();
    await member.getByText('lemon', { exact: true }).waitFor();

    // The admin deactivates the member after the question.
    await row(admin, NEWCOMER.username)
      .getByRole('button', { name: `Deactivate ${NEWCOMER.username}` })
      .click();
    const confirm = admin.getByRole('alertdialog', { name: 'Deactivate user?' });
    await confirm.getByText(`Are you sure you want to deactivate user "${NEWCOMER.username}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText(`User ${NEWCOMER.username} has been deactivated`, { exact: true }).waitFor();
    await row(admin, NEWCOMER.username).getByText('Inactive', { exact: true }).waitFor();

    // The member's open session ends at the next request: the app goes to /login.
    await member.getByRole('tab', { name: 'Recipes' }).click();
    await member.waitForURL(/\/login/, { timeout: 15_000 });

    // … and they cannot sign in again.
    await member.getByLabel('Email or username').fill(NEWCOMER.username);
    await member.getByLabel('Password').fill(NEWCOMER.password);
    await member.getByRole('button', { name: 'Sign In' }).click();
    await member.getByRole('alert').waitFor();
    expect(new URL(member.url()).pathname).toBe('/login');
  });
});
