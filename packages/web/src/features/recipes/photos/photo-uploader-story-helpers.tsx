import { fn } from 'storybook/test';
import type { Meta } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { sampleLimits, samplePictureUrl } from './photo-fixtures';
import { RecipePhotoUploader, type PhotoTileData, type RecipePhotoUploaderProps } from './recipe-photo-uploader';

/**
 * The uploader with the create form's behaviour in the browser: added files get object-URL
 * previews, the first photo is featured, "Make featured" moves a photo to the front.
 */
export function UploaderDemo(props: RecipePhotoUploaderProps) {
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

/** A saved photo tile: the first is featured. */
export const saved = (i: number, extra: Partial<PhotoTileData> = {}): PhotoTileData => ({
  key: `saved-${i}`,
  src: samplePictureUrl(i),
  caption: '',
  altText: '',
  featured: i === 0,
  ...extra,
});

/** Render, args and controls of every photo uploader story (the stories are split over two files). */
export const uploaderStoryDefaults = {
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
} satisfies Omit<Meta<typeof RecipePhotoUploader>, 'title'>;

type Canvas = { getByRole: (role: string, options: { name: RegExp }) => HTMLElement };
/** The hidden file input the drop zone opens. */
export const picker = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
/** The drop zone, whatever its title says. */
export const zone = (canvas: Canvas) =>
  canvas.getByRole('button', { name: /Drag photos here|Photo limit reached|can’t be added/ });
