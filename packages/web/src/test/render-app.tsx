import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app-providers';
import { routes } from '../router';

/**
 * Renders the real route table in a memory router with a fresh SWR cache (no sharing between
 * tests, no retry delays). Entries are paths; the last one is the current page.
 */
export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

export function renderApp(...entries: string[]): RenderedApp {
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const user = userEvent.setup();
  const view = render(
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
