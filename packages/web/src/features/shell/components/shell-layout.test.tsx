import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIDEBAR_STORAGE_KEYS } from '../../../lib/storage-keys';
import { admin, member, storeTokens, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

function signedIn(user = member) {
  storeTokens();
  stubFetch({ 'GET /auth/me': () => ({ body: user }), 'POST /auth/logout': () => ({ body: { message: 'ok' } }) });
}

afterEach(() => setWidth(1024));

describe('shell at 1280 px', () => {
  it('has a skip link, the navigation, a top bar and main, with the spec links in order', async () => {
    setWidth(1280);
    signedIn(admin);
    renderApp('/recipes');
    await screen.findByRole('heading', { name: 'Recipes', level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toEqual([
      'Home',
      'Recipes',
      'Friends',
      'Shopping',
      'Meal Plans',
      'Activity',
      'Admin Settings',
      'Profile',
      'Sign Out',
    ]);
    expect(within(nav).getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses to the rail and stores the choice in both keys', async () => {
    setWidth(1280);
    signedIn();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    // On the rail the labels become the links' accessible names.
    expect(screen.getByRole('link', { name: 'Friends' })).toHaveAttribute('aria-label', 'Friends');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.open)).toBe('false');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.desktopPref)).toBe('user');
  });

  it('moves focus to main after following a link', async () => {
    setWidth(1280);
    signedIn();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Shopping' }));
    await screen.findByRole('heading', { name: 'Shopping', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('the user menu offers Profile, Admin Settings (admins only) and Sign Out', async () => {
    setWidth(1280);
    signedIn(admin);
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Nonna' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Admin Settings', 'Sign Out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('a member’s user menu has no Admin Settings', async () => {
    setWidth(1280);
    signedIn(member);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Rosa Martinez' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Settings' })).not.toBeInTheDocument();
  });
});

describe('shell below 768 px', () => {
  it('hides the sidebar until the menu button opens it; a followed link closes it', async () => {
    setWidth(375);
    signedIn();
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Rosa' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(drawer).getByRole('link', { name: 'Meal Plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plans'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.open)).toBeNull();
  });

  it('Escape closes the open sidebar', async () => {
    setWidth(375);
    signedIn();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog', { name: 'Navigation' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('shell from 768 to 1023 px', () => {
  it('is collapsed with no toggle to store', async () => {
    setWidth(900);
    signedIn();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-label', 'Home');
    expect(screen.queryByRole('button', { name: /Collapse sidebar|Expand sidebar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});
