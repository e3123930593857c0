import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, signedInPage } from './browser';
import { startServer, type RunningServer } from './server';

/** The running app one journey file drives (see journeyApp). */
export interface JourneyApp {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's base URL (http://127.0.0.1:port). */
  readonly url: string;
  /** A fresh browser context signed in as `username` through the login page, on the home page. */
  signedIn(username: string, password?: string): Promise<Page>;
  /** An access token for `username`, signed in through the JSON login API. */
  apiToken(username: string, password?: string): Promise<string>;
  /** A recipe made through the API as `username` (one API sign-in per member and file); answers its id. */
  createRecipe(username: string, recipe: Record<string, unknown>): Promise<number>;
}

/**
 * The built server (started with `env`, on a fresh data dir) and a Chromium, both started before the
 * calling file's first test and stopped after its last. POTLUCK_DEMO: '1' seeds the demo family.
 */
export function journeyApp(env: Record<string, string> = {}): JourneyApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = () => {
    if (!server || !browser) throw new Error('journeyApp: used before its beforeAll ran');
    return { server, browser };
  };
  const tokens = new Map<string, Promise<string>>();
  const app: JourneyApp = {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    get url() {
      return started().server.url;
    },
    signedIn: (username, password) => signedInPage(app.browser, app.url, username, password),
    async apiToken(username, password = DEMO_PASSWORD) {
      const res = await fetch(`${app.url}/api/v1/auth/login-json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email_or_username: username, password, remember_me: false }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    async createRecipe(username, recipe) {
      const res = await fetch(`${app.url}/api/v1/recipes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(username)}` },
        body: JSON.stringify(recipe),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    },
  };
  const token = (username: string): Promise<string> => {
    let token = tokens.get(username);
    if (!token) tokens.set(username, (token = app.apiToken(username)));
    return token;
  };
  return app;
}
