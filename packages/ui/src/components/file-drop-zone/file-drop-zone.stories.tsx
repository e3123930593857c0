import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUp, ImagePlus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { FileDropZone } from './file-drop-zone';

const meta = {
  title: 'Primitives/FileDropZone',
  tags: ['dark-check'],
  component: FileDropZone,
  args: {
    onFiles: fn(),
    beforePick: fn(() => true),
    icon: <ImagePlus size={24} />,
    title: 'Drag photos here or',
    browse: 'choose files',
    hint: 'jpeg, png, webp · up to 10MB each · 0 of 10 photos. The first photo is featured.',
    accept: 'image/*',
    inputLabel: 'Choose photos',
    multiple: true,
  },
  argTypes: { icon: { control: false } },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const drop = (target: HTMLElement, files: File[]) => {
  const dataTransfer = new DataTransfer();
  files.forEach((file) => dataTransfer.items.add(file));
  target.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
};

export const Photos: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole('button', { name: /Drag photos here or choose files/ });
    await expect(zone).toHaveAccessibleDescription(/up to 10MB each/);
    const photo = new File(['x'], 'tart.png', { type: 'image/png' });
    drop(zone, [photo]);
    await expect(args.onFiles).toHaveBeenCalledWith([photo]);
    await userEvent.upload(canvas.getByLabelText('Choose photos'), photo);
    await expect(args.onFiles).toHaveBeenCalledTimes(2);
  },
};

export const ImportFile: Story = {
  args: {
    icon: <FileUp size={24} />,
    title: 'Drag an export file here or',
    browse: 'choose a file',
    hint: 'schema.org JSON or JSON-LD, Paprika (.paprikarecipes, .paprikarecipe), Mealie or Tandoor exports (.zip). Up to 50 MB.',
    accept: '.json,.zip',
    inputLabel: 'Choose an export file',
    multiple: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Choose an export file')).not.toHaveAttribute('multiple');
  },
};

/** An upload runs: the zone is disabled and a dropped file is ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole('button', { name: /Drag photos here/ });
    await expect(zone).toBeDisabled();
    drop(zone, [new File(['x'], 'tart.png', { type: 'image/png' })]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** A limit is reached: the zone stays focusable, says why, and a click asks the caller instead of opening the picker. */
export const Unavailable: Story = {
  args: {
    unavailable: true,
    title: 'Photo limit reached',
    browse: undefined,
    hint: '10 of 10 photos. Remove one to add another.',
  },
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole('button', { name: /Photo limit reached/ });
    await expect(zone).toHaveAttribute('aria-disabled', 'true');
    await expect(zone).toBeEnabled();
    await userEvent.click(zone);
    await expect(args.beforePick).toHaveBeenCalled();
  },
};
