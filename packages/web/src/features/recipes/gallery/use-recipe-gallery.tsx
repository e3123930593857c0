import { type Recipe, type RecipeImages } from '@potluck/api';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useRecipeImageMutations, useRecipeImages, useUploadLimits } from '../api/use-recipe-images';
import { GALLERY_TEXT as T } from './gallery.constants';
import { FeaturedMedia } from './featured-media';
import { GalleryLightbox } from './gallery-lightbox';
import {
  checkFiles,
  groupPhotos,
  lightboxSequence,
  moveOnto,
  moveOrder,
  needsToken,
  toGalleryPhotos,
  type GalleryPhoto,
} from './gallery-model';
import type { GalleryLayout } from './gallery-group';
import type { GalleryManagement } from './photo-actions';
import { RecipeGalleryView } from './recipe-gallery-view';
import { useImageSources } from './use-image-sources';

export interface RecipeGallerySlots {
  /** The hero's photo: the featured one, responsive, opening the lightbox. Undefined leaves the hero's own. */
  media?: ReactNode;
  /** The Photos section below the hero (with management for the author). */
  gallery?: ReactNode;
}

/**
 * The detail page's photo slots: loads the recipe's photos (through the token for drafts and private
 * recipes), keeps the lightbox shared by the hero photo and the gallery, and, for the author or an
 * admin, the management below. `canManage` false hides every control.
 */
export function useRecipeGallery(recipe: Recipe, canManage: boolean): RecipeGallerySlots {
  const { data, error } = useRecipeImages(recipe.id);
  const withToken = needsToken(recipe);
  const sources = useImageSources(data?.images, withToken);
  const photos = useMemo(
    () => (data ? toGalleryPhotos(data.images, recipe.title, sources) : []),
    [data, recipe.title, sources],
  );
  const sequence = useMemo(() => lightboxSequence(groupPhotos(photos)), [photos]);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [layout, setLayout] = useState<GalleryLayout>('grid');
  const close = useCallback(() => setLightbox(null), []);

  const featured = sequence.find((p) => p.isFeatured) ?? null;
  const media =
    featured !== null || (withToken && !data && !error && recipe.featured_image_url) ? (
      <FeaturedMedia
        photo={featured}
        draft={recipe.status === 'draft'}
        onOpen={() => setLightbox(sequence.indexOf(featured as GalleryPhoto))}
      />
    ) : undefined;

  const lightboxNode = (
    <GalleryLightbox photos={sequence} index={lightbox} onIndexChange={setLightbox} onClose={close} />
  );
  const gallery = !data ? undefined : canManage ? (
    <ManagedGallery
      recipeId={recipe.id}
      data={data}
      photos={photos}
      layout={layout}
      onLayoutChange={setLayout}
      onOpen={setLightbox}
      lightbox={lightboxNode}
    />
  ) : (
    <>
      <RecipeGalleryView photos={photos} layout={layout} onLayoutChange={setLayout} onOpen={setLightbox} />
      {lightboxNode}
    </>
  );
  return { media, gallery };
}

interface ManagedGalleryProps {
  recipeId: number;
  data: RecipeImages;
  photos: readonly GalleryPhoto[];
  layout: GalleryLayout;
  onLayoutChange: (layout: GalleryLayout) => void;
  onOpen: (index: number) => void;
  lightbox: ReactNode;
}

/** The author's gallery: upload limits are asked for only here, so other members never load them. */
function ManagedGallery({ recipeId, data, photos, layout, onLayoutChange, onOpen, lightbox }: ManagedGalleryProps) {
  const { data: limits } = useUploadLimits();
  const mutations = useRecipeImageMutations();
  const [errors, setErrors] = useState<string[]>([]);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (id: number | null, failure: string, action: () => Promise<unknown>): Promise<boolean> => {
    setErrors([]);
    setBusyId(id);
    try {
      await action();
      return true;
    } catch {
      setErrors([failure]);
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const manage: GalleryManagement = {
    uploading,
    busyId,
    onPickFiles: (files) => {
      const { accepted, errors: problems } = checkFiles(files, data.images.length, limits);
      setErrors(problems);
      if (accepted.length === 0) return;
      setUploading(true);
      void (async () => {
        let failed = false;
        for (const file of accepted) {
          try {
            await mutations.upload(recipeId, file, { image_type: 'gallery' });
          } catch {
            failed = true;
          }
        }
        setUploading(false);
        if (failed) setErrors((current) => [...current, T.uploadFailed]);
      })();
    },
    onSetFeatured: (id) => void run(id, T.updateFailed, () => mutations.update(recipeId, id, { is_featured: true })),
    onMove: (id, by) => {
      const gallery = groupPhotos(photos).gallery.map((p) => p.id);
      const body = moveOrder(data.images, gallery, id, by);
      if (body) void run(id, T.reorderFailed, () => mutations.reorder(recipeId, body));
    },
    onMoveOnto: (id, targetId) => {
      const body = moveOnto(data.images, id, targetId);
      if (body) void run(id, T.reorderFailed, () => mutations.reorder(recipeId, body));
    },
    onDelete: async (id) => {
      await run(id, T.deleteFailed, () => mutations.remove(recipeId, id));
    },
    onSaveDetails: async (id, values) => {
      setDetailsError(null);
      try {
        await mutations.update(recipeId, id, { caption: values.caption || null, alt_text: values.alt_text || null });
        return true;
      } catch {
        setDetailsError(T.updateFailed);
        return false;
      }
    },
    detailsError,
    onDetailsClosed: () => setDetailsError(null),
  };

  return (
    <>
      <RecipeGalleryView
        photos={photos}
        layout={layout}
        onLayoutChange={onLayoutChange}
        onOpen={onOpen}
        manage={manage}
        errors={errors}
      />
      {lightbox}
    </>
  );
}
