import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINT_TIMING } from '../../../lib/use-auto-print';
import { storeTokens } from '../../../test/fetch-stub';
import { advance, until } from '../../../test/fake-timers';
import { renderApp } from '../../../test/render-app';
import { stubShopping } from './shopping-test-server';
import { SHOPPING_PRINT_TIMEOUT_MS } from './print-shopping-page';

// Only the timers are fake (see test/fake-timers).

beforeEach(async () => {
  await import('./print-shopping-page');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('/print-shopping/{id}', () => {
  it('prints the list grouped by category 1.2 s after it is shown, then goes back to /shopping', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    storeTokens();
    stubShopping();
    const { router } = renderApp('/print-shopping/7');
    await until(() => screen.getByRole('heading', { level: 1, name: 'Saturday market' }));
    expect(screen.getByRole('heading', { name: 'Dairy & Eggs' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'not ticked' })).toHaveLength(5);
    await advance(PRINT_TIMING.autoPrintDelayMs - 1);
    expect(print).not.toHaveBeenCalled();
    await advance(1);
    expect(print).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    await until(() => expect(router.state.location.pathname).toBe('/shopping'));
  });

  it('falls back to the browser’s Print command when window.print throws', async () => {
    vi.stubGlobal('print', () => {
      throw new Error('blocked');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeTokens();
    stubShopping();
    renderApp('/print-shopping/7');
    await until(() => screen.getByRole('heading', { level: 1, name: 'Saturday market' }));
    await advance(PRINT_TIMING.autoPrintDelayMs);
    await until(() => expect(screen.getByText('The print dialog did not open')).toBeInTheDocument());
  });

  it("says 'Invalid shopping list ID' without an id", async () => {
    storeTokens();
    stubShopping();
    renderApp('/print-shopping/abc');
    await until(() => screen.getByRole('heading', { level: 1, name: 'Invalid shopping list ID' }));
  });

  it("says 'Shopping List Not Found' for a list that is not there", async () => {
    storeTokens();
    stubShopping(null, {
      'GET /shopping/lists/5': () => ({ status: 404, body: { detail: 'Shopping list not found' } }),
    });
    renderApp('/print-shopping/5');
    await until(() => screen.getByRole('heading', { level: 1, name: 'Shopping List Not Found' }));
    expect(screen.getByText("The shopping list you're trying to print could not be found.")).toBeInTheDocument();
  });

  it('gives up loading after 10 s', async () => {
    storeTokens();
    stubShopping(null, { 'GET /shopping/lists/5': () => new Promise<never>(() => {}) });
    renderApp('/print-shopping/5');
    await until(() => screen.getByRole('status', { name: 'Preparing the shopping list for printing…' }));
    await advance(SHOPPING_PRINT_TIMEOUT_MS);
    await until(() => expect(screen.getByText('The shopping list took too long to load.')).toBeInTheDocument());
  });
});
