import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleMeal, samplePlan, testToday } from '../meal-plans.fixtures';
import { stubMealPlans } from './meal-plans-test-server';

beforeAll(async () => {
  await Promise.all([import('./meal-plan-page'), import('./shared-meal-plan-page')]);
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  storeTokens();
});

describe('sharing a meal plan', () => {
  it('makes a link, copies it, and revokes it', async () => {
    const stub = stubMealPlans(undefined, {
      'POST /meal-plans/7/share': () => ({
        status: 201,
        body: { token: 'tok123', path: '/meal-plans/shared/tok123', created_at: '2025-01-01T00:00:00Z' },
      }),
      'DELETE /meal-plans/7/share': () => ({ status: 204 }),
    });
    const { user } = renderApp('/meal-plans/7');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Meal Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    const link = `${window.location.origin}/meal-plans/shared/tok123`;
    expect(await within(dialog).findByRole('textbox', { name: 'Link to the plan' })).toHaveValue(link);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // user-event puts its own clipboard in place: what the page wrote is read back from it.
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Link' }));
    await waitFor(() => expect(stub.callsTo('DELETE', '/meal-plans/7/share')).toHaveLength(1));
    expect(await within(dialog).findByRole('button', { name: 'Create Link' })).toBeInTheDocument();
  });

  it('opens a shared plan read-only', async () => {
    // read_only is false for the owner opening their own link: the link's view stays read-only anyway.
    const plan = samplePlan([sampleMeal({ id: 1, meal_date: testToday() })], { read_only: false });
    stubMealPlans(null, { 'GET /meal-plans/shared/tok123': () => ({ body: plan }) });
    renderApp('/meal-plans/shared/tok123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back-to-school week' })).toBeInTheDocument();
    expect(await screen.findByText('Sunday ragù')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Drag|Move) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as cooked' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Custom meal/ })).not.toBeInTheDocument();
  });

  it('says Meal Plan Not Found for a revoked link', async () => {
    stubMealPlans(null, {
      'GET /meal-plans/shared/old': () => ({ status: 404, body: { detail: 'Meal Plan Not Found' } }),
    });
    renderApp('/meal-plans/shared/old');
    expect(await screen.findByRole('heading', { name: 'Meal Plan Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Meal Plan Not Found: The meal plan you're looking for doesn't exist/),
    ).toBeInTheDocument();
  });
});
