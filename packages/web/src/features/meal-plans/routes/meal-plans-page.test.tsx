import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { MEAL_PLANNING_CONTEXT_KEY } from '../../../lib/storage-keys';
import { samplePlan, testToday } from '../meal-plans.fixtures';
import { stubMealPlans } from './meal-plans-test-server';

beforeAll(async () => {
  // Load the page chunks up front: on a busy machine the first lazy load can outlast a query's timeout.
  await Promise.all([import('./meal-plans-page'), import('./meal-plan-page')]);
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  storeTokens();
});

describe('/meal-plans', () => {
  it('shows each plan as a card with its status and counts, and searches name and description', async () => {
    stubMealPlans();
    const { user } = renderApp('/meal-plans');
    const card = await screen.findByRole('article', { name: 'Back-to-school week' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Back-to-school week' })).toHaveAttribute(
      'href',
      '/meal-plans/7',
    );
    expect(screen.getByRole('tab', { name: /Meal Plans/ })).toHaveTextContent('1');
    await user.type(screen.getByRole('searchbox', { name: 'Search meal plans' }), 'packed lunches');
    expect(screen.getByRole('article', { name: 'Back-to-school week' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search meal plans' }), ' picnic');
    expect(await screen.findByText('No meal plans match your search.')).toBeInTheDocument();
  });

  it('asks only for active plans under Active Plans', async () => {
    const stub = stubMealPlans();
    const { user, router } = renderApp('/meal-plans');
    await screen.findByRole('article', { name: 'Back-to-school week' });
    await user.click(screen.getByRole('button', { name: 'Active Plans' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=active'));
    await waitFor(() => expect(stub.calls.map(stub.queryOf).some((q) => q.active_only === 'true')).toBe(true));
  });

  it('says so when there is no plan, and New Plan waits for a name and falls back to 4 servings', async () => {
    const created = samplePlan([], { id: 9, name: 'Picnic week' });
    const stub = stubMealPlans(null, {
      'POST /meal-plans': () => ({ status: 201, body: created }),
      'GET /meal-plans/9': () => ({ body: created }),
    });
    const { user, router } = renderApp('/meal-plans');
    expect(await screen.findByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first meal plan to get started!')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New Plan' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Meal Plan' });
    const submit = within(dialog).getByRole('button', { name: 'Create Plan' });
    await user.type(within(dialog).getByRole('textbox', { name: /Plan Name/ }), '   ');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Plan Name/ }), 'Picnic week');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Default Servings/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plans/9'));
    expect(stub.callsTo('POST', '/meal-plans')[0]!.body).toMatchObject({
      name: 'Picnic week',
      start_date: testToday(),
      default_servings: 4,
      include_snacks: true,
    });
  });

  it("shows a refused plan form's server detail in an error toast and keeps the typed values", async () => {
    stubMealPlans(null, {
      'POST /meal-plans': () => ({
        status: 422,
        body: { detail: [{ loc: ['body', 'end_date'], msg: 'End date cannot be before start date', type: 'custom' }] },
      }),
    });
    const { user, router } = renderApp('/meal-plans');
    await user.click((await screen.findAllByRole('button', { name: 'New Plan' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Meal Plan' });
    await user.type(within(dialog).getByRole('textbox', { name: /Plan Name/ }), 'Picnic week');
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    const toast = (await screen.findByText('End date cannot be before start date')).closest('li')!;
    expect(within(toast).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Plan Name/ })).toHaveValue('Picnic week');
    expect(within(dialog).getByRole('button', { name: 'Create Plan' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/meal-plans');
  });

  it('duplicates a plan with "(Copy)" pre-filled and opens the copy', async () => {
    const copy = samplePlan([], { id: 11, name: 'Back-to-school week (Copy)' });
    const stub = stubMealPlans(undefined, {
      'POST /meal-plans/7/duplicate': () => ({ status: 201, body: copy }),
      'GET /meal-plans/11': () => ({ body: copy }),
    });
    const { user, router } = renderApp('/meal-plans');
    await user.click(await screen.findByRole('button', { name: 'Duplicate Back-to-school week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Meal Plan' });
    expect(within(dialog).getByRole('textbox', { name: /Plan Name/ })).toHaveValue('Back-to-school week (Copy)');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plans/11'));
    expect(stub.calls.find((c) => c.path.startsWith('/meal-plans/7/duplicate'))!.path).toMatch(/\?tz=/);
  });
});

describe('/meal-plans?recipes= (back from the recipe collection)', () => {
  it('adds the chosen recipes to the stored day and slot, then opens the plan', async () => {
    localStorage.setItem(
      MEAL_PLANNING_CONTEXT_KEY,
      JSON.stringify({ plan_id: 7, meal_date: testToday(), meal_type: 'lunch' }),
    );
    const stub = stubMealPlans();
    const { router } = renderApp('/meal-plans?meal=lunch&recipes=3,5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plans/7'));
    const call = stub.calls.find((c) => c.method === 'POST')!;
    expect(call.path).toContain(`tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`);
    expect(call.body).toEqual({
      meals: [
        { meal_date: testToday(), meal_type: 'lunch', recipe_id: 3 },
        { meal_date: testToday(), meal_type: 'lunch', recipe_id: 5 },
      ],
    });
    expect(localStorage.getItem(MEAL_PLANNING_CONTEXT_KEY)).toBeNull();
  });

  it('shows the added recipes on a plan page seen before the collection', async () => {
    localStorage.setItem(
      MEAL_PLANNING_CONTEXT_KEY,
      JSON.stringify({ plan_id: 7, meal_date: testToday(), meal_type: 'lunch' }),
    );
    stubMealPlans();
    const { router } = renderApp('/meal-plans/7');
    expect(await screen.findByText('0 of 0 meals completed')).toBeInTheDocument();
    await router.navigate('/meal-plans?meal=lunch&recipes=3');
    expect(await screen.findByText('Recipe 3')).toBeInTheDocument();
    expect(screen.getByText('0 of 1 meal completed')).toBeInTheDocument();
  });

  it("the collection's Cancel returns to the plan being added to, and forgets the context", async () => {
    localStorage.setItem(
      MEAL_PLANNING_CONTEXT_KEY,
      JSON.stringify({ plan_id: 7, meal_date: testToday(), meal_type: 'dinner' }),
    );
    stubMealPlans();
    const { router } = renderApp('/meal-plans?selection=cancelled');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plans/7'));
    expect(localStorage.getItem(MEAL_PLANNING_CONTEXT_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Back-to-school week' })).toBeInTheDocument();
  });

  it('a cancelled selection without a context stays on the plan list', async () => {
    stubMealPlans();
    const { router } = renderApp('/meal-plans?selection=cancelled');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/meal-plans');
  });

  it('says so without a stored context', async () => {
    stubMealPlans();
    renderApp('/meal-plans?recipes=3');
    expect(await screen.findByText('Meal planning context not found')).toBeInTheDocument();
  });

  it.each([
    [400, { detail: 'The date must fall inside the meal plan' }, 'Error: The date must fall inside the meal plan'],
    [400, {}, 'Invalid request. Please check your meal plan settings.'],
    [500, { detail: 'boom' }, 'Failed to add recipes to meal plan. Please try again.'],
  ])('a %i answer shows the spec text', async (status, body, text) => {
    localStorage.setItem(
      MEAL_PLANNING_CONTEXT_KEY,
      JSON.stringify({ plan_id: 7, meal_date: testToday(), meal_type: 'dinner' }),
    );
    stubMealPlans(undefined, { 'POST /meal-plans/7/meals/bulk': () => ({ status, body }) });
    renderApp('/meal-plans?recipes=3');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('lists the plans and their ranges for a day outside every plan, and offers a new plan', async () => {
    localStorage.setItem(
      MEAL_PLANNING_CONTEXT_KEY,
      JSON.stringify({ plan_id: 7, meal_date: '2025-03-02', meal_type: 'dinner' }),
    );
    const plan = samplePlan([], { start_date: '2025-04-06', end_date: '2025-04-12' });
    const stub = stubMealPlans(plan);
    renderApp('/meal-plans?recipes=3');
    expect(await screen.findByText('That day is not in a meal plan')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Mar 2, 2025 falls outside every meal plan. Choose a date inside one of these ranges, or create a new plan.',
      ),
    ).toBeInTheDocument();
    const listed = within(screen.getByRole('list', { name: 'Available plans' })).getByRole('listitem');
    expect(listed).toHaveTextContent('Back-to-school week: Apr 6 – 12, 2025');
    expect(stub.calls.some((c) => c.method === 'POST')).toBe(false);
    screen.getByRole('button', { name: 'New Plan' }).click();
    expect(await screen.findByRole('dialog', { name: 'New Meal Plan' })).toBeInTheDocument();
  });
});
