import { Button, Dialog } from '@potluck/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { GALLERY_TEXT as T } from './gallery.constants';
import { GalleryImage } from './gallery-image';
import { photoName, type GalleryPhoto } from './gallery-model';
import * as styles from './recipe-gallery.css';

export interface GalleryLightboxProps {
  /** The photos in lightbox order (featured, steps, gallery). */
  photos: readonly GalleryPhoto[];
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One photo large, with its caption and "n of N". Previous and Next (and the arrow keys) wrap around;
 * Escape closes and focus goes back to the photo that opened it (Radix Dialog).
 */
export function GalleryLightbox({ photos, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const total = photos.length;
  const open = index !== null && total > 0;
  const current = open ? Math.min(index, total - 1) : 0;
  const photo = open ? photos[current] : undefined;
  const go = (by: -1 | 1) => onIndexChange((current + by + total) % total);

  // Radix gives focus back only to its own trigger; ours are the thumbnails and the hero photo. Layout
  // effects run before Radix moves focus into the dialog, so this still sees the photo that opened it.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const element = opener.current;
      setTimeout(() => element?.isConnected && element.focus(), 0);
    };
  }, [open]);

  useEffect(() => {
    if (!open || total < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') onIndexChange((current - 1 + total) % total);
      else if (event.key === 'ArrowRight') onIndexChange((current + 1) % total);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, current, total, onIndexChange]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={photo ? photoName(photo, current) : T.title}
      description={T.counter(current + 1, total)}
      footer={
        <div className={styles.lightboxNav}>
          <Button variant="secondary" iconStart={<ChevronLeft size={18} />} onClick={() => go(-1)} disabled={total < 2}>
            {T.previous}
          </Button>
          <span className={styles.counter} aria-hidden="true">
            {T.counter(current + 1, total)}
          </span>
          <Button variant="secondary" iconEnd={<ChevronRight size={18} />} onClick={() => go(1)} disabled={total < 2}>
            {T.next}
          </Button>
        </div>
      }
    >
      {photo ? (
        <figure className={styles.lightboxFigure}>
          <div className={styles.lightboxFrame}>
            <GalleryImage
              key={photo.id}
              photo={photo}
              className={styles.lightboxImage}
              sizes="(min-width: 800px) 712px, calc(100vw - 80px)"
              loading="eager"
            />
          </div>
          {photo.caption && photo.caption !== photoName(photo, current) ? (
            <figcaption className={styles.lightboxCaption}>{photo.caption}</figcaption>
          ) : null}
        </figure>
      ) : null}
    </Dialog>
  );
}
