import { IMAGE_MESSAGES, MAX_IMAGES_PER_RECIPE } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MB, sampleLimits, samplePictureUrl, samplePng } from './photo-fixtures';
import { RecipePhotoUploader, type PhotoTileData, type RecipePhotoUploaderProps } from './recipe-photo-uploader';

/**
 * The uploader with the create form's behaviour in the browser: added files get object-URL
 * previews, the first photo is featured, "Make featured" moves a photo to the front.
 */
function UploaderDemo(props: RecipePhotoUploaderProps) {
  const [photos, setPhotos] = useState<PhotoTileData[]>(() => [...props.photos]);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const featureFirst = (list: PhotoTileData[]) => list.map((p, i) => ({ ...p, featured: i === 0 }));
  return (
    <RecipePhotoUploader
      {...props}
      photos={photos}
      onAdd={(files) => {
        props.onAdd(files);
        const added = files.map((file, i) => {
          const src = URL.createObjectURL(file);
          urls.current.push(src);
          return {
            key: `${file.name}-${photos.length + i}`,
            src,
            name: file.name,
            caption: '',
            altText: '',
            featured: false,
          };
        });
        setPhotos((list) => featureFirst([...list, ...added]));
      }}
      onRemove={(key) => {
        void props.onRemove(key);
        setPhotos((list) => featureFirst(list.filter((p) => p.key !== key)));
      }}
      onMakeFeatured={(key) => {
        props.onMakeFeatured(key);
        setPhotos((list) => featureFirst([...list.filter((p) => p.key === key), ...list.filter((p) => p.key !== key)]));
      }}
      onTextChange={(key, field, value) => {
        props.onTextChange(key, field, value);
        setPhotos((list) => list.map((p) => (p.key === key ? { ...p, [field]: value } : p)));
      }}
    />
  );
}

const saved = (i: number, extra: Partial<PhotoTileData> = {}): PhotoTileData => ({
  key: `saved-${i}`,
  src: samplePictureUrl(i),
  caption: '',
  altText: '',
  featured: i === 0,
  ...extra,
});

const meta = {
  title: 'Recipes/Photo Uploader',
  component: RecipePhotoUploader,
  render: (args) => (
    <div style={{ maxWidth: 880 }}>
      <UploaderDemo {...args} />
    </div>
  ),
  args: {
    photos: [],
    limits: sampleLimits,
    onAdd: fn(),
    onRemove: fn(),
    onMakeFeatured: fn(),
    onTextChange: fn(),
  },
  argTypes: { photos: { control: false } },
} satisfies Meta<typeof RecipePhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const picker = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const zone = (canvas: Canvas) =>
  canvas.getByRole('button', { name: /Drag photos here|Photo limit reached|can’t be added/ });

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
