import type { GalleryPhoto } from './gallery-model';

export interface GalleryImageProps {
  photo: GalleryPhoto;
  /** How wide the image is drawn, for the browser's srcset choice. */
  sizes: string;
  /** Photos below the fold load when scrolled near. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A photo with srcset from the thumbnails and the original, and its real width and height so the
 * page keeps its layout while it loads. A private photo still being fetched draws nothing yet.
 */
export function GalleryImage({ photo, sizes, loading = 'lazy', className }: GalleryImageProps) {
  if (!photo.src) return <span className={className} role="img" aria-label={photo.alt} />;
  return (
    <img
      className={className}
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={photo.srcSet ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading={loading}
      decoding="async"
    />
  );
}
