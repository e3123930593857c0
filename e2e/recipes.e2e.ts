import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/browser';
import { journeyApp } from './support/journey';

// The demo family (POTLUCK_DEMO=1): the same seed the screenshots and `pnpm demo` use.
const AUTHOR = 'priya_moretti';
const OTHER = 'sofia_bakes';
const TITLE = 'Lemon Ricotta Pancakes (e2e)';

const app = journeyApp({ POTLUCK_DEMO: '1' });

const ingredientList = (page: Page) => page.getByRole('region', { name: 'Ingredients' });

describe('recipes journey', () => {
  let recipeUrl = '';

  it('create with a validation error fixed → detail → scale ×2 → like → bookmark → Favorites → publish', async () => {
    const page = await app.signedIn(AUTHOR);
    await page.goto(`${app.url}/recipes`);
    await page.getByRole('link', { name: 'New', exact: true }).first().click();
    await page.waitForURL(/\/recipes\/create$/);

    // Submitting without a title shows the spec's message inline; nothing is sent.
    await page.getByLabel('Ingredient 1 name').fill('ricotta');
    await page.getByLabel('Amount, ingredient 1').fill('0.25');
    await page.getByLabel('Unit, ingredient 1').fill('cup');
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    await page.getByLabel('Ingredient 2 name').fill('salt');
    await page.getByLabel('Amount, ingredient 2').fill('0.125');
    await page.getByLabel('Unit, ingredient 2').fill('tsp');
    await page.getByLabel('Step 1').fill('Whisk everything together and fry small pancakes in butter.');
    await page.getByRole('button', { name: 'Create Recipe' }).click();
    await page.getByText('Recipe title is required').waitFor();
    expect(page.url()).toMatch(/\/recipes\/create$/);

    await page.getByLabel('Recipe title').fill(TITLE);
    await page.getByRole('button', { name: 'Create Recipe' }).click();
    await page.waitForURL(/\/recipes\/\d+$/);
    recipeUrl = page.url();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Scale ×2: ¼ cup → 1/2 cup, ⅛ tsp → 1/4 tsp (fractions under 1); only the displayed amounts change.
    const amounts = () => ingredientList(page).innerText();
    expect(await amounts()).toMatch(/1\/4\s*cup[\s\S]*1\/8\s*tsp/);
    await page.getByRole('radio', { name: '2× (double quantity)' }).click();
    await page.waitForFunction(() => !document.body.innerText.includes('1/8'));
    expect(await amounts()).toMatch(/1\/2\s*cup[\s\S]*1\/4\s*tsp/);

    // Like and bookmark: optimistic, then confirmed by the server.
    const liked = page.waitForResponse((r) => /\/api\/v1\/recipes\/\d+\/like$/.test(r.url()) && r.ok());
    await page.getByRole('button', { name: 'Like' }).click();
    await liked;
    await page.getByRole('button', { name: 'Liked' }).waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/bookmarks') && r.ok());
    await page.getByRole('button', { name: 'Save' }).click();
    await saved;
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    // The bookmark is under Favorites.
    await page.goto(`${app.url}/recipes?tab=favorites`);
    await page.getByRole('tab', { name: 'Favorites', selected: true }).waitFor();
    await page.getByRole('link', { name: TITLE }).first().waitFor();

    // A new recipe is a draft until the author publishes it.
    await page.goto(recipeUrl);
    const published = page.waitForResponse((r) => r.url().endsWith('/publish') && r.ok());
    await page.getByRole('button', { name: 'Publish' }).click();
    await published;
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
  });

  it('the published recipe is visible to another member, and prints', async () => {
    const page = await app.signedIn(OTHER);
    await page.goto(`${app.url}/recipes?search=${encodeURIComponent('lemon ricotta')}`);
    await page.getByRole('link', { name: TITLE }).first().click();
    await page.waitForURL(recipeUrl);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    // Not the author: no author actions.
    expect(await page.getByRole('group', { name: 'Author actions' }).count()).toBe(0);

    // The print page lays the recipe out for paper and calls the browser's print dialog.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL(/\/print\/\d+$/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1, undefined, {
      timeout: 5000,
    });
  });
});
