import type { ImageReorder, StoredImage, UploadLimits } from '@potluck/api';
import { checkPhotos } from '../photos/photo-validation';
import { GALLERY_TEXT as T } from './gallery.constants';

export type PhotoGroup = 'featured' | 'step' | 'gallery';

/** One photo as the gallery draws it: sources already resolved (plain URLs or object URLs). */
export interface GalleryPhoto {
  id: number;
  /** The default source (the 800 px thumbnail, or the original). */
  src: string;
  /** Width descriptors from the thumbnails and the original; absent for object URLs. */
  srcSet?: string;
  /** The original's pixel size, for width/height attributes (no layout shift). */
  width: number;
  height: number;
  alt: string;
  caption: string | null;
  /** The stored alt text (null when the gallery made one up). */
  altText: string | null;
  group: PhotoGroup;
  stepNumber: number | null;
  isFeatured: boolean;
}

export interface PhotoGroups {
  featured: GalleryPhoto[];
  steps: GalleryPhoto[];
  gallery: GalleryPhoto[];
}

/** The group a stored image belongs to: the one featured photo, step photos, everything else. */
export function groupOf(image: Pick<StoredImage, 'is_featured' | 'image_type' | 'step_number'>): PhotoGroup {
  if (image.is_featured) return 'featured';
  if (image.image_type === 'step' && image.step_number !== null) return 'step';
  return 'gallery';
}

/** Featured first, then step photos by step number, then the gallery; each in the recipe's order. */
export function groupPhotos(photos: readonly GalleryPhoto[]): PhotoGroups {
  const featured = photos.filter((p) => p.group === 'featured');
  const steps = photos.filter((p) => p.group === 'step').sort((a, b) => (a.stepNumber ?? 0) - (b.stepNumber ?? 0));
  const gallery = photos.filter((p) => p.group === 'gallery');
  return { featured, steps, gallery };
}

/** The order the lightbox walks through: the groups one after another. */
export const lightboxSequence = (groups: PhotoGroups): GalleryPhoto[] => [
  ...groups.featured,
  ...groups.steps,
  ...groups.gallery,
];

/** "400w, 800w and the original" for srcset; thumbnails wider than the original add nothing. */
export function srcSetOf(image: Pick<StoredImage, 'image_url' | 'width' | 'thumbnails'>): string {
  const thumbs = image.thumbnails
    .filter((t) => t.width >= 400 && t.width < image.width)
    .sort((a, b) => a.width - b.width);
  return [...thumbs.map((t) => `${t.url} ${t.width}w`), `${image.image_url} ${image.width}w`].join(', ');
}

/** The one source to fetch or show without srcset: the 800 px thumbnail when there is one, else the original. */
export function defaultSrcOf(image: Pick<StoredImage, 'image_url' | 'width' | 'thumbnails'>): string {
  return image.thumbnails.find((t) => t.width === 800 && t.width < image.width)?.url ?? image.image_url;
}

/**
 * Stored images (server order) → gallery photos. `objectUrls` (by image id) replaces the sources for
 * recipes whose images need the viewer's token; an image still loading there gets an empty src.
 */
export function toGalleryPhotos(
  images: readonly StoredImage[],
  recipeTitle: string,
  objectUrls: ReadonlyMap<number, string> | null,
): GalleryPhoto[] {
  let stepless = 0;
  return images.map((image) => {
    const group = groupOf(image);
    if (group !== 'featured') stepless += 1;
    const fallbackAlt =
      group === 'featured'
        ? recipeTitle
        : group === 'step'
          ? `${recipeTitle}: ${T.step(image.step_number ?? 0)}`
          : `${recipeTitle}: ${T.photo(stepless)}`;
    const privateSrc = objectUrls ? (objectUrls.get(image.id) ?? '') : null;
    return {
      id: image.id,
      src: privateSrc ?? defaultSrcOf(image),
      srcSet: privateSrc === null ? srcSetOf(image) : undefined,
      width: image.width,
      height: image.height,
      alt: image.alt_text || image.caption || fallbackAlt,
      caption: image.caption,
      altText: image.alt_text,
      group,
      stepNumber: image.step_number,
      isFeatured: image.is_featured,
    };
  });
}

/** A short name for buttons and the lightbox title. */
export const photoName = (photo: GalleryPhoto, index: number): string =>
  photo.caption ||
  (photo.group === 'step' && photo.stepNumber !== null
    ? T.step(photo.stepNumber)
    : photo.isFeatured
      ? T.featured
      : T.photo(index + 1));

/** Images of drafts and private recipes are served only with the viewer's token (decision 004). */
export const needsToken = (recipe: { status: string; visibility: string }): boolean =>
  recipe.status !== 'published' || recipe.visibility !== 'public';

/**
 * The body of POST reorder that puts one image where another is (dragging it onto that photo): the others
 * shift by one place. Every image gets its new position; null when nothing would move.
 */
export function moveOnto(
  images: readonly Pick<StoredImage, 'id' | 'order_index'>[],
  id: number,
  targetId: number,
): ImageReorder | null {
  const ids = [...images].sort((a, b) => a.order_index - b.order_index).map((i) => i.id);
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return null;
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  return { image_orders: ids.map((image_id, order_index) => ({ image_id, order_index })) };
}

/**
 * The body of POST reorder that moves one image a place earlier (-1) or later (+1) by swapping it with its
 * neighbour in the same group (photos of other groups between them keep their places); null at that end.
 */
export function moveOrder(
  images: readonly Pick<StoredImage, 'id' | 'order_index'>[],
  neighbours: readonly number[],
  id: number,
  by: -1 | 1,
): ImageReorder | null {
  const at = neighbours.indexOf(id);
  const other = neighbours[at + by];
  if (at < 0 || other === undefined) return null;
  const ids = [...images].sort((a, b) => a.order_index - b.order_index).map((i) => i.id);
  const from = ids.indexOf(id);
  const to = ids.indexOf(other);
  ids[from] = other;
  ids[to] = id;
  return { image_orders: ids.map((image_id, order_index) => ({ image_id, order_index })) };
}

/** The photos checked against the upload limits (photos/photo-validation.ts); each distinct problem once. */
export function checkFiles(
  files: readonly File[],
  existing: number,
  limits: UploadLimits | undefined,
): { accepted: File[]; errors: string[] } {
  const { accepted, rejected } = checkPhotos(files, { limits, existing });
  return { accepted, errors: [...new Set(rejected.map((r) => r.message))] };
}
