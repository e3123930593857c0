import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, smallTapTargets, takeCspViolations } from './support/browser';
import { journeyApp } from './support/journey';

// The demo family (POTLUCK_DEMO=1), as in the recipes journey.
const SHOPPER = 'priya_moretti';

const app = journeyApp({ POTLUCK_DEMO: '1' });

/** Two published recipes that share an ingredient (garlic, in cloves), made through the API. */
async function twoRecipes(): Promise<string[]> {
  const titles = ['Zucchini Garlic Journey Pasta', 'Zucchini Garlic Journey Soup'];
  const extras = [
    { ingredient_name: 'spaghetti', amount: 400, unit: 'g' },
    { ingredient_name: 'vegetable stock', amount: 1, unit: 'l' },
  ];
  for (const [index, title] of titles.entries()) {
    await app.createRecipe(SHOPPER, {
      title,
      servings: 4,
      status: 'published',
      ingredients: [{ ingredient_name: 'garlic', amount: index + 2, unit: 'clove' }, extras[index]],
      instructions: [{ instruction: 'Cook everything until it smells wonderful.' }],
    });
  }
  return titles;
}

const phone = async (page: Page) => {
  const context = page.context();
  const cookies = await context.storageState();
  const small = await app.browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    storageState: cookies,
  });
  return small.newPage();
};

describe('shopping journey', () => {
  it('two recipes → one list (garlic merged) → ticked on a phone → completed → printed', async () => {
    const titles = await twoRecipes();
    const desk = await app.signedIn(SHOPPER);

    // Select the two recipes on the collection's shopping-list mode.
    await desk.goto(`${app.url}/recipes?mode=shopping-list&search=Journey`);
    for (const title of titles) await desk.getByRole('button', { name: `Select ${title}` }).click();
    await desk.getByRole('button', { name: 'Create Shopping List' }).click();
    await desk.waitForURL(/\/shopping\?recipes=\d+,\d+$/);
    const dialog = desk.getByRole('dialog', { name: 'Shopping List from Recipes' });
    await dialog.getByText(titles[1]!, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Create Shopping List' }).click();
    await desk.waitForURL(/\/shopping\?list=\d+$/);
    const listUrl = desk.url();
    const listId = /list=(\d+)/.exec(listUrl)![1];
    await desk.getByRole('heading', { level: 1, name: `Shopping for ${titles[0]} and ${titles[1]}` }).waitFor();

    // 2 + 3 cloves of garlic are one row of 5; the other ingredients stay.
    const garlic = desk.getByRole('checkbox', { name: 'garlic' });
    expect(await garlic.count()).toBe(1);
    const garlicRow = garlic.locator('xpath=..');
    expect(await garlicRow.innerText()).toMatch(/garlic\s*5 clove/);
    await desk.getByRole('checkbox', { name: 'spaghetti' }).waitFor();
    expect(await desk.getByText('Not Started').count()).toBe(1);
    expect(await seriousA11yViolations(desk)).toEqual([]);

    // In the shop: a 360 px phone, no sideways scrolling, ticks land on the server.
    const shop = await phone(desk);
    await shop.goto(listUrl);
    await shop.getByRole('heading', { level: 1 }).waitFor();
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Every control takes taps in at least 44 × 44 px (Edit and Delete sit apart enough to keep theirs).
    expect(await smallTapTargets(shop)).toEqual([]);
    const boxes = shop.getByRole('checkbox');
    const total = await boxes.count();
    expect(total).toBe(3);
    for (let i = 0; i < total; i++) {
      const saved = shop.waitForResponse((r) => /\/shopping\/items\/\d+\/toggle$/.test(r.url()) && r.ok());
      await boxes.nth(i).click();
      await saved;
    }
    await shop.getByText('Ready to Complete').waitFor();
    // The thumb bar's Complete List, at the bottom of the screen, asks first.
    const complete = shop.getByRole('button', { name: 'Complete List' }).last();
    const box = await complete.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(740 - 80);
    await complete.click();
    const confirm = shop.getByRole('alertdialog', { name: 'Complete this list?' });
    const updated = shop.waitForResponse(
      (r) => r.url().endsWith(`/shopping/lists/${listId}`) && r.request().method() === 'PUT',
    );
    await confirm.getByRole('button', { name: 'Complete List' }).click();
    expect((await updated).ok()).toBe(true);
    await shop.getByText('Completed', { exact: true }).waitFor();

    // The server kept every tick: a fresh load shows them.
    await desk.reload();
    await desk.getByText('Completed', { exact: true }).waitFor();
    expect(await desk.getByRole('checkbox', { checked: true }).count()).toBe(3);

    // Print: the page lays the list out by category, prints after 1.2 s and returns to /shopping.
    await desk.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
        setTimeout(() => window.dispatchEvent(new Event('afterprint')), 50);
      };
    });
    await desk.goto(`${app.url}/print-shopping/${listId}`);
    await desk.getByRole('heading', { level: 1, name: `Shopping for ${titles[0]} and ${titles[1]}` }).waitFor();
    const pageRule = await desk.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('size: letter')),
      ),
    );
    expect(pageRule).toBe(true);
    await desk.waitForURL(`${app.url}/shopping`, { timeout: 10_000 });

    // The strict CSP holds on every page of the journey, dialogs included (decision 011).
    expect(takeCspViolations()).toEqual([]);
  });
});
