import { NETWORK_ERROR_MESSAGE } from '@potluck/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, storedAccessToken, storeTokens, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const tokens = { access_token: 'a-new', refresh_token: 'r-new', token_type: 'bearer' };

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], id = 'rosa', password = 'tomato-sauce') {
  await user.type(screen.getByLabelText('Email or username'), id);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('says what is missing before calling the server', async () => {
    const { callsTo } = stubFetch({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    // The sign-in rules load when the form is first used (a lazy chunk): wait for them, not a fixed moment.
    expect(await screen.findByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/auth/login-json')).toHaveLength(0);
  });

  it('signs in with remember_me false, stores both tokens, fetches the user and goes home', async () => {
    const { callsTo } = stubFetch({
      'POST /auth/login-json': () => ({ body: tokens }),
      'GET /auth/me': () => ({ body: member }),
    });
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Welcome, Rosa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo('POST', '/auth/login-json')[0]?.body).toEqual({
      email_or_username: 'rosa',
      password: 'tomato-sauce',
      remember_me: false,
    });
    expect(storedAccessToken()).toBe('a-new');
    expect(localStorage.getItem('potluck.refresh_token')).toBe('r-new');
    expect(callsTo('GET', '/auth/me')[0]?.headers.authorization).toBe('Bearer a-new');
  });

  it('shows the server detail on a refused sign-in', async () => {
    stubFetch({
      'POST /auth/login-json': () => ({ status: 401, body: { detail: 'Incorrect email/username or password' } }),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email/username or password');
    expect(storedAccessToken()).toBeNull();
  });

  it('shows the network message when the server cannot be reached', async () => {
    stubFetch({ 'POST /auth/login-json': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  });

  it('ignores a second submit while the first is in progress', async () => {
    let answer!: (r: Response) => void;
    const { callsTo } = stubFetch({
      'POST /auth/login-json': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /auth/me': () => ({ body: member }),
    });
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fillAndSubmit(user);
    // Enter in a field submits the form again, even where a disabled button could not be clicked.
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(callsTo('POST', '/auth/login-json')).toHaveLength(1);
    answer(json(200, tokens));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST', '/auth/login-json')).toHaveLength(1);
  });

  it('sends a signed-in visitor straight to /', async () => {
    storeTokens();
    stubFetch({ 'GET /auth/me': () => ({ body: member }) });
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome, Rosa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('links to the invitation-free sign-up form', async () => {
    stubFetch({});
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign up without an invitation' })).toHaveAttribute(
      'href',
      '/legacy-register',
    );
  });
});
