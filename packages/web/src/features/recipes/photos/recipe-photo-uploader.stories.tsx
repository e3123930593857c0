import { IMAGE_MESSAGES, MAX_IMAGES_PER_RECIPE } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { samplePng } from './photo-fixtures';
import { picker, saved, uploaderStoryDefaults, zone } from './photo-uploader-story-helpers';
import { RecipePhotoUploader } from './recipe-photo-uploader';

const meta = {
  title: 'Recipes/Photo Uploader',
  component: RecipePhotoUploader,
  ...uploaderStoryDefaults,
} satisfies Meta<typeof RecipePhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['dark-check'],
  play: async ({ canvas }) => {
    await expect(zone(canvas)).toHaveAccessibleDescription(
      `JPG, JPEG, PNG, WEBP, GIF, AVIF · up to 10MB each · 0 of ${MAX_IMAGES_PER_RECIPE} photos. The first photo is featured.`,
    );
    await expect(zone(canvas)).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByRole('list', { name: 'Recipe photos' })).not.toBeInTheDocument();
  },
};

export const WithPreviews: Story = {
  tags: ['dark-check'],
  play: async ({ args, canvas, canvasElement, step }) => {
    await userEvent.upload(picker(canvasElement), [
      samplePng('apple-pie.png', 0),
      samplePng('crumble.png', 1),
      samplePng('slice.png', 2),
    ]);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    const list = within(canvas.getByRole('list', { name: 'Recipe photos' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);

    await step('the first added is the one featured photo', async () => {
      await expect(list.getByRole('listitem', { name: 'Photo 1, featured' })).toHaveTextContent('apple-pie.png');
      await expect(list.getAllByText('Featured')).toHaveLength(1);
    });

    await step('Make featured moves a photo to the front', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Make featured, photo 3' }));
      await expect(list.getByRole('listitem', { name: 'Photo 1, featured' })).toHaveTextContent('slice.png');
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus());
    });

    await step('removing the featured photo promotes the next', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
      await expect(list.getByRole('listitem', { name: 'Photo 1, featured' })).toHaveTextContent('apple-pie.png');
      await expect(list.getAllByRole('listitem')).toHaveLength(2);
    });

    await step('caption and alt text per photo', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Caption, photo 1' }), 'Fresh from the oven');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Alt text, photo 1' }), 'Lattice apple pie');
      await expect(list.getByRole('img', { name: 'Lattice apple pie' })).toBeInTheDocument();
      await expect(zone(canvas)).toHaveAccessibleDescription(/2 of 10 photos/);
    });
  },
};

export const SavedPhotosWithUploadFailure: Story = {
  args: {
    confirmRemove: true,
    error: IMAGE_MESSAGES.uploadFailed,
    photos: [
      saved(0, { caption: 'Out of the oven', altText: 'Lasagne in a blue dish' }),
      saved(1),
      { ...saved(2), key: 'upload-1', name: 'new-photo.png', uploading: true },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.uploadFailed);
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading…');
    // Nothing to remove or feature while it uploads.
    await expect(canvas.queryByRole('button', { name: 'Remove photo 3' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Make featured, photo 3' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 2' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** 390 px phone: one photo per row, the actions and fields still fit. */
export const PhoneWidth: Story = {
  args: { photos: [saved(0, { caption: 'Out of the oven' }), saved(1)] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 326 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    const make = canvas.getByRole('button', { name: 'Make featured, photo 2' });
    await expect(make.getBoundingClientRect().right).toBeLessThanOrEqual(second!.getBoundingClientRect().right);
  },
};
