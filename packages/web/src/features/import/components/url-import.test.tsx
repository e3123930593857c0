import { IMPORT_MESSAGES, NETWORK_ERROR_MESSAGE } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories } from '../../recipes/form/recipe-fixtures';
import { PAGE_URL, pageImported, pagePreview } from './import.fixtures';
import { IMPORT_TEXT as T } from './import-text';

/** /recipes/create with the Import tab open; `importUrl` answers POST /recipes/import-url. */
async function openImportTab(importUrl: StubHandler) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
    'POST /recipes/import-url': importUrl,
    'GET /recipes/91': () => ({ body: pageImported.recipe }),
  });
  const app = renderApp('/recipes', '/recipes/create');
  await app.user.click(await screen.findByRole('tab', { name: 'Import' }));
  return { ...stub, ...app };
}

const previewOrImport: StubHandler = (req) => ({
  status: 201,
  body: (req.body as { preview: boolean }).preview ? pagePreview : pageImported,
});

async function previewPage(app: Awaited<ReturnType<typeof openImportTab>>, address = 'example.com/recipes/shakshuka') {
  await app.user.type(screen.getByRole('textbox', { name: T.urlLabel }), address);
  await app.user.click(screen.getByRole('button', { name: T.preview }));
}

describe('Create Recipe → Import → From a web page', () => {
  it('previews the page without creating anything: recipe, source, photos, what is skipped and which parser', async () => {
    const app = await openImportTab(previewOrImport);
    await previewPage(app);
    const preview = within(await screen.findByRole('region', { name: T.previewTitle }));
    expect(app.callsTo('POST', '/recipes/import-url')[0]?.body).toEqual({
      url: PAGE_URL,
      preview: true,
      publish: false,
    });
    expect(preview.getByRole('heading', { name: T.previewTitle })).toHaveFocus();
    expect(preview.getByRole('heading', { name: 'Shakshuka', level: 3 })).toBeInTheDocument();
    expect(preview.getByRole('link', { name: 'Example Kitchen' })).toHaveAttribute('href', PAGE_URL);
    expect(preview.getByText(T.parser['schema.org'])).toBeInTheDocument();
    expect(
      within(preview.getByRole('list', { name: T.ingredients(5) }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 tbsp olive oil',
      '1 onion, finely chopped',
      '800 g crushed tomatoes',
      '6 eggs',
      'feta, crumbled (optional)',
    ]);
    expect(within(preview.getByRole('list', { name: T.steps(3) })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Soften the onion in the oil.',
    );
    expect(preview.getByText(T.photosFound(2))).toBeInTheDocument();
    expect(within(preview.getByRole('list', { name: T.skippedTitle })).getAllByRole('listitem')).toHaveLength(2);
    expect(preview.getByText(T.photosOnlyOnImport)).toBeInTheDocument();
  });

  it('Import as draft creates the recipe and opens it', async () => {
    const app = await openImportTab(previewOrImport);
    await previewPage(app);
    await app.user.click(await screen.findByRole('button', { name: T.importDraft }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/recipes/91'));
    expect(app.callsTo('POST', '/recipes/import-url').map((c) => c.body)).toEqual([
      { url: PAGE_URL, preview: true, publish: false },
      { url: PAGE_URL, preview: false, publish: false },
    ]);
    expect(await screen.findByText('Recipe imported')).toBeInTheDocument();
  });

  it('Edit before saving fills the manual form and creates nothing until Create Recipe', async () => {
    const app = await openImportTab(previewOrImport);
    await previewPage(app);
    await app.user.click(await screen.findByRole('button', { name: T.editFirst }));
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Recipe title/ })).toHaveValue('Shakshuka');
    expect(screen.getByRole('textbox', { name: 'Ingredient 2 name' })).toHaveValue('onion');
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toHaveValue('Add the tomatoes and simmer for 10 minutes.');
    expect(screen.getByDisplayValue(PAGE_URL)).toBeInTheDocument();
    expect(app.callsTo('POST', '/recipes/import-url')).toHaveLength(1);
    expect(app.callsTo('POST', '/recipes')).toHaveLength(0);
  });

  it('Try another page goes back to the address', async () => {
    const app = await openImportTab(previewOrImport);
    await previewPage(app);
    await app.user.click(await screen.findByRole('button', { name: T.otherPage }));
    expect(await screen.findByRole('textbox', { name: T.urlLabel })).toHaveValue('example.com/recipes/shakshuka');
  });

  it.each([
    ['', IMPORT_MESSAGES.urlRequired],
    ['ftp://example.com/recipe', T.invalidUrl],
    ['shakshuka please', T.invalidUrl],
  ])('checks the address %j before sending it', async (address, message) => {
    const app = await openImportTab(previewOrImport);
    if (address) await app.user.type(screen.getByRole('textbox', { name: T.urlLabel }), address);
    await app.user.click(screen.getByRole('button', { name: T.preview }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: T.urlLabel })).toHaveAttribute('aria-invalid', 'true');
    expect(app.callsTo('POST', '/recipes/import-url')).toHaveLength(0);
  });

  it.each([
    [422, IMPORT_MESSAGES.noRecipeOnPage],
    [422, '127.0.0.1 is a private, local or reserved network address, which cannot be fetched'],
    [422, IMPORT_MESSAGES.notAPage],
    [413, 'The page is larger than 5 MB'],
    [504, 'The page did not answer within 10 s'],
    [429, 'Too many requests. Please wait a minute.'],
  ])('shows the server’s reason (%i %s)', async (status, detail) => {
    const app = await openImportTab(() => ({ status, body: { detail } }));
    await previewPage(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('button', { name: T.preview })).toBeEnabled();
  });

  it('says the shared network message when the server cannot be reached', async () => {
    const app = await openImportTab(() => {
      throw new TypeError('Failed to fetch');
    });
    await previewPage(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  });

  it('keeps the preview when the import itself fails', async () => {
    const app = await openImportTab((req) =>
      (req.body as { preview: boolean }).preview
        ? { status: 201, body: pagePreview }
        : { status: 504, body: { detail: 'The page did not answer within 10 s' } },
    );
    await previewPage(app);
    await app.user.click(await screen.findByRole('button', { name: T.importDraft }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The page did not answer within 10 s');
    expect(screen.getByRole('region', { name: T.previewTitle })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/recipes/create');
  });
});
