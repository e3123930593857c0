import { IMAGE_MESSAGES, MAX_IMAGES_PER_RECIPE } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MB, sampleLimits, samplePng } from './photo-fixtures';
import { RecipePhotoUploader } from './recipe-photo-uploader';
import { picker, saved, uploaderStoryDefaults, zone } from './photo-uploader-story-helpers';

/** What the uploader turns away: files too large, of the wrong kind or not images, no limits, a full recipe. */
const meta = {
  title: 'Recipes/Photo Uploader',
  component: RecipePhotoUploader,
  ...uploaderStoryDefaults,
} satisfies Meta<typeof RecipePhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FileTooLarge: Story = {
  args: { limits: { ...sampleLimits, max_file_size: 5 * MB, max_file_size_mb: 5 } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), [
      samplePng('exactly-5mb.png', 0, { size: 5 * MB }),
      samplePng('huge.png', 1, { size: 5 * MB + 1 }),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('huge.png: File size too large. Maximum size is 5MB');
    await expect(alert).not.toHaveTextContent('exactly-5mb.png');
    await expect(args.onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'exactly-5mb.png' })]);
  },
};

export const UnsupportedFormat: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(picker(canvasElement), [samplePng('scan.bmp', 0, { type: 'image/bmp' })]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'scan.bmp: Unsupported file format. Supported formats: JPG, JPEG, PNG, WEBP, GIF, AVIF',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const NotAnImage: Story = {
  play: async ({ args, canvas }) => {
    const files = new DataTransfer();
    files.items.add(new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
    files.items.add(samplePng('dropped.png', 3));
    // Real drag events (Testing Library's fireEvent would swap in an empty DataTransfer).
    const drag = (type: string) =>
      zone(canvas).dispatchEvent(new DragEvent(type, { dataTransfer: files, bubbles: true, cancelable: true }));
    drag('dragenter');
    drag('dragover');
    await waitFor(() => expect(zone(canvas)).toHaveAttribute('data-dragging', 'true'));
    drag('drop');
    await waitFor(() => expect(zone(canvas)).not.toHaveAttribute('data-dragging'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`menu.pdf: ${IMAGE_MESSAGES.notAnImage}`);
    await expect(args.onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'dropped.png' })]);
    await expect(canvas.getByRole('listitem', { name: 'Photo 1, featured' })).toHaveTextContent('dropped.png');
  },
};

export const LimitsNotLoaded: Story = {
  args: { limits: undefined, limitsFailed: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(zone(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(zone(canvas)).toHaveAccessibleDescription(IMAGE_MESSAGES.limitsNotLoaded);
    await userEvent.click(zone(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.limitsNotLoaded);
    // Even a file that reaches the input is not added.
    await userEvent.upload(picker(canvasElement), [samplePng('pie.png')]);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const AtTheLimit: Story = {
  args: {
    photos: Array.from({ length: MAX_IMAGES_PER_RECIPE }, (_, i) =>
      saved(i, i === 0 ? { caption: 'Sunday lunch', altText: 'Lasagne in a blue dish' } : {}),
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(zone(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(zone(canvas)).toHaveAccessibleDescription('10 of 10 photos. Remove one to add another.');
    await userEvent.upload(picker(canvasElement), [samplePng('eleventh.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`eleventh.png: ${IMAGE_MESSAGES.tooMany}`);
    await expect(args.onAdd).not.toHaveBeenCalled();
    // Keyboard: the zone is focusable and says why nothing opens.
    zone(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.tooMany);
  },
};

/** The edit page: saved photos are deleted after a confirmation; an upload in flight; a failed action. */
