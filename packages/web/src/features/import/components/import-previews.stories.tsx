import { IMPORT_MESSAGES, type ImportFileResult } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImportTab } from './import-tab';
import { IMPORT_TEXT as T } from './import-text';
import { PAGE_URL, fileReport, pageImported, pagePreview } from './import.fixtures';

/** Create Recipe → Import: pasted HTML, and a file previewed before its recipes are created. */
const meta = {
  title: 'Import/Import Tab Previews',
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
    importUrl: fn(async () => pagePreview),
    importHtml: fn(async (_html: string, _source: string | null, preview: boolean) =>
      preview ? pagePreview : pageImported,
    ),
    importFile: fn(async (_file: File, _publish: boolean, preview?: boolean) => (preview ? filePreview : fileReport)),
    onImported: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof ImportTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const filePreview: ImportFileResult = {
  ...fileReport,
  created: fileReport.created.map((item) => ({ ...item, recipe: null, images_imported: 0 })),
};
const PAGE_HTML = '<html><h1>Shakshuka</h1><h2>Ingredients</h2><ul><li>6 eggs</li></ul></html>';

export const PastedHtmlRequired: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: T.fromHtml }));
    await userEvent.click(form.getByRole('button', { name: T.previewHtml }));
    await expect(await form.findByText(IMPORT_MESSAGES.htmlRequired)).toBeInTheDocument();
    await expect(args.importHtml).not.toHaveBeenCalled();
  },
};

export const PastedHtmlPreview: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: T.fromHtml }));
    await userEvent.click(form.getByRole('textbox', { name: T.htmlLabel }));
    await userEvent.paste(PAGE_HTML);
    await userEvent.type(form.getByRole('textbox', { name: T.sourceLabel }), PAGE_URL);
    await userEvent.click(form.getByRole('button', { name: T.previewHtml }));
    const preview = within(await canvas.findByRole('region', { name: T.previewTitle }));
    await expect(args.importHtml).toHaveBeenCalledWith(PAGE_HTML, PAGE_URL, true);
    await expect(preview.getByRole('heading', { name: 'Shakshuka' })).toBeInTheDocument();
    await userEvent.click(preview.getByRole('button', { name: T.importDraft }));
    await expect(args.importHtml).toHaveBeenLastCalledWith(PAGE_HTML, PAGE_URL, false);
    await expect(args.onImported).toHaveBeenCalledWith(pageImported.recipe);
  },
};

export const FilePreview: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: T.previewFile }));
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const file = new File(['PK\u0003\u0004'], 'family.paprikarecipes');
    await userEvent.upload(picker, file);
    const preview = within(await canvas.findByRole('region', { name: T.filePreviewTitle(file.name) }));
    await expect(args.importFile).toHaveBeenCalledWith(file, false, true);
    await expect(preview.getByText(T.filePreviewSummary(2, 1))).toBeInTheDocument();
    await expect(preview.getByRole('list', { name: T.createdTitle })).toHaveTextContent('Shakshuka');
    await userEvent.click(preview.getByRole('button', { name: T.importFound(2) }));
    await expect(args.importFile).toHaveBeenLastCalledWith(file, false, false);
    await expect(await canvas.findByText(T.reportSummary(2, 1, false))).toBeInTheDocument();
  },
};
