import { NETWORK_ERROR_MESSAGE } from '@potluck/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, json, member, storedAccessToken, storeTokens, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const pair = (n: number) => ({ access_token: `a-${n}`, refresh_token: `r-${n}`, token_type: 'bearer' });

describe('protected routes', () => {
  it('send a visitor without a session to /login and back where they were after signing in', async () => {
    stubFetch({ 'POST /auth/login-json': () => ({ body: pair(1) }), 'GET /auth/me': () => ({ body: member }) });
    const { user, router } = renderApp('/meal-plans?view=list');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('Email or username'), 'rosa');
    await user.type(screen.getByLabelText('Password'), 'tomato-sauce');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Meal Plans', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/meal-plans?view=list');
  });

  it('cover every page route of both documents', async () => {
    stubFetch({});
    for (const path of [
      '/',
      '/recipes',
      '/recipes/create',
      '/recipes/7',
      '/recipes/7/edit',
      '/friends',
      '/shopping',
      '/shopping/3',
      '/meal-plans',
      '/meal-plans/4',
      '/activity',
      '/profile',
      '/admin',
      '/invite/abc',
      '/print/7',
      '/print-shopping/3',
    ]) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      unmount();
    }
  });
});

describe('session', () => {
  it('a 401 refreshes once and retries with the new token', async () => {
    storeTokens('a-old', 'r-old');
    const { callsTo } = stubFetch({
      'GET /auth/me': ({ headers }) =>
        headers.authorization === 'Bearer a-2' ? { body: member } : { status: 401, body: { detail: 'Token expired' } },
      'POST /auth/refresh': () => ({ body: pair(2) }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Rosa' })).toBeInTheDocument();
    expect(callsTo('POST', '/auth/refresh')[0]?.body).toEqual({ refresh_token: 'r-old' });
    expect(storedAccessToken()).toBe('a-2');
  });

  it('a failed refresh clears the tokens and goes to /login, remembering the page', async () => {
    storeTokens();
    stubFetch({
      'GET /auth/me': ({ headers }) =>
        headers.authorization === 'Bearer a-3' ? { body: member } : { status: 401, body: { detail: 'Token expired' } },
      'POST /auth/refresh': () => ({ status: 401, body: { detail: 'Refresh token revoked' } }),
      'POST /auth/login-json': () => ({ body: pair(3) }),
    });
    const { router, user } = renderApp('/shopping');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedAccessToken()).toBeNull();
    expect(localStorage.getItem('potluck.refresh_token')).toBeNull();

    await user.type(screen.getByLabelText('Email or username'), 'rosa');
    await user.type(screen.getByLabelText('Password'), 'tomato-sauce');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopping'));
  });

  it('a refused user fetch clears the tokens', async () => {
    storeTokens();
    stubFetch({ 'GET /auth/me': () => ({ status: 403, body: { detail: 'This account is deactivated' } }) });
    const { router } = renderApp('/recipes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedAccessToken()).toBeNull();
  });

  it('an unreachable server keeps the session and offers to try again', async () => {
    storeTokens();
    let online = false;
    stubFetch({ 'GET /auth/me': () => (online ? { body: member } : Promise.reject(new TypeError('Failed to fetch'))) });
    const { user } = renderApp('/recipes');
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(storedAccessToken()).toBe('access-1');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Recipes', level: 1 })).toBeInTheDocument();
  });

  it('sign out ends the session on the server, clears tokens and cached data', async () => {
    storeTokens('a-1', 'r-1');
    let me = member;
    const { callsTo } = stubFetch({
      'GET /auth/me': () => json(200, me),
      'POST /auth/logout': () => ({ body: { message: 'Signed out' } }),
      'POST /auth/login-json': () => ({ body: pair(2) }),
    });
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Rosa' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Sign Out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo('POST', '/auth/logout')[0]?.body).toEqual({ refresh_token: 'r-1' });
    expect(storedAccessToken()).toBeNull();

    // The next person must not see the previous person's cached user.
    me = admin;
    await user.type(await screen.findByLabelText('Email or username'), 'nonna');
    await user.type(screen.getByLabelText('Password'), 'lasagna-secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Nonna' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('unknown paths', () => {
  it('show the invitation-only landing with a Sign In link, outside the shell', async () => {
    stubFetch({});
    renderApp('/no/such/page');
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(screen.getByText(/invitation-only cookbook/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
