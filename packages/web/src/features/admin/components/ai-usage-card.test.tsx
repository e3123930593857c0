import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { keyConfigured } from './ai-key.fixtures';
import { quietWeek, weekOfUsage } from './ai-usage.fixtures';

function setup(usage: StubHandler) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: admin }),
    'GET /admin/settings': () => ({ body: { open_registration: false } }),
    'GET /admin/openai-key/status': () => ({ body: keyConfigured }),
    'GET /admin/ai-usage?days=7': usage,
  });
  return { ...stub, ...renderApp('/admin') };
}

const region = async () => within(await screen.findByRole('region', { name: 'AI usage, last 7 days' }));

describe('System Settings → AI usage', () => {
  it('shows the week: totals, then calls, tokens and latency by feature and by member', async () => {
    const { callsTo } = setup(() => ({ body: weekOfUsage }));
    const card = await region();
    expect(await card.findByText(/42 calls \(3 failed\), 18,400 tokens/)).toBeInTheDocument();
    const byFeature = within(card.getByRole('table', { name: 'By feature' }));
    expect(byFeature.getByRole('row', { name: /chef questions 25 11,000 1,840 ms/i })).toBeInTheDocument();
    const byMember = within(card.getByRole('table', { name: 'By member' }));
    expect(byMember.getByRole('row', { name: 'priya_moretti 30 13,000' })).toBeInTheDocument();
    expect(callsTo('GET', '/admin/ai-usage?days=7')).toHaveLength(1);
  });

  it('says so when nobody used the AI', async () => {
    setup(() => ({ body: quietWeek }));
    expect(await (await region()).findByText('No AI calls in the last 7 days.')).toBeInTheDocument();
  });

  it('offers Try Again when the usage could not be loaded', async () => {
    setup(() => ({ status: 500, body: { detail: 'Internal Server Error' } }));
    const card = await region();
    expect(await card.findByText('AI usage could not be loaded')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });
});
