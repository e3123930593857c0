import { Badge } from '@potluck/ui';
import { GALLERY_TEXT as T } from './gallery.constants';
import { GalleryImage } from './gallery-image';
import type { GalleryPhoto } from './gallery-model';
import * as styles from './recipe-gallery.css';

export interface FeaturedMediaProps {
  /** The featured photo; null while the photos load. */
  photo: GalleryPhoto | null;
  /** Shows the Draft badge on the photo. */
  draft: boolean;
  onOpen: () => void;
}

/** The hero's photo area: the featured photo (responsive, opens the lightbox) or a quiet box while it loads. */
export function FeaturedMedia({ photo, draft, onOpen }: FeaturedMediaProps) {
  return (
    <>
      {photo ? (
        <button type="button" className={styles.heroButton} onClick={onOpen} aria-label={T.openFeatured}>
          <GalleryImage
            photo={photo}
            className={styles.heroImage}
            sizes="(min-width: 1120px) 500px, (min-width: 1024px) 45vw, calc(100vw - 32px)"
            loading="eager"
          />
        </button>
      ) : (
        <div className={styles.heroPending} aria-hidden="true" />
      )}
      {draft ? (
        <Badge tone="accent" size="md" className={styles.heroBadge}>
          {T.draft}
        </Badge>
      ) : null}
    </>
  );
}
