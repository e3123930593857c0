import { addDays } from '@potluck/api/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEAL_PLANNING_CONTEXT_KEY } from '../../../lib/storage-keys';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { formatDayLabel } from '../components/week-view';
import { sampleMeal, samplePlan, testToday } from '../meal-plans.fixtures';
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

const today = testToday();
const todayRegion = async () => {
  const badge = await screen.findByText('Today');
  return badge.closest('section')!;
};

describe('/meal-plans/{id}', () => {
  it('shows progress, marks today, and locks past days', async () => {
    stubMealPlans(
      samplePlan([
        sampleMeal({ id: 1, meal_date: today, is_completed: true }),
        sampleMeal({ id: 2, meal_date: today, meal_type: 'lunch', recipe_name: 'Herb salad' }),
      ]),
    );
    renderApp('/meal-plans/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back-to-school week' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 meals completed')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Meal Plans');
    const day = await todayRegion();
    expect(within(day).getByRole('button', { name: 'Add breakfast' })).toBeInTheDocument();
  });

  it("shows a past day as 'Past • Read Only' without add or remove", async () => {
    // Yesterday's week: the plan starts a week back so Previous week reaches it on a Sunday too.
    const yesterday = addDays(today, -1);
    stubMealPlans(samplePlan([sampleMeal({ id: 3, meal_date: yesterday })], { start_date: addDays(today, -8) }));
    const { user } = renderApp('/meal-plans/7');
    await todayRegion();
    if (new Date(`${today}T00:00:00Z`).getUTCDay() === 0) {
      await user.click(screen.getByRole('button', { name: 'Previous week' }));
    }
    const label = await screen.findAllByText(/Past • Read Only/);
    const pastDay = label.map((el) => el.closest('section')!).find((s) => within(s).queryByText('Sunday ragù'))!;
    expect(within(pastDay).queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    expect(within(pastDay).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('marks a meal cooked with the time zone, and shows the congratulations at 100 %', async () => {
    const stub = stubMealPlans(samplePlan([sampleMeal({ id: 1, meal_date: today })]));
    const { user } = renderApp('/meal-plans/7');
    const day = await todayRegion();
    await user.click(await within(day).findByRole('button', { name: 'Mark as cooked' }));
    await waitFor(() => expect(stub.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = stub.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(
      `/meal-plans/meals/1?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );
    expect(put.body).toEqual({ is_completed: true });
    expect(await screen.findByText("Congratulations! You've completed every meal in this plan.")).toBeInTheDocument();
  });

  it('removes a meal and adds a custom one in place', async () => {
    const stub = stubMealPlans(samplePlan([sampleMeal({ id: 1, meal_date: today })]));
    const { user } = renderApp('/meal-plans/7');
    const day = await todayRegion();
    await user.click(within(day).getByRole('button', { name: 'Remove Sunday ragù from dinner' }));
    await waitFor(() => expect(stub.calls.some((c) => c.method === 'DELETE')).toBe(true));
    await user.click(within(day).getAllByRole('button', { name: /^Custom meal: lunch/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /Custom lunch on/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Meal name/ }), 'Leftovers');
    await user.click(within(dialog).getByRole('button', { name: 'Add Meal' }));
    await waitFor(() => expect(stub.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(stub.calls.find((c) => c.method === 'POST')!.body).toEqual({
      meals: [{ meal_date: today, meal_type: 'lunch', custom_meal_name: 'Leftovers', custom_meal_notes: null }],
    });
    expect(await within(await todayRegion()).findByText('Leftovers')).toBeInTheDocument();
  });

  it("stores the meal-planning context and opens the collection for the slot's add button", async () => {
    stubMealPlans();
    const { user, router } = renderApp('/meal-plans/7');
    const day = await todayRegion();
    await user.click(within(day).getByRole('button', { name: 'Add lunch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(router.state.location.search).toBe('?mode=create-list&meal=lunch');
    expect(JSON.parse(localStorage.getItem(MEAL_PLANNING_CONTEXT_KEY)!)).toEqual({
      plan_id: 7,
      meal_date: today,
      meal_type: 'lunch',
    });
  });

  it('leaves out the snack slot when the plan has no snacks', async () => {
    stubMealPlans(samplePlan([], { include_snacks: false }));
    renderApp('/meal-plans/7');
    const day = await todayRegion();
    expect(within(day).getByRole('button', { name: 'Add dinner' })).toBeInTheDocument();
    expect(within(day).queryByRole('group', { name: 'Snack' })).not.toBeInTheDocument();
  });

  it('says Meal Plan Not Found for a plan you cannot see', async () => {
    stubMealPlans(null, { 'GET /meal-plans/99': () => ({ status: 404, body: { detail: 'Meal Plan Not Found' } }) });
    renderApp('/meal-plans/99');
    expect(await screen.findByRole('heading', { name: 'Meal Plan Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Meal Plan Not Found: The meal plan you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
  });

  it('creates a shopping list from the chosen days and opens it', async () => {
    const stub = stubMealPlans(undefined, {
      'POST /shopping/lists/from-meal-plan': () => ({ status: 201, body: { id: 42 } }),
      'GET /shopping/lists/42': () => ({ status: 404, body: { detail: 'Shopping list not found' } }),
    });
    const { user, router } = renderApp('/meal-plans/7');
    await user.click(await screen.findByRole('button', { name: 'Create List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Shopping List' });
    expect(within(dialog).getByRole('textbox', { name: /List Name/ })).toHaveValue('Back-to-school week Shopping List');
    await user.click(within(dialog).getByRole('button', { name: 'Deselect All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(
      await within(dialog).findByText('Please select at least one day to generate a shopping list.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: formatDayLabel(today) }));
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(router.state.location.search).toBe('?list=42'));
    expect(stub.callsTo('POST', '/shopping/lists/from-meal-plan')[0]!.body).toEqual({
      meal_plan_id: 7,
      name: 'Back-to-school week Shopping List',
      description: null,
      merge_similar_items: true,
      dates: [today],
    });
  });

  it('says so when the list cannot be generated', async () => {
    stubMealPlans(undefined, { 'POST /shopping/lists/from-meal-plan': () => ({ status: 500, body: { detail: 'x' } }) });
    const { user } = renderApp('/meal-plans/7');
    await user.click(await screen.findByRole('button', { name: 'Create List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Shopping List' });
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await within(dialog).findByText('Failed to generate shopping list. Please try again.')).toBeInTheDocument();
  });
});
