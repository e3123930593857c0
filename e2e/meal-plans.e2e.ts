import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, takeCspViolations } from './support/browser';
import { journeyApp } from './support/journey';

// The demo family (POTLUCK_DEMO=1), as in the other journeys.
const PLANNER = 'priya_moretti';
const RECIPE = 'Journey Lentil Dinner';

const app = journeyApp({ POTLUCK_DEMO: '1' });
/** The plan the first journey made; the second moves its meal. */
let planUrl = '';

/** One published recipe with three ingredients, made through the API, for 4 servings. */
async function dinnerRecipe(): Promise<void> {
  await app.createRecipe(PLANNER, {
    title: RECIPE,
    servings: 4,
    status: 'published',
    ingredients: [
      { ingredient_name: 'red lentils', amount: 300, unit: 'g' },
      { ingredient_name: 'coconut milk', amount: 400, unit: 'ml' },
      { ingredient_name: 'shallot', amount: 2 },
    ],
    instructions: [{ instruction: 'Simmer the lentils in the coconut milk with the shallots.' }],
  });
}

/** Today's day on the plan page (the day with the Today badge). */
const todayOf = (page: Page): Locator =>
  page.getByRole('region').filter({ has: page.getByText('Today', { exact: true }) });

const mealUpdate = (page: Page) =>
  page.waitForResponse((r) => /\/meal-plans\/meals\/\d+\?tz=/.test(r.url()) && r.request().method() === 'PUT');

describe('meal plan journey', () => {
  it('new plan → a dinner from the collection → cooked → a shopping list from one day holds its ingredients', async () => {
    await dinnerRecipe();
    const page = await app.signedIn(PLANNER);

    // A new plan: the form's default range starts today.
    await page.goto(`${app.url}/meal-plans`);
    await page.getByRole('button', { name: 'New Plan' }).first().click();
    const form = page.getByRole('dialog', { name: 'New Meal Plan' });
    await form.getByLabel('Plan Name').fill('Journey week');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await page.waitForURL(/\/meal-plans\/\d+$/);
    planUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'Journey week' }).waitFor();

    // The collection's Cancel comes back to this plan.
    await todayOf(page).getByRole('button', { name: 'Add dinner' }).click();
    await page.waitForURL(/\/recipes\?mode=create-list&meal=dinner/);
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(planUrl);

    // Today's dinner slot → the collection in meal-planning mode → choose the recipe → back on the plan.
    await todayOf(page).getByRole('button', { name: 'Add dinner' }).click();
    await page.waitForURL(/\/recipes\?mode=create-list&meal=dinner/);
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('Journey Lentil');
    await page.getByRole('button', { name: `Select ${RECIPE}` }).click();
    await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
    await page.waitForURL(planUrl);
    const dinner = todayOf(page).getByRole('group', { name: 'Dinner' });
    await dinner.getByText(RECIPE).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Cooked: the server keeps it, and the plan is complete.
    const cooked = mealUpdate(page);
    await dinner.getByRole('button', { name: 'Mark as cooked' }).click();
    expect((await cooked).ok()).toBe(true);
    await page.getByText('1 of 1 meal completed').waitFor();
    await dinner.getByText('Completed').waitFor();

    // A shopping list from today only.
    const todayLabel = await todayOf(page).getByRole('heading', { level: 3 }).innerText();
    await page.getByRole('button', { name: 'Create List' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Create Shopping List' });
    await listDialog.getByRole('button', { name: 'Deselect All' }).click();
    await listDialog.getByRole('checkbox', { name: todayLabel }).click();
    await listDialog.getByRole('button', { name: 'Create List' }).click();
    await page.waitForURL(/\/shopping\?list=\d+$/);
    for (const item of ['red lentils', 'coconut milk', 'shallot']) {
      await page.getByRole('checkbox', { name: item }).waitFor();
    }
    expect(await page.getByRole('checkbox').count()).toBe(3);
    expect(takeCspViolations()).toEqual([]);
  });

  it('moves a meal by dragging it with the mouse, and with the keyboard', async () => {
    const page = await app.signedIn(PLANNER);
    await page.goto(planUrl);
    const today = todayOf(page);
    const handle = today.getByRole('button', { name: `Drag ${RECIPE} from dinner` });
    await handle.waitFor();

    // Mouse: from dinner onto breakfast, in small steps as a hand would.
    const from = (await handle.boundingBox())!;
    const to = (await today.getByRole('group', { name: 'Breakfast' }).boundingBox())!;
    const moved = mealUpdate(page);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    const put = await moved;
    expect(put.ok()).toBe(true);
    expect(put.request().postDataJSON()).toMatchObject({ meal_type: 'breakfast' });
    await today.getByRole('group', { name: 'Breakfast' }).getByText(RECIPE).waitFor();

    // Keyboard: Space picks it up, the right arrow takes it to the next slot, Space drops it.
    const again = mealUpdate(page);
    await today.getByRole('button', { name: `Drag ${RECIPE} from breakfast` }).focus();
    // The live region tells a screen reader where the meal is at each step.
    const announced = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
    await page.keyboard.press('Space');
    await announced(`${RECIPE} is over breakfast`);
    // An arrow key pressed before the slots are measured moves nothing: press again until it is over lunch.
    for (let attempt = 1; ; attempt++) {
      await page.keyboard.press('ArrowRight');
      const over = page.getByRole('status').filter({ hasText: `${RECIPE} is over lunch` });
      if (
        await over.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => attempt === 3,
        )
      )
        break;
    }
    await announced(`${RECIPE} is over lunch`);
    await page.keyboard.press('Space');
    expect((await again).request().postDataJSON()).toMatchObject({ meal_type: 'lunch' });

    // The server kept it.
    await page.reload();
    await todayOf(page).getByRole('group', { name: 'Lunch' }).getByText(RECIPE).waitFor();
    expect(takeCspViolations()).toEqual([]);
  });
});
