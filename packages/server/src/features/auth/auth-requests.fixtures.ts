import { type TestApp, bearer } from '../../test/test-app';

/**
 * The two requests the session tests make again and again: who am I (with an access token) and a refresh.
 * `app` is read at call time, since the test app only exists once beforeAll has run.
 */
export function authRequests(app: () => TestApp['app']) {
  return {
    me: (token: string) => app().inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) }),
    refresh: (refresh_token: string) =>
      app().inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token } }),
  };
}
