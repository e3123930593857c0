import type { StoredImage, UploadLimits } from '@potluck/api';
import { toGalleryPhotos, type GalleryPhoto } from './gallery-model';

/**
 * A flat illustrated "photo" as an SVG data URL: a plate on a tinted table, so stories and visual
 * baselines need no network and always draw the same pixels. No text: an SVG image cannot use the
 * page's web fonts, so its letters would come from whatever fonts the machine has installed.
 */
export function svgPhoto(hue: number, width = 800, height = 600): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="hsl(${hue} 45% 78%)"/>
<rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="hsl(${hue} 35% 62%)"/>
<ellipse cx="${width / 2}" cy="${height * 0.58}" rx="${width * 0.3}" ry="${height * 0.26}" fill="#fbf7f0"/>
<ellipse cx="${width / 2}" cy="${height * 0.58}" rx="${width * 0.2}" ry="${height * 0.17}" fill="hsl(${(hue + 180) % 360} 60% 50%)"/>
<circle cx="${width * 0.46}" cy="${height * 0.53}" r="${height * 0.04}" fill="hsl(110 45% 38%)"/>
<circle cx="${width * 0.55}" cy="${height * 0.6}" r="${height * 0.03}" fill="hsl(110 45% 38%)"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A stored image as the API returns it; the URLs are served paths (tests) unless `src` is given (stories). */
export function storedImage(id: number, over: Partial<StoredImage> = {}, src?: string): StoredImage {
  const file = `/api/v1/images/serve/recipes/img-${id}.jpg`;
  return {
    id,
    image_url: src ?? file,
    image_type: 'gallery',
    step_number: null,
    caption: null,
    alt_text: null,
    is_featured: false,
    order_index: id - 1,
    width: 1600,
    height: 1200,
    thumbnails: src
      ? []
      : [150, 400, 800].map((w) => ({ width: w, url: `/api/v1/images/serve/thumbnails/thumb_${w}_img-${id}.webp` })),
    ...over,
  };
}

/** Soup photos for the page tests: one featured, two step photos, three gallery photos. */
export const soupImages: StoredImage[] = [
  storedImage(1, {
    image_type: 'featured',
    is_featured: true,
    caption: 'Ready to serve',
    alt_text: 'Tomato soup in a white bowl',
  }),
  storedImage(2, { image_type: 'step', step_number: 2, caption: 'Roasting the tomatoes' }),
  storedImage(3, { image_type: 'gallery', caption: 'With grilled cheese' }),
  storedImage(4, { image_type: 'step', step_number: 1, caption: 'Halved tomatoes and garlic' }),
  storedImage(5, { image_type: 'gallery' }),
  storedImage(6, { image_type: 'gallery', caption: 'Leftovers for Monday' }),
];

export const uploadLimits: UploadLimits = {
  max_file_size: 10 * 1024 * 1024,
  max_file_size_mb: 10,
  supported_formats: ['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF', 'AVIF'],
};

/** The same set drawn as SVG data URLs, ready for the gallery view (stories). */
export const storyPhotos: GalleryPhoto[] = toGalleryPhotos(
  soupImages.map((image, i) => ({
    ...image,
    width: 800,
    height: 600,
    thumbnails: [],
    image_url: svgPhoto([8, 28, 140, 46, 200, 330][i] ?? 0),
  })),
  'Nonna’s Tomato & Basil Soup',
  null,
);
