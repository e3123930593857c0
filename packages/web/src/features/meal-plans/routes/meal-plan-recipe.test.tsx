import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleMeal, samplePlan, sampleRecipe, testToday } from '../meal-plans.fixtures';
import { stubMealPlans } from './meal-plans-test-server';

beforeAll(async () => {
  await import('./meal-plan-page');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  storeTokens();
});

const plan = () => samplePlan([sampleMeal({ id: 1, meal_date: testToday(), servings: 4 })]);

it('opens the recipe of a meal with its servings scaled to the meal, its ingredients and steps in order', async () => {
  const stub = stubMealPlans(plan(), { 'GET /recipes/3': () => ({ body: sampleRecipe }) });
  const { user } = renderApp('/meal-plans/7');
  await user.click(await screen.findByRole('button', { name: 'Sunday ragù' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sunday ragù' });
  expect(await within(dialog).findByText('Servings')).toBeInTheDocument();
  expect(within(dialog).getByText('4')).toBeInTheDocument();
  expect(within(dialog).getByText('3h')).toBeInTheDocument();
  // Written for 2, cooked for 4: 250 g becomes 500 g.
  expect(within(dialog).getByRole('list', { name: 'Ingredients' })).toHaveTextContent(/500\s*g/);
  const steps = within(dialog)
    .getAllByRole('listitem')
    .filter((li) => li.closest('ol'));
  expect(steps.map((li) => li.textContent)).toEqual(['Brown the mince.', 'Simmer for three hours.']);
  expect(stub.calls.some((c) => c.path.startsWith('/recipes/3'))).toBe(true);
});

it("says 'Failed to load recipe' when the recipe cannot be read", async () => {
  stubMealPlans(plan(), { 'GET /recipes/3': () => ({ status: 404, body: { detail: 'Recipe not found' } }) });
  const { user } = renderApp('/meal-plans/7');
  await user.click(await screen.findByRole('button', { name: 'Sunday ragù' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sunday ragù' });
  expect(await within(dialog).findByText('Failed to load recipe')).toBeInTheDocument();
});
