import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { captureDownloads } from '../api/download-capture';
import { IMPORT_TEXT as T } from './import-text';
import { pageOf, sampleRecipes } from '../../recipes/collection/collection.fixtures';

/** /recipes with any list query answered; `exportAll` answers GET /recipes/export/all. */
function renderCollection(path: string, exportAll: StubHandler) {
  storeTokens();
  const exact: Record<string, StubHandler> = {
    'GET /auth/me': () => ({ body: member }),
    'GET /categories/categories': () => ({ body: { items: [] } }),
    'GET /recipes/export/all': exportAll,
  };
  const stub = stubFetch(
    new Proxy(exact, {
      get: (target, key: string) =>
        target[key] ??
        (/^GET \/recipes\/?\?/.test(key) ? () => ({ body: pageOf(sampleRecipes.slice(0, 2)) }) : undefined),
    }),
  );
  const saved = captureDownloads();
  return { ...stub, saved, ...renderApp(path) };
}

const zip = () =>
  new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="potluck-recipes-2026-05-01.zip"',
    },
  });

afterEach(() => vi.restoreAllMocks());

describe('My Recipes → Download all my recipes (zip)', () => {
  it('downloads the whole library as a zip under the server’s file name', async () => {
    const { user, saved, callsTo } = renderCollection('/recipes?tab=mine', zip);
    await user.click(await screen.findByRole('button', { name: T.downloadAll }));
    await waitFor(() => expect(saved.map((s) => s.fileName)).toEqual(['potluck-recipes-2026-05-01.zip']));
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    expect(callsTo('GET', '/recipes/export/all')[0]?.headers.authorization).toBe('Bearer access-1');
    expect(await screen.findByText(T.downloaded('potluck-recipes-2026-05-01.zip'))).toBeInTheDocument();
  });

  it('is only on the My Recipes tab', async () => {
    renderCollection('/recipes?tab=all', zip);
    expect(await screen.findByRole('link', { name: 'New' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.downloadAll })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the download fails', async () => {
    const { user, saved } = renderCollection('/recipes?tab=mine', () => ({
      status: 503,
      body: { detail: 'Image storage is not available' },
    }));
    await user.click(await screen.findByRole('button', { name: T.downloadAll }));
    expect(await screen.findByText(T.downloadFailed)).toBeInTheDocument();
    expect(screen.getByText('Image storage is not available')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: T.downloadAll })).toBeEnabled();
  });
});
