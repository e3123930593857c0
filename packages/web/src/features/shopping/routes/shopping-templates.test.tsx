import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleList, sampleTemplate } from '../shopping.fixtures';
import { stubShopping } from './shopping-test-server';

beforeAll(async () => {
  // Load the page chunks up front: on a busy machine the first lazy load can outlast a query's timeout.
  await Promise.all([import('./shopping-page'), import('./shopping-list-page')]);
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const page = (items: unknown[]) => ({ body: { items, total: items.length, limit: 100, offset: 0 } });

describe('/shopping?tab=templates', () => {
  it("says 'No Templates Yet', and a new template needs at least one item", async () => {
    storeTokens();
    const stub = stubShopping(null, {
      'POST /shopping/templates': () => ({ status: 201, body: sampleTemplate }),
    });
    const { user } = renderApp('/shopping?tab=templates');
    expect(await screen.findByRole('heading', { name: 'No Templates Yet' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New Template' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Template Name/ }), 'Picnic basket');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(await within(dialog).findByText('Please add at least one item to the template')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/shopping/templates')).toHaveLength(0);
    // Adding an item needs its name.
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Item' }), 'Lemonade');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '1.25');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(stub.callsTo('POST', '/shopping/templates')).toHaveLength(1));
    expect(stub.callsTo('POST', '/shopping/templates')[0]!.body).toMatchObject({
      name: 'Picnic basket',
      category: 'Weekly Shopping',
      is_public: false,
      template_items: [{ name: 'Lemonade', amount: 1.25, unit: null }],
    });
  });

  it("shows 3 sample items per card, 'No Templates Found' for an empty category, and makes a list from a template", async () => {
    storeTokens();
    const stub = stubShopping(null, {
      'GET /shopping/templates': (req) =>
        page(new URL(req.path, 'http://x').searchParams.get('category') ? [] : [sampleTemplate]),
      'POST /shopping/lists/from-template': () => ({ status: 201, body: sampleList([], { id: 21 }) }),
      'GET /shopping/lists/21': () => ({ body: sampleList([], { id: 21, name: 'Sunday big shop' }) }),
    });
    const { user, router } = renderApp('/shopping?tab=templates');
    const card = await screen.findByRole('article', { name: 'Sunday big shop' });
    expect(within(within(card).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    // The member's own template: Edit and Delete are offered.
    expect(within(card).getByRole('button', { name: 'Edit Sunday big shop' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Use Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list from “Sunday big shop”' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include Rice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(router.state.location.search).toBe('?list=21'));
    expect(stub.callsTo('POST', '/shopping/lists/from-template')[0]!.body).toMatchObject({
      template_id: 4,
      name: 'Sunday big shop',
      item_modifications: { '44': { exclude: true } },
    });

    await router.navigate('/shopping?tab=templates');
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Meal Prep' }));
    expect(await screen.findByRole('heading', { name: 'No Templates Found' })).toBeInTheDocument();
    expect(
      stub.calls.some((c) => c.path.includes('category=Meal+Prep') || c.path.includes('category=Meal%20Prep')),
    ).toBe(true);
  });
});
