import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { stubMealPlans } from './meal-plans-test-server';

beforeAll(async () => {
  await import('./meal-plans-page');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  storeTokens();
});

const feed = { token: 'feed123', path: '/api/v1/meal-plans/feed/feed123', created_at: '2025-01-01T00:00:00Z' };

it('turns the calendar feed on, copies its URL, and turns it off', async () => {
  const stub = stubMealPlans(undefined, {
    'GET /meal-plans/feed': () => ({ body: { enabled: false, created_at: null } }),
    'POST /meal-plans/feed': () => ({ status: 201, body: feed }),
    'DELETE /meal-plans/feed': () => ({ status: 204 }),
  });
  const { user } = renderApp('/meal-plans');
  await user.click(await screen.findByRole('button', { name: 'Calendar feed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
  expect(await within(dialog).findByText('Your calendar feed is off.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
  const url = `${window.location.origin}/api/v1/meal-plans/feed/feed123`;
  expect(await within(dialog).findByRole('textbox', { name: 'Feed URL' })).toHaveValue(url);
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(url);
  expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
  await waitFor(() => expect(stub.callsTo('DELETE', '/meal-plans/feed')).toHaveLength(1));
  expect(await within(dialog).findByText('Your calendar feed is off.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
});

it('offers a new URL and Turn Off for a feed that is on', async () => {
  stubMealPlans(undefined, {
    'GET /meal-plans/feed': () => ({ body: { enabled: true, created_at: '2025-01-01T00:00:00Z' } }),
  });
  const { user } = renderApp('/meal-plans');
  await user.click(await screen.findByRole('button', { name: 'Calendar feed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
  expect(await within(dialog).findByRole('button', { name: 'New URL' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Turn Off' })).toBeInTheDocument();
});

it('says so when the feed state cannot be read', async () => {
  stubMealPlans(undefined, {
    'GET /meal-plans/feed': () => ({ status: 503, body: { detail: 'Database unavailable' } }),
  });
  const { user } = renderApp('/meal-plans');
  await user.click(await screen.findByRole('button', { name: 'Calendar feed' }));
  expect(await screen.findByText('Failed to load your calendar feed')).toBeInTheDocument();
});
