import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleItem, sampleList } from '../shopping.fixtures';
import { stubShopping } from './shopping-test-server';

beforeAll(async () => {
  // Load the page chunks up front: on a busy machine the first lazy load can outlast a query's timeout.
  await Promise.all([import('./shopping-page'), import('./shopping-list-page')]);
  // Radix Select and Dialog measure and capture the pointer; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('/shopping', () => {
  it('lists the lists with their progress and filters them by status', async () => {
    storeTokens();
    setWidth(1280);
    const stub = stubShopping();
    const { user, router } = renderApp('/shopping');
    const card = await screen.findByRole('link', { name: /Saturday market/ });
    expect(within(card).getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analytics' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=completed'));
    await waitFor(() => expect(stub.calls.map(stub.queryOf).some((q) => q.status_filter === 'completed')).toBe(true));
  });

  it('says so when there is no list yet, and the New List dialog waits for a name', async () => {
    storeTokens();
    const stub = stubShopping(null, {
      'POST /shopping/lists': (req) => ({
        status: 201,
        body: sampleList([], { id: 9, name: (req.body as { name: string }).name }),
      }),
      'GET /shopping/lists/9': () => ({ body: sampleList([], { id: 9, name: 'Picnic' }) }),
    });
    const { user, router } = renderApp('/shopping');
    expect(await screen.findByRole('heading', { name: 'No shopping lists yet' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New List' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Shopping List' });
    const submit = within(dialog).getByRole('button', { name: 'Create List' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /List Name/ }), 'Picnic');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(router.state.location.search).toBe('?list=9'));
    expect(stub.callsTo('POST', '/shopping/lists')[0]!.body).toMatchObject({ name: 'Picnic' });
    expect(await screen.findByRole('heading', { name: 'No items yet' })).toBeInTheDocument();
  });

  it('hides the analytics tab on a phone-sized viewport', async () => {
    storeTokens();
    setWidth(360);
    stubShopping();
    renderApp('/shopping?tab=analytics');
    expect(await screen.findByRole('tab', { name: 'Lists' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Analytics' })).not.toBeInTheDocument();
    setWidth(1280);
  });
});

describe('/shopping?list={id}', () => {
  it('groups the items by category in the order the server sent them, with the progress label', async () => {
    storeTokens();
    stubShopping();
    renderApp('/shopping?list=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday market' })).toBeInTheDocument();
    const groups = within(screen.getByRole('article', { name: 'Saturday market' }))
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(groups).toEqual(['Produce', 'Bakery', 'Dairy & Eggs', 'Household']);
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText('1 of 6 items')).toBeInTheDocument();
  });

  it('ticks at once, keeps the tick through failed attempts and sends the desired state until it lands', async () => {
    storeTokens();
    let attempts = 0;
    const stub = stubShopping(sampleList(), {
      'POST /shopping/items/3/toggle': (req) => {
        attempts++;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return {
          body: sampleItem({
            id: 3,
            name: 'Sourdough loaf',
            category: 'Bakery',
            is_completed: (req.body as { is_completed: boolean }).is_completed,
          }),
        };
      },
    });
    const { user } = renderApp('/shopping/7');
    const bread = await screen.findByRole('checkbox', { name: 'Sourdough loaf' });
    await user.click(bread);
    expect(bread).toBeChecked();
    expect(screen.getByText('2 of 6 items')).toBeInTheDocument();
    // The first attempt fails: the tick stays and the page says it will be saved.
    expect(await screen.findByText(/your ticks are kept/)).toBeInTheDocument();
    expect(bread).toBeChecked();
    await waitFor(() => expect(attempts).toBe(2), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText(/your ticks are kept/)).not.toBeInTheDocument());
    expect(bread).toBeChecked();
    const sent = stub.callsTo('POST', '/shopping/items/3/toggle').map((call) => call.body);
    expect(sent).toEqual([{ is_completed: true }, { is_completed: true }]);
  });

  it('a slow answer to an earlier tap never brings back the old state', async () => {
    storeTokens();
    let release: (() => void) | undefined;
    const stub = stubShopping(sampleList(), {
      'POST /shopping/items/4/toggle': (req) => {
        const wanted = (req.body as { is_completed: boolean }).is_completed;
        const item = sampleItem({ id: 4, name: 'Eggs', category: 'Dairy & Eggs', is_completed: wanted });
        // The first answer (ticked) is held back until the member has unticked again.
        return wanted ? new Promise((resolve) => (release = () => resolve(json(200, item)))) : { body: item };
      },
    });
    const { user } = renderApp('/shopping/7');
    const eggs = await screen.findByRole('checkbox', { name: 'Eggs' });
    await user.click(eggs);
    await user.click(eggs);
    expect(eggs).not.toBeChecked();
    await act(async () => release?.());
    await waitFor(() => expect(stub.callsTo('POST', '/shopping/items/4/toggle')).toHaveLength(2));
    await waitFor(() =>
      expect(stub.callsTo('POST', '/shopping/items/4/toggle')[1]!.body).toEqual({ is_completed: false }),
    );
    expect(eggs).not.toBeChecked();
  });

  it('completes an active list only after confirmation', async () => {
    storeTokens();
    const stub = stubShopping();
    const { user } = renderApp('/shopping?list=7');
    await user.click((await screen.findAllByRole('button', { name: 'Complete List' }))[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Complete this list?' });
    expect(stub.callsTo('PUT', '/shopping/lists/7')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Complete List' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/shopping/lists/7')[0]!.body).toEqual({ status: 'completed' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete List' })).not.toBeInTheDocument();
  });

  it("shows 'Shopping list not found' with Go Back for a list that is not there", async () => {
    storeTokens();
    stubShopping(null, {
      'GET /shopping/lists/99': () => ({ status: 404, body: { detail: 'Shopping list not found' } }),
    });
    const { user, router } = renderApp('/shopping?list=99');
    expect(await screen.findByRole('heading', { name: 'Shopping list not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('suggests a category while the item name is typed and adds the item with it', async () => {
    storeTokens();
    const stub = stubShopping(sampleList(), {
      'POST /shopping/lists/7/items': (req) => ({
        status: 201,
        body: sampleItem({ ...(req.body as { name: string; category: string }) }),
      }),
    });
    const { user } = renderApp('/shopping?list=7');
    const form = await screen.findByRole('form', { name: 'Add Item' });
    await user.type(within(form).getByRole('textbox', { name: /Item/ }), 'Lemons');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Category' })).toHaveValue('Produce'), {
      timeout: 3000,
    });
    expect(within(form).getByText('90%')).toBeInTheDocument();
    // One request for the whole word, sent after the typing stopped.
    expect(stub.callsTo('POST', '/shopping/items/auto-categorize?item_name=Lemons')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() =>
      expect(stub.callsTo('POST', '/shopping/lists/7/items')[0]!.body).toMatchObject({
        name: 'Lemons',
        category: 'Produce',
      }),
    );
  });

  it("pauses suggestions after 3 errors in a row with 'Smart suggestions temporarily disabled', and Retry resumes", async () => {
    storeTokens();
    let fail = true;
    const stub = stubShopping(sampleList(), {
      'POST /shopping/items/auto-categorize': () =>
        fail
          ? { status: 503, body: { detail: 'Suggestions are unavailable' } }
          : { body: { suggested_category: 'Bakery', confidence: 0.6, source: 'fuzzy_match' } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderApp('/shopping?list=7');
    const form = await screen.findByRole('form', { name: 'Add Item' });
    const name = within(form).getByRole('textbox', { name: /Item/ });
    const asked = () => stub.calls.filter((c) => c.path.startsWith('/shopping/items/auto-categorize')).length;
    for (const word of ['Ba', 'Bag', 'Bage']) {
      await user.clear(name);
      await user.type(name, word);
      await waitFor(() => expect(asked()).toBe(['Ba', 'Bag', 'Bage'].indexOf(word) + 1), { timeout: 3000 });
    }
    expect(await within(form).findByText('Smart suggestions temporarily disabled')).toBeInTheDocument();
    await user.type(name, 'l');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(asked()).toBe(3);
    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Category' })).toHaveValue('Bakery'), {
      timeout: 3000,
    });
    expect(within(form).queryByText('Smart suggestions temporarily disabled')).not.toBeInTheDocument();
  });
});
