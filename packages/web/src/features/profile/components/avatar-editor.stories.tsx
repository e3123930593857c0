import { AVATAR_MESSAGES, ApiError, IMAGE_MESSAGES } from '@potluck/api';
import { openOverlayA11y, overlaysClosed } from '@potluck/ui/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarEditor } from './avatar-editor';
import { sampleAvatarFile, sampleAvatarUrl } from './avatar-fixtures';

const meta = {
  title: 'Pages/Profile/Avatar Editor',
  component: AvatarEditor,
  decorators: [
    // The preview wraps every story in the app's ToastProvider.
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Rosa Delgado',
    src: null,
    hasAvatar: false,
    onUpload: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const body = () => within(document.body);

/** Reads a toast, then closes it: toasts end on a timer, which would race a screenshot of the story. */
async function readAndDismissToast(title: string, description: string) {
  const toast = await body().findByText(title);
  const item = toast.closest('li')!;
  await expect(item).toHaveTextContent(description);
  // fireEvent and hidden: with a modal dialog open, Radix hides the page outside it and blocks its pointer events.
  fireEvent.click(within(item).getByRole('button', { name: 'Dismiss notification', hidden: true }));
  await waitFor(() => expect(body().queryByText(title)).not.toBeInTheDocument());
}

/** The avatar's picture once it has drawn (before that, Radix shows the initials under the same name). */
async function drawnAvatar(canvas: ReturnType<typeof within>) {
  await waitFor(() => expect(canvas.getByRole('img', { name: 'Rosa Delgado' }).tagName).toBe('IMG'));
  const img = canvas.getByRole('img', { name: 'Rosa Delgado' }) as HTMLImageElement;
  await waitFor(() => expect(img.naturalWidth).toBeGreaterThan(0));
}

export const NoAvatar: Story = {
  tags: ['dark-check'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rosa Delgado' })).toHaveTextContent('RD');
    await expect(canvas.getByText(AVATAR_MESSAGES.recommended)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload avatar' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Delete avatar' })).not.toBeInTheDocument();
  },
};

export const WithAvatar: Story = {
  tags: ['dark-check'],
  args: { src: sampleAvatarUrl, hasAvatar: true },
  play: async ({ canvas }) => {
    await drawnAvatar(canvas);
    await expect(canvas.getByRole('button', { name: 'Change avatar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete avatar' })).toBeEnabled();
  },
};

/** The chosen picture shows at once while the upload runs; the buttons wait. */
export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), sampleAvatarFile('portrait.png'));
    await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'portrait.png' }));
    await expect(canvas.getByText('Uploading your new avatar…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload avatar' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Avatar' })).toHaveAttribute('aria-busy', 'true');
    await drawnAvatar(canvas);
  },
};

/** The server refused the file: 'Failed to upload avatar' with its detail; the old avatar stays. */
export const UploadFailed: Story = {
  args: {
    src: sampleAvatarUrl,
    hasAvatar: true,
    onUpload: fn(async () => {
      throw new ApiError(415, IMAGE_MESSAGES.unsupportedFormat(['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF', 'AVIF']));
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), sampleAvatarFile('scan.png'));
    await readAndDismissToast(
      AVATAR_MESSAGES.uploadFailed,
      'Unsupported file format. Supported formats: JPG, JPEG, PNG, WEBP, GIF, AVIF',
    );
    await expect(canvas.getByRole('button', { name: 'Change avatar' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText(AVATAR_MESSAGES.recommended)).toBeInTheDocument();
  },
};

/** Only image files: anything else is refused before an upload starts. */
export const NotAnImage: Story = {
  play: async ({ args, canvasElement }) => {
    // The picker's accept filter is a hint only; a drop or a permissive dialog can still hand over a PDF.
    await userEvent.upload(picker(canvasElement), new File(['%PDF-1.7'], 'recipe.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await readAndDismissToast(AVATAR_MESSAGES.uploadFailed, IMAGE_MESSAGES.notAnImage);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const DeleteConfirm: Story = {
  args: { src: sampleAvatarUrl, hasAvatar: true },
  parameters: openOverlayA11y,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete avatar' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete avatar?' });
    await expect(dialog).toHaveAccessibleDescription(AVATAR_MESSAGES.confirmDelete);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  args: { src: sampleAvatarUrl, hasAvatar: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete avatar' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete avatar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete avatar' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await overlaysClosed();
  },
};

/** The delete failed: 'Failed to delete avatar'; the dialog stays open to try again or cancel. */
export const DeleteFailed: Story = {
  args: {
    src: sampleAvatarUrl,
    hasAvatar: true,
    onDelete: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  parameters: openOverlayA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete avatar' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete avatar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete avatar' }));
    await readAndDismissToast(AVATAR_MESSAGES.deleteFailed, 'Please try again.');
    await expect(body().getByRole('alertdialog', { name: 'Delete avatar?' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete avatar' })).toBeEnabled());
  },
};
