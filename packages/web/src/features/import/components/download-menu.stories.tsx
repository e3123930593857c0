import { ApiError, type ExportFormat } from '@potluck/api';
import { openOverlayA11y } from '@potluck/ui/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IMPORT_TEXT as T } from './import-text';
import { DownloadMenu } from './download-menu';

/** The recipe page's Download menu; the download itself is a prop (no network, no file saved). */
const meta = {
  title: 'Pages/Recipe Detail/Download Menu',
  component: DownloadMenu,
  args: {
    recipeId: 7,
    download: fn(async (_id: number, format: ExportFormat) => `tomato-soup.${format}`),
  },
} satisfies Meta<typeof DownloadMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.download }));
    await userEvent.click(await body().findByRole('menuitem', { name: T.downloadFormats.md }));
    await expect(args.download).toHaveBeenCalledWith(7, 'md');
    await expect(await within(document.body).findByText(T.downloaded('tomato-soup.md'))).toBeInTheDocument();
  },
};

export const Open: Story = {
  tags: ['dark-check'],
  parameters: openOverlayA11y,
  args: { open: true },
  play: async () => {
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      T.downloadFormats.json,
      T.downloadFormats.jsonld,
      T.downloadFormats.md,
    ]);
  },
};

export const Failed: Story = {
  args: {
    download: fn(async (_id: number, _format: ExportFormat): Promise<string> =>
      Promise.reject(new ApiError(404, 'Recipe not found')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.download }));
    await userEvent.click(await body().findByRole('menuitem', { name: T.downloadFormats.json }));
    await expect(await body().findByText('Recipe not found')).toBeInTheDocument();
    await expect(body().getByText(T.downloadFailed)).toBeInTheDocument();
  },
};
