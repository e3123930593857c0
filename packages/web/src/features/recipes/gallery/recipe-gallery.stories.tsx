import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@potluck/ui/stories';
import { RecipeDetailView } from '../detail/recipe-detail-view';
import { soupRecipe } from '../detail/recipe.fixtures';
import { GALLERY_TEXT as T } from './gallery.constants';
import { FeaturedMedia } from './featured-media';
import { GalleryLightbox } from './gallery-lightbox';
import { groupPhotos, lightboxSequence, type GalleryPhoto } from './gallery-model';
import { storyPhotos } from './gallery.fixtures';
import type { GalleryLayout } from './gallery-group';
import type { GalleryManagement } from './photo-actions';
import { RecipeGalleryView } from './recipe-gallery-view';

/** Radix hides the page behind an open dialog with aria-hidden; axe reports the trigger (as in detail). */

const management = (over: Partial<GalleryManagement> = {}): GalleryManagement => ({
  uploading: false,
  busyId: null,
  onPickFiles: fn(),
  onSetFeatured: fn(),
  onMove: fn(),
  onMoveOnto: fn(),
  onDelete: fn(async () => {}),
  onSaveDetails: fn(async () => true),
  ...over,
});

interface HarnessProps {
  photos?: readonly GalleryPhoto[];
  manage?: GalleryManagement | null;
  errors?: readonly string[];
  layout?: GalleryLayout;
  lightbox?: number | null;
  editingId?: number | null;
}

/** The view plus the lightbox with their state, as the container wires them. */
function GalleryHarness({
  photos = storyPhotos,
  manage = null,
  errors,
  layout: startLayout = 'grid',
  lightbox: startAt = null,
  editingId = null,
}: HarnessProps) {
  const [layout, setLayout] = useState<GalleryLayout>(startLayout);
  const [index, setIndex] = useState<number | null>(startAt);
  const sequence = lightboxSequence(groupPhotos(photos));
  return (
    <>
      <RecipeGalleryView
        photos={photos}
        layout={layout}
        onLayoutChange={setLayout}
        onOpen={setIndex}
        manage={manage}
        errors={errors}
        defaultEditingId={editingId}
      />
      <GalleryLightbox photos={sequence} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

const meta = {
  title: 'Pages/Recipe Detail/Photo Gallery',
  component: GalleryHarness,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1120, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GalleryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberView: Story = {
  tags: ['dark-check'],
  play: async ({ canvas }) => {
    for (const group of [T.featured, T.steps, T.gallery])
      await expect(canvas.getByRole('group', { name: group })).toBeInTheDocument();
    await expect(canvas.getByText(T.step(1))).toBeInTheDocument();
    // The inline photos really draw (no network needed).
    const img = canvas.getByRole('img', { name: 'With grilled cheese' }) as HTMLImageElement;
    await waitFor(() => expect(img.naturalWidth).toBeGreaterThan(0));
    await expect(canvas.queryByRole('button', { name: T.addPhotos })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: T.delete })).not.toBeInTheDocument();
  },
};

export const MemberListView: Story = {
  args: { layout: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'List view' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const AuthorView: Story = {
  args: { manage: management() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(T.photoCount(6, 10))).toBeInTheDocument();
    const third = within(canvas.getByRole('group', { name: 'Manage With grilled cheese' }));
    await userEvent.click(third.getByRole('button', { name: T.moveLater }));
    await expect(args.manage?.onMove).toHaveBeenCalledWith(3, 1);
    await userEvent.click(third.getByRole('button', { name: T.setFeatured }));
    await expect(args.manage?.onSetFeatured).toHaveBeenCalledWith(3);
  },
};

export const LightboxOpen: Story = {
  args: { lightbox: 0 },
  parameters: openOverlayA11y,
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: 'Ready to serve' })).toBeInTheDocument();
    await expect(body.getAllByText(T.counter(1, 6)).length).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Halved tomatoes and garlic' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(await body.findByRole('dialog', { name: 'Leftovers for Monday' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The lightbox as it stays open (visual baseline of the large view). */
export const LightboxStep: Story = {
  args: { lightbox: 1 },
  parameters: openOverlayA11y,
  play: async () => {
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Halved tomatoes and garlic' }),
    ).toBeInTheDocument();
  },
};

export const UploadFailed: Story = {
  args: { manage: management(), errors: [T.uploadFailed] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to upload image. Please try again.');
  },
};

export const UploadChecksFailed: Story = {
  args: {
    manage: management(),
    errors: [
      'Unsupported file format. Supported formats: JPG, JPEG, PNG, WEBP, GIF, AVIF',
      'File size too large. Maximum size is 10MB',
    ],
  },
};

export const DeleteFailed: Story = {
  args: { manage: management(), errors: [T.deleteFailed] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to delete image. Please try again.');
  },
};

export const UpdateFailed: Story = {
  args: { manage: management({ detailsError: T.updateFailed }), editingId: 6 },
  parameters: openOverlayA11y,
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: T.editTitle }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to update image. Please try again.');
    await expect(dialog.getByLabelText(T.caption)).toHaveValue('Leftovers for Monday');
  },
};

export const ReorderFailed: Story = {
  args: { manage: management(), errors: [T.reorderFailed] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to reorder images. Please try again.');
  },
};

export const Uploading: Story = {
  args: { manage: management({ uploading: true }) },
};

export const NoPhotosAuthor: Story = {
  args: { photos: [], manage: management() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.addPhotos })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: T.title })).not.toBeInTheDocument();
  },
};

export const NoPhotosMember: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** The gallery in the detail page's slots: the featured photo in the hero, the groups below. */
export const OnDetailPage: Story = {
  render: function OnDetailPage() {
    const [index, setIndex] = useState<number | null>(null);
    const [layout, setLayout] = useState<GalleryLayout>('grid');
    const sequence = lightboxSequence(groupPhotos(storyPhotos));
    return (
      <MemoryRouter initialEntries={['/recipes/7']}>
        <RecipeDetailView
          recipe={soupRecipe}
          counts={{ likes: 12, views: 340, bookmarks: 8, reviews: 2 }}
          social={null}
          share={{ onShare: fn(), copied: false }}
          versions={[]}
          oldVersion={null}
          onSelectVersion={fn()}
          owner={null}
          slots={{
            media: <FeaturedMedia photo={sequence[0] ?? null} draft={false} onOpen={() => setIndex(0)} />,
            gallery: (
              <>
                <RecipeGalleryView photos={storyPhotos} layout={layout} onLayoutChange={setLayout} onOpen={setIndex} />
                <GalleryLightbox
                  photos={sequence}
                  index={index}
                  onIndexChange={setIndex}
                  onClose={() => setIndex(null)}
                />
              </>
            ),
          }}
        />
      </MemoryRouter>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.openFeatured }));
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: 'Ready to serve' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: T.openFeatured })).toHaveFocus());
  },
};
