import { IMPORT_MESSAGES, NETWORK_ERROR_MESSAGE, type ImportFileResult } from '@potluck/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories } from '../../recipes/form/recipe-fixtures';
import { fileReport } from './import.fixtures';
import { IMPORT_TEXT as T } from './import-text';

const exportFile = (name = 'family.paprikarecipes') =>
  new File(['PK\u0003\u0004 a zip'], name, { type: 'application/octet-stream' });

/** /recipes/create with the Import tab open; `importFile` answers POST /recipes/import-file. */
async function openImportTab(importFile: StubHandler) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
    'POST /recipes/import-file': importFile,
  });
  const app = renderApp('/recipes', '/recipes/create');
  await app.user.click(await screen.findByRole('tab', { name: 'Import' }));
  /** The multipart form of the n-th upload (the stub only parses JSON bodies). */
  const sentForm = (n = 0) => {
    const uploads = stub.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/recipes/import-file'));
    return uploads[n]?.[1]?.body as FormData;
  };
  return { ...stub, ...app, sentForm };
}

const created =
  (body: ImportFileResult = fileReport): StubHandler =>
  () => ({ status: 201, body });

describe('Create Recipe → Import → From a file', () => {
  it('uploads the chosen file and reports created recipes as links, failures with reasons and notes', async () => {
    const app = await openImportTab(created());
    await app.user.upload(screen.getByLabelText(T.chooseFile), exportFile());
    const report = within(await screen.findByRole('region', { name: T.reportTitle('family.paprikarecipes') }));
    const form = app.sentForm();
    expect((form.get('file') as File).name).toBe('family.paprikarecipes');
    expect(form.get('publish')).toBe('false');
    expect(form.get('preview')).toBe('false');
    expect(app.callsTo('POST', '/recipes/import-file')[0]?.headers).toMatchObject({ authorization: 'Bearer access-1' });
    expect(report.getByText(T.reportSummary(2, 1, false))).toBeInTheDocument();
    expect(report.getByRole('link', { name: 'Shakshuka' })).toHaveAttribute('href', '/recipes/91');
    expect(report.getByRole('link', { name: 'Lemon Bars' })).toHaveAttribute('href', '/recipes/92');
    expect(report.getByText(T.itemPhotos(1))).toBeInTheDocument();
    expect(report.getByRole('list', { name: `${T.skippedTitle}: Shakshuka` })).toHaveTextContent(
      'The rating was not imported',
    );
    expect(within(report.getByRole('list', { name: T.failedTitle })).getByRole('listitem')).toHaveTextContent(
      'Untitled: Recipe title is required',
    );
    expect(report.getByRole('list', { name: T.fileNotesTitle })).toHaveTextContent(
      'notes.txt is not a recipe file and was skipped',
    );

    await app.user.click(screen.getByRole('button', { name: T.importAnother }));
    expect(screen.getByRole('button', { name: new RegExp(T.dropTitle) })).toBeEnabled();
  });

  it('shows that the upload is running until the report arrives', async () => {
    let answer: (value: { status: number; body: ImportFileResult }) => void = () => undefined;
    const app = await openImportTab(() => new Promise((resolve) => (answer = resolve)));
    await app.user.upload(screen.getByLabelText(T.chooseFile), exportFile('mealie.zip'));
    expect(await screen.findByText(T.uploading('mealie.zip'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(T.dropTitle) })).toBeDisabled();
    expect(screen.getByRole('region', { name: T.fromFile })).toHaveAttribute('aria-busy', 'true');
    answer({ status: 201, body: fileReport });
    expect(await screen.findByRole('region', { name: T.reportTitle('mealie.zip') })).toBeInTheDocument();
    expect(screen.queryByText(T.uploading('mealie.zip'))).not.toBeInTheDocument();
  });

  it('publishes the imported recipes when asked', async () => {
    const published = {
      ...fileReport,
      failed: [],
      created: fileReport.created.map((c) => ({
        ...c,
        recipe: c.recipe && { ...c.recipe, status: 'published' as const },
      })),
    };
    const app = await openImportTab(created(published));
    await app.user.click(screen.getByRole('checkbox', { name: T.publishFile }));
    await app.user.upload(screen.getByLabelText(T.chooseFile), exportFile());
    expect(await screen.findByText(T.reportSummary(2, 0, true))).toBeInTheDocument();
    expect(app.sentForm().get('publish')).toBe('true');
  });

  it('takes a dropped file', async () => {
    const app = await openImportTab(created());
    const zone = screen.getByRole('button', { name: new RegExp(T.dropTitle) });
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [exportFile('recipes.json')] } });
    expect(await screen.findByRole('region', { name: T.reportTitle('recipes.json') })).toBeInTheDocument();
    expect((app.sentForm().get('file') as File).name).toBe('recipes.json');
  });

  it.each([
    [[exportFile('recipes.csv')], T.unsupportedFile],
    [[exportFile('a.json'), exportFile('b.json')], T.oneFile],
  ])('refuses what it cannot send without uploading (%#)', async (files, message) => {
    const app = await openImportTab(created());
    fireEvent.drop(screen.getByRole('button', { name: new RegExp(T.dropTitle) }), { dataTransfer: { files } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.callsTo('POST', '/recipes/import-file')).toHaveLength(0);
  });

  it.each([
    [413, IMPORT_MESSAGES.fileTooLarge],
    [422, IMPORT_MESSAGES.unknownFile],
    [422, IMPORT_MESSAGES.noRecipeInFile],
    [415, 'Send the file as multipart/form-data (field "file")'],
  ])('shows the server’s reason (%i %s)', async (status, detail) => {
    const app = await openImportTab(() => ({ status, body: { detail } }));
    await app.user.upload(screen.getByLabelText(T.chooseFile), exportFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(T.dropTitle) })).toBeEnabled());
  });

  it('says the shared network message when the server cannot be reached', async () => {
    const app = await openImportTab(() => {
      throw new TypeError('Failed to fetch');
    });
    await app.user.upload(screen.getByLabelText(T.chooseFile), exportFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  });

  it('reports a file whose every recipe failed', async () => {
    const app = await openImportTab(
      created({ created: [], skipped: [], failed: [{ name: 'Soup', reason: 'Add at least one ingredient' }] }),
    );
    await app.user.upload(screen.getByLabelText(T.chooseFile), exportFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(T.reportSummary(0, 1, false));
    expect(screen.getByText('Soup')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: T.createdTitle })).not.toBeInTheDocument();
  });

  it('previews the recipes of a file first when asked, and creates them only on Import', async () => {
    const preview = { ...fileReport, created: fileReport.created.map((c) => ({ ...c, recipe: null })) };
    let uploads = 0;
    const app = await openImportTab(() => ({ status: 201, body: uploads++ === 0 ? preview : fileReport }));
    await app.user.click(screen.getByRole('checkbox', { name: T.previewFile }));
    await app.user.upload(screen.getByLabelText(T.chooseFile), exportFile());
    const found = within(await screen.findByRole('region', { name: T.filePreviewTitle('family.paprikarecipes') }));
    expect(app.sentForm().get('preview')).toBe('true');
    expect(found.getByText(T.filePreviewSummary(2, 1))).toBeInTheDocument();
    await app.user.click(found.getByRole('button', { name: T.importFound(2) }));
    const report = within(await screen.findByRole('region', { name: T.reportTitle('family.paprikarecipes') }));
    expect(report.getByRole('link', { name: 'Shakshuka' })).toHaveAttribute('href', '/recipes/91');
    expect(app.sentForm(1).get('preview')).toBe('false');
  });
});
