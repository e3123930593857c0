import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seriousA11yViolations, takeCspViolations } from './support/browser';
import { journeyApp } from './support/journey';

// The demo family (POTLUCK_DEMO=1): nobody is anybody's friend yet.
const app = journeyApp({ POTLUCK_DEMO: '1' });

/** A published recipe of `username`, made through the API; answers its id. */
const publishedRecipe = (username: string, title: string): Promise<number> =>
  app.createRecipe(username, {
    title,
    servings: 8,
    status: 'published',
    ingredients: [{ ingredient_name: 'lemon', amount: 2, unit: null }],
    instructions: [{ instruction: 'Bake until golden and drizzle while warm.' }],
  });

describe('friends journey', () => {
  it('search → request → accepted in the other browser → a recipe shared to the friend shows in their Activity', async () => {
    const sofia = await app.signedIn('sofia_bakes');
    const nonna = await app.signedIn('nonna_rosa');

    // Sofia finds Nonna by name and sends a request.
    await sofia.goto(`${app.url}/friends?tab=search`);
    await sofia.getByRole('searchbox', { name: 'Search by name or username' }).fill('nonna');
    const hit = sofia.getByRole('listitem', { name: 'Nonna Rosa' });
    await hit.getByRole('button', { name: 'Add Friend' }).click();
    await sofia.getByText('Friend request sent to Nonna Rosa!', { exact: true }).waitFor();
    // A member you asked leaves your search results (spec 000 §4).
    await hit.waitFor({ state: 'detached' });

    // Nonna, in her own browser, sees it as new activity and accepts it on the pending tab.
    await nonna.goto(`${app.url}/friends?tab=pending`);
    await nonna.getByRole('link', { name: /^Activity\s*\d+\+?\s*new$/ }).waitFor();
    const request = nonna.getByRole('region', { name: /Received/ }).getByRole('listitem', { name: 'Sofia' });
    await request.getByRole('button', { name: 'Accept' }).click();
    await nonna.getByText('You and Sofia are now friends!', { exact: true }).waitFor();
    await nonna.getByRole('heading', { name: 'No pending requests' }).waitFor();
    expect(await seriousA11yViolations(nonna)).toEqual([]);

    // Sofia shares a recipe with her new friend from the recipe page's share menu.
    const title = 'Friends Journey Lemon Drizzle';
    const recipeId = await publishedRecipe('sofia_bakes', title);
    await sofia.goto(`${app.url}/recipes/${recipeId}`);
    await sofia.getByRole('heading', { level: 1, name: title }).waitFor();
    await sofia.getByRole('button', { name: 'Share' }).click();
    await sofia.getByRole('menuitem', { name: 'Share with a friend…' }).click();
    const dialog = sofia.getByRole('dialog', { name: 'Share with a friend' });
    await dialog.getByRole('radio', { name: /Nonna Rosa/ }).check();
    await dialog.getByLabel('Message (optional)').fill('For Sunday lunch!');
    expect(await seriousA11yViolations(sofia)).toEqual([]);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await sofia.getByText('Recipe shared', { exact: true }).waitFor();

    // Nonna's Activity shows the share with its message and a link to the recipe; opening it marks it seen.
    await nonna.goto(`${app.url}/activity`);
    const shared = nonna.getByRole('listitem').filter({ hasText: `Sofia shared ${title} with you` });
    await shared.waitFor();
    await shared.getByText('“For Sunday lunch!”').waitFor();
    await nonna.getByRole('link', { name: 'Activity', exact: true }).waitFor();
    expect(await seriousA11yViolations(nonna)).toEqual([]);
    await shared.getByRole('link', { name: title }).click();
    await nonna.waitForURL(`${app.url}/recipes/${recipeId}`);
    await nonna.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(takeCspViolations()).toEqual([]);
  });

  it('an invite link opened by a signed-out member ends in a friendship after sign-in', async () => {
    const dan = await app.signedIn('dan_moretti');
    await dan.goto(`${app.url}/friends?tab=invite`);
    await dan.getByRole('button', { name: 'Create invite link' }).click();
    const field = dan.getByRole('textbox', { name: 'Your invite link' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${app.url}/invite/[A-Za-z0-9_-]{22,}$`));

    // Priya opens it on her phone, signed out: sign in first, then straight back to the invite.
    const phone = await (
      await app.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    ).newPage();
    await phone.goto(link);
    await phone.waitForURL(`${app.url}/login`);
    await phone.getByLabel('Email or username').fill('priya_moretti');
    await phone.getByLabel('Password').fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.waitForURL(link);
    await phone.getByRole('heading', { level: 1, name: 'Dan Moretti invites you to be friends on Potluck' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole('button', { name: 'Add as friend' }).click();
    await phone.waitForURL(`${app.url}/friends`);
    await phone.getByRole('list', { name: 'Your friends' }).getByRole('listitem', { name: 'Dan Moretti' }).waitFor();

    // Dan sees Priya among his friends. Priya reopening the link is told they are friends; anyone else, that
    // it has been used.
    await dan.goto(`${app.url}/friends`);
    await dan.getByRole('listitem', { name: 'Priya Moretti' }).waitFor();
    await phone.goto(link);
    await phone.getByText('You and Dan Moretti are already friends.').waitFor();
    const rosa = await app.signedIn('nonna_rosa');
    await rosa.goto(link);
    await rosa.getByRole('heading', { level: 1, name: 'This invite link cannot be used' }).waitFor();
    await rosa.getByText(/already been used/).waitFor();
    await rosa.getByRole('link', { name: 'Find Friends' }).waitFor();
    expect(takeCspViolations()).toEqual([]);
  });
});
