import type { MealPlanTemplate } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { samplePlan, testToday } from '../meal-plans.fixtures';
import { stubMealPlans } from './meal-plans-test-server';

beforeAll(async () => {
  await Promise.all([import('./meal-plans-page'), import('./meal-plan-page')]);
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  storeTokens();
});

const template: MealPlanTemplate = {
  id: 5,
  name: 'Weeknight rotation',
  description: 'Five dinners that always work.',
  duration_days: 7,
  default_servings: 4,
  include_snacks: false,
  is_public: false,
  creator_id: 1,
  is_own: true,
  created_at: '2025-01-01T00:00:00Z',
  meals: [],
};

describe('meal plan templates', () => {
  it('lists templates with a count and starts a plan from one at a date', async () => {
    const started = samplePlan([], { id: 12, name: 'Weeknight rotation' });
    const stub = stubMealPlans(undefined, {
      'GET /meal-plans/templates': () => ({ body: { items: [template], total: 1, limit: 100, offset: 0 } }),
      'POST /meal-plans/from-template': () => ({ status: 201, body: started }),
      'GET /meal-plans/12': () => ({ body: started }),
    });
    const { user, router } = renderApp('/meal-plans?tab=templates');
    const card = await screen.findByRole('article', { name: 'Weeknight rotation' });
    expect(screen.getByRole('tab', { name: /Templates/ })).toHaveTextContent('1');
    expect(within(card).getByText('7 days · 0 meals')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Start Plan' }));
    const dialog = await screen.findByRole('dialog', { name: /Start a plan from/ });
    await user.click(within(dialog).getByRole('button', { name: 'Start Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plans/12'));
    const call = stub.calls.find((c) => c.method === 'POST')!;
    expect(call.path).toMatch(/^\/meal-plans\/from-template\?tz=/);
    expect(call.body).toEqual({ template_id: 5, start_date: testToday(), name: 'Weeknight rotation' });
  });

  it('saves a plan as a template from its page', async () => {
    const stub = stubMealPlans(undefined, {
      'POST /meal-plans/7/save-as-template': () => ({ status: 201, body: { ...template, id: 6 } }),
    });
    const { user } = renderApp('/meal-plans/7');
    await user.click(await screen.findByRole('button', { name: 'Save as Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as Template' });
    expect(within(dialog).getByRole('textbox', { name: /Template Name/ })).toHaveValue('Back-to-school week');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Template' }));
    await waitFor(() => expect(stub.callsTo('POST', '/meal-plans/7/save-as-template')).toHaveLength(1));
    expect(stub.callsTo('POST', '/meal-plans/7/save-as-template')[0]!.body).toEqual({
      name: 'Back-to-school week',
      description: 'Quick dinners and packed lunches.',
      is_public: false,
    });
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
  });

  it("edits your template's name and public flag; another member's public template offers no edit", async () => {
    const theirs = { ...template, id: 8, name: 'Grandma’s Sundays', is_public: true, is_own: false, creator_id: 2 };
    const stub = stubMealPlans(undefined, {
      'GET /meal-plans/templates': () => ({ body: { items: [template, theirs], total: 2, limit: 100, offset: 0 } }),
      'PUT /meal-plans/templates/5': (req) => ({ body: { ...template, ...(req.body as object) } }),
    });
    const { user } = renderApp('/meal-plans?tab=templates');
    const card = await screen.findByRole('article', { name: 'Weeknight rotation' });
    const other = screen.getByRole('article', { name: 'Grandma’s Sundays' });
    expect(within(other).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit Weeknight rotation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect(within(dialog).queryByRole('combobox', { name: /Plan/ })).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Template Name/ });
    expect(name).toHaveValue('Weeknight rotation');
    await user.clear(name);
    await user.type(name, '  Quick weeknights ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with other members (public)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/meal-plans/templates/5')).toHaveLength(1));
    expect(stub.callsTo('PUT', '/meal-plans/templates/5')[0]!.body).toEqual({
      name: 'Quick weeknights',
      description: 'Five dinners that always work.',
      is_public: true,
    });
    expect(await screen.findByText('Template updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the edit dialog open and says why when the server refuses', async () => {
    stubMealPlans(undefined, {
      'GET /meal-plans/templates': () => ({ body: { items: [template], total: 1, limit: 100, offset: 0 } }),
      'PUT /meal-plans/templates/5': () => ({
        status: 422,
        body: { detail: [{ loc: ['body', 'name'], msg: 'Must be at most 200 characters', type: 'too_big' }] },
      }),
    });
    const { user } = renderApp('/meal-plans?tab=templates');
    const card = await screen.findByRole('article', { name: 'Weeknight rotation' });
    await user.click(within(card).getByRole('button', { name: 'Edit Weeknight rotation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Template Name/ })).toHaveValue('Weeknight rotation');
  });
});
