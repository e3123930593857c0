import {
  ApiError,
  IMPORT_MESSAGES,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  type ImportFileResult,
  type ImportResult,
} from '@potluck/api';
import { RECIPE_DRAFT_SUMMARY_TEXT } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImportTab } from './import-tab';
import { IMPORT_TEXT as T } from './import-text';
import { PAGE_URL, fileReport, pageImported, pagePreview, pageWithoutSteps } from './import.fixtures';

/** Create Recipe → Import, without the network: both requests are props. */
const meta = {
  title: 'Import/Import Tab',
  component: ImportTab,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 880 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    importUrl: fn(async (_url: string, preview: boolean) => (preview ? pagePreview : pageImported)),
    importHtml: fn(async (_html: string, _source: string | null, preview: boolean) =>
      preview ? pagePreview : pageImported,
    ),
    importFile: fn(async () => fileReport),
    onImported: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof ImportTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const never = <T,>() => new Promise<T>(() => undefined);

async function previewPage(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: T.urlLabel }), 'example.com/recipes/shakshuka');
  await userEvent.click(canvas.getByRole('button', { name: T.preview }));
}

const picker = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const exportFile = (name = 'family.paprikarecipes') => new File(['PK\u0003\u0004'], name);

export const Empty: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: T.fromPage })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: T.fromFile })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: new RegExp(T.dropTitle) })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: T.preview }));
    await expect(await canvas.findByText(IMPORT_MESSAGES.urlRequired)).toBeInTheDocument();
    await expect(args.importUrl).not.toHaveBeenCalled();
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: T.urlLabel }), 'ftp://example.com/recipe');
    await userEvent.click(canvas.getByRole('button', { name: T.preview }));
    await expect(await canvas.findByText(T.invalidUrl)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: T.urlLabel })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.importUrl).not.toHaveBeenCalled();
  },
};

export const PreviewFromPage: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, args }) => {
    await previewPage(canvas);
    const preview = within(await canvas.findByRole('region', { name: T.previewTitle }));
    await expect(args.importUrl).toHaveBeenCalledWith(PAGE_URL, true);
    await expect(preview.getByRole('heading', { name: 'Shakshuka' })).toBeInTheDocument();
    await expect(preview.getByText(T.parser['schema.org'])).toBeInTheDocument();
    await expect(preview.getByText(T.photosFound(2))).toBeInTheDocument();
    await expect(preview.getByRole('list', { name: T.skippedTitle })).toBeInTheDocument();
    await userEvent.click(preview.getByRole('button', { name: T.editFirst }));
    await expect(args.onEdit).toHaveBeenCalledWith(pagePreview.parsed);
  },
};

export const PreviewReadByBuiltinParser: Story = {
  args: {
    importUrl: fn(async (_url: string, _preview: boolean): Promise<ImportResult> => ({
      ...pagePreview,
      parser: 'builtin',
      skipped: [],
      image_urls: [],
    })),
  },
  play: async ({ canvas }) => {
    await previewPage(canvas);
    const preview = within(await canvas.findByRole('region', { name: T.previewTitle }));
    await expect(preview.getByText(T.parser.builtin)).toBeInTheDocument();
    await expect(preview.getByText(T.photosFound(0))).toBeInTheDocument();
    await expect(preview.queryByRole('list', { name: T.skippedTitle })).not.toBeInTheDocument();
  },
};

export const PreviewWithoutSteps: Story = {
  args: { importUrl: fn(async (_url: string, _preview: boolean) => pageWithoutSteps) },
  play: async ({ canvas, args }) => {
    await previewPage(canvas);
    const preview = within(await canvas.findByRole('region', { name: T.previewTitle }));
    await expect(preview.getByText(RECIPE_DRAFT_SUMMARY_TEXT.noSteps)).toBeInTheDocument();
    await expect(preview.getByText(T.incomplete('Please add at least one instruction'))).toBeInTheDocument();
    await expect(preview.queryByRole('button', { name: T.importDraft })).not.toBeInTheDocument();
    await expect(preview.getByText(T.photosForForm(2))).toBeInTheDocument();
    await expect(preview.queryByText(T.photosOnlyOnImport)).not.toBeInTheDocument();
    await userEvent.click(preview.getByRole('button', { name: T.editFirst }));
    await expect(args.onEdit).toHaveBeenCalledWith(pageWithoutSteps.parsed);
  },
};

export const Importing: Story = {
  args: { importUrl: fn(async (_url: string, preview: boolean) => (preview ? pagePreview : never<ImportResult>())) },
  play: async ({ canvas, args }) => {
    await previewPage(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: T.importDraft }));
    await expect(await canvas.findByText(T.importing)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: T.importDraft })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: T.editFirst })).toBeDisabled();
    await expect(args.importUrl).toHaveBeenLastCalledWith(PAGE_URL, false);
  },
};

export const Imported: Story = {
  play: async ({ canvas, args }) => {
    await previewPage(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: T.importDraft }));
    await expect(await canvas.findByText(T.imported('Shakshuka', 1))).toBeInTheDocument();
    await expect(args.onImported).toHaveBeenCalledWith(pageImported.recipe);
  },
};

const pageError = (error: ApiError, message: string): Story => ({
  args: { importUrl: fn(async (_url: string, _preview: boolean): Promise<ImportResult> => Promise.reject(error)) },
  play: async ({ canvas }) => {
    await previewPage(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(canvas.getByRole('button', { name: T.preview })).toBeEnabled());
  },
});

export const NoRecipeFound: Story = pageError(
  new ApiError(422, IMPORT_MESSAGES.noRecipeOnPage),
  IMPORT_MESSAGES.noRecipeOnPage,
);
export const AddressRefused: Story = pageError(
  new ApiError(422, '10.0.0.5 is a private, local or reserved network address, which cannot be fetched'),
  '10.0.0.5 is a private, local or reserved network address, which cannot be fetched',
);
export const PageTooSlow: Story = pageError(
  new ApiError(504, 'The page did not answer within 10 s'),
  'The page did not answer within 10 s',
);
export const NetworkError: Story = pageError(
  new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE),
  NETWORK_ERROR_MESSAGE,
);

export const FileUploading: Story = {
  args: { importFile: fn(async () => never<ImportFileResult>()) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), exportFile('mealie.zip'));
    await expect(await canvas.findByText(T.uploading('mealie.zip'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: new RegExp(T.dropTitle) })).toBeDisabled();
  },
};

export const FileReport: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(picker(canvasElement), exportFile());
    const report = within(await canvas.findByRole('region', { name: T.reportTitle('family.paprikarecipes') }));
    await expect(args.importFile).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'family.paprikarecipes' }),
      false,
      false,
    );
    await expect(report.getByText(T.reportSummary(2, 1, false))).toBeInTheDocument();
    await expect(report.getByRole('link', { name: 'Shakshuka' })).toHaveAttribute('href', '/recipes/91');
    await expect(report.getByRole('list', { name: T.failedTitle })).toHaveTextContent(
      'Untitled: Recipe title is required',
    );
    await expect(report.getByRole('list', { name: T.fileNotesTitle })).toBeInTheDocument();
  },
};

export const FileNotSupported: Story = {
  play: async ({ canvas, args }) => {
    const files = new DataTransfer();
    files.items.add(new File(['a,b'], 'recipes.csv', { type: 'text/csv' }));
    const zone = canvas.getByRole('button', { name: new RegExp(T.dropTitle) });
    // Real drag events (Testing Library's fireEvent would swap in an empty DataTransfer).
    for (const type of ['dragenter', 'dragover', 'drop'])
      zone.dispatchEvent(new DragEvent(type, { dataTransfer: files, bubbles: true, cancelable: true }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.unsupportedFile);
    await expect(args.importFile).not.toHaveBeenCalled();
  },
};

export const FileTooLarge: Story = {
  args: { importFile: fn(async () => Promise.reject(new ApiError(413, IMPORT_MESSAGES.fileTooLarge))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), exportFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.fileTooLarge);
  },
};
