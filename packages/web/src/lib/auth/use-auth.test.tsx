import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { json, member, storedAccessToken, stubFetch } from '../../test/fetch-stub';
import { useAuth } from './use-auth';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </AppProviders>
);
const tokens = { access_token: 'a-1', refresh_token: 'r-1', token_type: 'bearer' };

describe('useAuth', () => {
  it('is signed out without a stored access token and asks nothing of the server', () => {
    const { calls } = stubFetch({});
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('ignores a second login while one is in progress, then loads the user once', async () => {
    let answer!: (r: Response) => void;
    const { callsTo } = stubFetch({
      'POST /auth/login-json': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /auth/me': () => ({ body: member }),
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.login({ email_or_username: 'rosa', password: 'tomato-sauce' });
      second = result.current.login({ email_or_username: 'rosa', password: 'tomato-sauce' });
    });
    await expect(second).resolves.toBe('ignored');
    await waitFor(() => expect(callsTo('POST', '/auth/login-json')).toHaveLength(1));
    answer(json(200, tokens));
    await act(async () => void (await first));
    await expect(first).resolves.toBe('signed-in');
    await waitFor(() => expect(result.current.user?.username).toBe('rosa'));
    expect(result.current.isAuthenticated).toBe(true);
    expect(storedAccessToken()).toBe('a-1');
    expect(callsTo('POST', '/auth/login-json')).toHaveLength(1);
    // Deduplicated: the session flip and the explicit refetch share one request.
    expect(callsTo('GET', '/auth/me')).toHaveLength(1);
  });

  it('logout clears the tokens and the cached user', async () => {
    localStorage.setItem('potluck.access_token', 'a-1');
    localStorage.setItem('potluck.refresh_token', 'r-1');
    const { callsTo } = stubFetch({
      'GET /auth/me': () => ({ body: member }),
      'POST /auth/logout': () => ({ body: { message: 'ok' } }),
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.username).toBe('rosa'));
    await act(() => result.current.logout());
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeUndefined();
    expect(storedAccessToken()).toBeNull();
    expect(callsTo('POST', '/auth/logout')).toHaveLength(1);
  });
});
