import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { advance, until } from '../../../test/fake-timers';
import { renderApp } from '../../../test/render-app';
import { readerUser, soupRecipe } from '../detail/recipe.fixtures';
import { PRINT_TIMING } from './print.constants';

// Only the timers are fake (see test/fake-timers).

function setup(recipe: StubHandler = () => ({ body: soupRecipe })) {
  storeTokens();
  return stubFetch({ 'GET /auth/me': () => ({ body: readerUser }), 'GET /recipes/7': recipe });
}

beforeEach(async () => {
  // Load the page chunk up front so React.lazy resolves without waiting for module I/O under fake timers.
  await import('./print-recipe-page');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const heading = () => screen.getByRole('heading', { level: 1, name: soupRecipe.title });

describe('/print/{id}', () => {
  it('prints 1.2 s after the recipe is shown and returns to the recipe after printing', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    setup();
    const { router } = renderApp('/print/7');
    await until(heading);
    expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(
      screen.getByText('Freezes well for up to three months. A spoon of pesto on top makes it a meal.'),
    ).toBeInTheDocument();
    // Paper size comes from a linked stylesheet: the server's Content-Security-Policy refuses inline <style>.
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('@page'))).toBe(false);
    await advance(PRINT_TIMING.autoPrintDelayMs - 1);
    expect(print).not.toHaveBeenCalled();
    await advance(1);
    expect(print).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/print/7');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    await until(() => expect(router.state.location.pathname).toBe('/recipes/7'));
  });

  it('returns 0.5 s after the window gets focus back', async () => {
    vi.stubGlobal('print', vi.fn());
    setup();
    const { router } = renderApp('/print/7');
    await until(heading);
    await advance(PRINT_TIMING.autoPrintDelayMs);
    act(() => void window.dispatchEvent(new Event('focus')));
    await advance(PRINT_TIMING.focusReturnDelayMs - 1);
    expect(router.state.location.pathname).toBe('/print/7');
    await advance(1);
    await until(() => expect(router.state.location.pathname).toBe('/recipes/7'));
  });

  it('falls back to the browser’s own Print command when window.print throws', async () => {
    vi.stubGlobal('print', () => {
      throw new Error('blocked');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup();
    const { router } = renderApp('/print/7');
    await until(heading);
    await advance(PRINT_TIMING.autoPrintDelayMs);
    await until(() => expect(screen.getByText('The print dialog did not open')).toBeInTheDocument());
    expect(heading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/print/7');
  });

  it("says 'Invalid recipe ID' without an id or with a non-numeric one", async () => {
    const { callsTo } = setup();
    const { unmount } = renderApp('/print');
    await until(() => screen.getByRole('heading', { name: 'Invalid recipe ID' }));
    unmount();
    renderApp('/print/abc');
    await until(() => screen.getByRole('heading', { name: 'Invalid recipe ID' }));
    expect(callsTo('GET', '/recipes/abc')).toHaveLength(0);
  });

  it("says 'Failed to load recipe' when loading fails, with the way back", async () => {
    setup(() => ({ status: 500, body: { detail: 'Database unavailable' } }));
    renderApp('/print/7');
    await until(() => screen.getByRole('heading', { name: 'Failed to load recipe' }));
    expect(screen.getByText('Please try again or go back to the recipe page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recipe' })).toHaveAttribute('href', '/recipes/7');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('gives up after 30 s without an answer', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    setup(() => new Promise(() => {}));
    renderApp('/print/7');
    await until(() => screen.getByRole('status', { name: 'Preparing the recipe for printing…' }));
    await advance(PRINT_TIMING.loadTimeoutMs - 1);
    expect(screen.queryByRole('heading', { name: 'Failed to load recipe' })).not.toBeInTheDocument();
    await advance(1);
    await until(() => screen.getByRole('heading', { name: 'Failed to load recipe' }));
    expect(print).not.toHaveBeenCalled();
  });
});
