import { IMPORT_MESSAGES } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories } from '../../recipes/form/recipe-fixtures';
import { PAGE_URL, pageImported, pagePreview } from './import.fixtures';
import { IMPORT_TEXT as T } from './import-text';

const PAGE_HTML = '<h1>Shakshuka</h1><h2>Ingredients</h2><ul><li>6 eggs</li></ul><h2>Method</h2><p>Poach.</p>';

/** /recipes/create with the Import tab open; `importHtml` answers POST /recipes/import-html. */
async function openImportTab(importHtml: StubHandler) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
    'POST /recipes/import-html': importHtml,
    'GET /recipes/91': () => ({ body: pageImported.recipe }),
  });
  const app = renderApp('/recipes', '/recipes/create');
  await app.user.click(await screen.findByRole('tab', { name: 'Import' }));
  const form = within(screen.getByRole('form', { name: T.fromHtml }));
  return { ...stub, ...app, form };
}

const previewOrImport: StubHandler = (req) => ({
  status: 201,
  body: (req.body as { preview: boolean }).preview ? pagePreview : pageImported,
});

describe('Create Recipe → Import → From pasted HTML', () => {
  it('previews the pasted page with its address as the source, then imports it as a draft and opens it', async () => {
    const app = await openImportTab(previewOrImport);
    await app.user.click(app.form.getByRole('textbox', { name: T.htmlLabel }));
    await app.user.paste(PAGE_HTML);
    await app.user.type(app.form.getByRole('textbox', { name: T.sourceLabel }), 'example.com/recipes/shakshuka');
    await app.user.click(app.form.getByRole('button', { name: T.previewHtml }));
    const preview = within(await screen.findByRole('region', { name: T.previewTitle }));
    expect(preview.getByRole('heading', { name: 'Shakshuka', level: 3 })).toBeInTheDocument();
    await app.user.click(preview.getByRole('button', { name: T.importDraft }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/recipes/91'));
    expect(app.callsTo('POST', '/recipes/import-html').map((c) => c.body)).toEqual([
      { html: PAGE_HTML, source_url: PAGE_URL, preview: true, publish: false },
      { html: PAGE_HTML, source_url: PAGE_URL, preview: false, publish: false },
    ]);
  });

  it('asks for the HTML, checks the optional address, and shows the server’s reason as is', async () => {
    const app = await openImportTab(() => ({ status: 422, body: { detail: IMPORT_MESSAGES.noRecipeOnPage } }));
    await app.user.click(app.form.getByRole('button', { name: T.previewHtml }));
    expect(await app.form.findByText(IMPORT_MESSAGES.htmlRequired)).toBeInTheDocument();
    await app.user.click(app.form.getByRole('textbox', { name: T.htmlLabel }));
    await app.user.paste('<p>About us</p>');
    await app.user.type(app.form.getByRole('textbox', { name: T.sourceLabel }), 'ftp://example.com/x');
    await app.user.click(app.form.getByRole('button', { name: T.previewHtml }));
    expect(await app.form.findByText(T.invalidUrl)).toBeInTheDocument();
    expect(app.callsTo('POST', '/recipes/import-html')).toHaveLength(0);
    await app.user.clear(app.form.getByRole('textbox', { name: T.sourceLabel }));
    await app.user.click(app.form.getByRole('button', { name: T.previewHtml }));
    expect(await app.form.findByText(IMPORT_MESSAGES.noRecipeOnPage)).toBeInTheDocument();
    expect(app.callsTo('POST', '/recipes/import-html')[0]?.body).toEqual({
      html: '<p>About us</p>',
      source_url: null,
      preview: true,
      publish: false,
    });
  });
});
