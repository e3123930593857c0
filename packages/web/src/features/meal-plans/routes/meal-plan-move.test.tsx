import { addDays } from '@potluck/api/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, it } from 'vitest';
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

it('moves a meal to another day and slot with the keyboard-friendly dialog (past days are not offered)', async () => {
  const today = testToday();
  const stub = stubMealPlans(samplePlan([sampleMeal({ id: 1, meal_date: today })]));
  const { user } = renderApp('/meal-plans/7');
  await user.click(await screen.findByRole('button', { name: 'Move Sunday ragù from dinner' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move “Sunday ragù”' });
  const day = within(dialog).getByRole('combobox', { name: 'Day' });
  expect(within(day).queryByRole('option', { name: formatDayLabel(addDays(today, -1)) })).not.toBeInTheDocument();
  await user.selectOptions(day, addDays(today, 1));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meal' }), 'lunch');
  await user.click(within(dialog).getByRole('button', { name: 'Move Meal' }));
  await waitFor(() => expect(stub.calls.some((c) => c.method === 'PUT')).toBe(true));
  const put = stub.calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toMatch(/^\/meal-plans\/meals\/1\?tz=/);
  expect(put.body).toEqual({ meal_date: addDays(today, 1), meal_type: 'lunch' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
