import { NETWORK_ERROR_MESSAGE } from '@potluck/api';
import { ToastProvider } from '@potluck/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { captureDownloads } from '../api/download-capture';
import { IMPORT_TEXT as T } from './import-text';
import { DownloadMenu } from './download-menu';

const file = (body: string, name: string, type: string) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  });

function renderMenu(handlers: Record<string, StubHandler>) {
  storeTokens();
  const stub = stubFetch(handlers);
  const saved = captureDownloads();
  render(
    <MemoryRouter>
      <ToastProvider>
        <DownloadMenu recipeId={7} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return { ...stub, saved, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('Download menu', () => {
  it.each([
    ['json', T.downloadFormats.json, 'tomato-soup.json', 'application/json'],
    ['jsonld', T.downloadFormats.jsonld, 'tomato-soup.jsonld', 'application/ld+json'],
    ['md', T.downloadFormats.md, 'tomato-soup.md', 'text/markdown'],
  ])(
    'downloads %s with the session token and saves it under the server’s file name',
    async (format, label, name, type) => {
      const { user, saved, callsTo } = renderMenu({
        [`GET /recipes/7/export?format=${format}`]: () => file(`${format} body`, name, type),
      });
      await user.click(screen.getByRole('button', { name: T.download }));
      await user.click(await screen.findByRole('menuitem', { name: label }));
      await waitFor(() => expect(saved.map((s) => s.fileName)).toEqual([name]));
      expect(await saved[0]?.blob.text()).toBe(`${format} body`);
      expect(callsTo('GET', `/recipes/7/export?format=${format}`)[0]?.headers.authorization).toBe('Bearer access-1');
      expect(await screen.findByText(T.downloaded(name))).toBeInTheDocument();
    },
  );

  it('offers the three formats', async () => {
    const { user } = renderMenu({});
    await user.click(screen.getByRole('button', { name: T.download }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([T.downloadFormats.json, T.downloadFormats.jsonld, T.downloadFormats.md]);
  });

  it('shows the server’s reason when the download fails', async () => {
    const { user, saved } = renderMenu({
      'GET /recipes/7/export?format=md': () => ({ status: 404, body: { detail: 'Recipe not found' } }),
    });
    await user.click(screen.getByRole('button', { name: T.download }));
    await user.click(await screen.findByRole('menuitem', { name: T.downloadFormats.md }));
    expect(await screen.findByText(T.downloadFailed)).toBeInTheDocument();
    expect(screen.getByText('Recipe not found')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says the shared network message when the server cannot be reached', async () => {
    const { user } = renderMenu({
      'GET /recipes/7/export?format=json': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: T.download }));
    await user.click(await screen.findByRole('menuitem', { name: T.downloadFormats.json }));
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
  });
});
