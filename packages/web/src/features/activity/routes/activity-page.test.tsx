import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { activityOf, ana, feedOf } from '../activity.fixtures';

beforeAll(async () => {
  await import('./activity-page');
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  storeTokens();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});

/** The activity endpoints; the unseen count drops to 0 once the feed is marked seen. */
function stubActivity(
  feed: Record<number, ReturnType<typeof feedOf>>,
  newCount = 0,
  extra: Record<string, StubHandler> = {},
) {
  let unseen = newCount;
  return stubFetch(
    new Proxy(
      {
        'GET /auth/me': () => ({ body: member }),
        'GET /activity/unseen': () => ({ body: { new_count: unseen, last_seen_at: null } }),
        'POST /activity/seen': () => {
          unseen = 0;
          return { body: { new_count: 0, last_seen_at: '2026-11-25T12:00:00Z' } };
        },
        ...extra,
      } as Record<string, StubHandler>,
      {
        get(target, key: string) {
          const match = /^GET \/activity\/feed\?limit=20&offset=(\d+)$/.exec(key);
          if (target[key] || !match) return target[key];
          return () => ({ body: feed[Number(match[1])] });
        },
      },
    ),
  );
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('/activity', () => {
  it('shows the new count on the sidebar entry until the feed is opened, then marks it seen', async () => {
    const stub = stubActivity({ 0: feedOf([activityOf({ is_new: true })]) }, 3);
    const { user } = renderApp('/friends?tab=invite');
    await user.click(await screen.findByRole('link', { name: /^Activity\s*3\s*new$/ }));
    const feed = within(await screen.findByRole('list', { name: 'Activity feed' }));
    expect(feed.getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(stub.callsTo('POST', '/activity/seen')).toHaveLength(1));
    expect(await nav().findByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the menu button on a phone, where the sidebar is hidden', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    stubActivity({ 0: feedOf([activityOf({ is_new: true })]) }, 2);
    const { user } = renderApp('/friends?tab=invite');
    await user.click(await screen.findByRole('button', { name: 'Open navigation, new activity' }));
    await user.click(await screen.findByRole('link', { name: /^Activity\s*2\s*new$/ }));
    await screen.findByRole('list', { name: 'Activity feed' });
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
  });

  it('links every item to its recipe and person, and tells each kind', async () => {
    stubActivity({
      0: feedOf([
        activityOf({ message: 'From Sunday lunch' }),
        activityOf({ id: 'friend_request_received:4', kind: 'friend_request_received', recipe: null }),
        activityOf({ id: 'recipe_liked:12:2026-11-25', kind: 'recipe_liked', count: 3 }),
        activityOf({
          id: 'friend_recipe_published:31',
          kind: 'friend_recipe_published',
          recipe: { id: 31, title: 'Chilli', slug: null },
        }),
      ]),
    });
    renderApp('/activity');
    const feed = within(await screen.findByRole('list', { name: 'Activity feed' }));
    const items = feed.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ana Lima shared Lemon drizzle with you');
    expect(within(items[0]!).getByText('“From Sunday lunch”')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Lemon drizzle' })).toHaveAttribute('href', '/recipes/12');
    expect(within(items[0]!).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute(
      'href',
      '/friends?tab=search&q=ana',
    );
    expect(items[1]).toHaveTextContent('Ana Lima sent you a friend request');
    expect(within(items[1]!).getByRole('link', { name: 'Respond' })).toHaveAttribute('href', '/friends?tab=pending');
    expect(items[2]).toHaveTextContent('Ana Lima and 2 others liked Lemon drizzle');
    expect(items[3]).toHaveTextContent('Ana Lima published Chilli');
  });

  it('loads older items page by page', async () => {
    const first = Array.from({ length: 20 }, (_, i) => activityOf({ id: `recipe_liked:${i}`, kind: 'recipe_liked' }));
    const older = activityOf({
      id: 'friend_request_accepted:1',
      kind: 'friend_request_accepted',
      actor: ana,
      recipe: null,
    });
    stubActivity({ 0: feedOf(first, 0, 21), 20: feedOf([older], 20, 21) });
    const { user } = renderApp('/activity');
    const feed = within(await screen.findByRole('list', { name: 'Activity feed' }));
    expect(feed.getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show older activity' }));
    expect(await feed.findByText(/accepted your friend request/)).toBeInTheDocument();
    expect(feed.getAllByRole('listitem')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Show older activity' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, with the way to Find Friends', async () => {
    stubActivity({ 0: feedOf([]) });
    renderApp('/activity');
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Friends' })).toHaveAttribute('href', '/friends?tab=search');
  });

  it("says 'An error occurred' when the feed fails", async () => {
    stubActivity({}, 0, { 'GET /activity/feed?limit=20&offset=0': () => ({ status: 500, body: { detail: 'x' } }) });
    renderApp('/activity');
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  });
});
