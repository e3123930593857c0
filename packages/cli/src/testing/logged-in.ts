import { expect } from 'vitest';
import { fakeApi, PASSWORD } from './fake-api';
import { fakeCli, type FakeIoOptions } from './fake-io';

/** What a test made and must remove afterwards: `afterEach(() => cleanups.run())`. */
export class Cleanups {
  private readonly steps: Array<() => Promise<unknown>> = [];
  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    await Promise.all(this.steps.splice(0).map((step) => step()));
  }
}

/** The real program against a fake server, logged in as alice; the login's own calls are forgotten. */
export async function loggedInCli(cleanups: Cleanups, options: FakeIoOptions = {}) {
  const api = fakeApi();
  const cli = await fakeCli({ fetch: api.fetch, env: { POTLUCK_SERVER: api.origin }, ...options });
  cleanups.add(cli.cleanup);
  expect((await cli.potluck('login', '--user', 'alice', '--password', PASSWORD)).code).toBe(0);
  api.state.urls.length = 0;
  return { api, ...cli };
}
