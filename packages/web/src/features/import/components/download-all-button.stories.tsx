import { ApiError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IMPORT_TEXT as T } from './import-text';
import { DownloadAllButton } from './download-all-button';

/** My Recipes → the library zip; the download is a prop (no network, no file saved). */
const meta = {
  title: 'Pages/Recipes/Download All Button',
  component: DownloadAllButton,
  args: { download: fn(async () => 'potluck-recipes-2026-05-01.zip') },
} satisfies Meta<typeof DownloadAllButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.downloadAll }));
    await expect(args.download).toHaveBeenCalledTimes(1);
    await expect(
      await within(document.body).findByText(T.downloaded('potluck-recipes-2026-05-01.zip')),
    ).toBeInTheDocument();
  },
};

export const Downloading: Story = {
  args: { download: fn(async () => new Promise<string>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.downloadAll }));
    await expect(canvas.getByRole('button', { name: T.downloadAll })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NetworkError: Story = {
  args: { download: fn(async () => Promise.reject(new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.downloadAll }));
    await expect(await within(document.body).findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
  },
};
