import { Badge, type ViewToggleProps } from '@potluck/ui';
import type { DragEvent } from 'react';
import { GALLERY_TEXT as T } from './gallery.constants';
import { GalleryImage } from './gallery-image';
import { photoName, type GalleryPhoto } from './gallery-model';
import { PhotoActions, type GalleryManagement } from './photo-actions';
import * as styles from './recipe-gallery.css';

export type GalleryLayout = ViewToggleProps['value'];
export type GalleryGroupKey = 'featured' | 'steps' | 'gallery';

const GRID_SIZES = '(min-width: 1120px) 260px, (min-width: 768px) 30vw, 50vw';
const LIST_SIZES = '(min-width: 768px) 240px, 140px';

export interface GalleryGroupProps {
  groupKey: GalleryGroupKey;
  label: string;
  /** The group's photos, in order; an empty group renders nothing. */
  members: GalleryPhoto[];
  /** Every photo in lightbox order, for the index a click opens and the photo's name. */
  sequence: readonly GalleryPhoto[];
  layout: GalleryLayout;
  /** The id the section's title has; the group's title id adds the key. */
  titleId: string;
  onOpen: (index: number) => void;
  manage?: GalleryManagement | null;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

/** One titled group of photos (Featured, Steps or Gallery): thumbnails that open the lightbox, captions, tools. */
export function GalleryGroup({
  groupKey: key,
  label,
  members,
  sequence,
  layout,
  titleId,
  onOpen,
  manage,
  onEdit,
  onDelete,
}: GalleryGroupProps) {
  if (members.length === 0) return null;
  return (
    <div
      className={styles.group}
      role="group"
      aria-labelledby={`${titleId}-${key}`}
      // In the grid, small groups sit side by side and grow with their number of photos.
      style={
        layout === 'grid'
          ? {
              flex: `${members.length} 1 calc(${members.length} * 180px)`,
              maxWidth: `calc(${members.length} * 280px)`,
            }
          : undefined
      }
    >
      <h3 id={`${titleId}-${key}`} className={styles.groupTitle}>
        {label}
      </h3>
      <ul className={layout === 'grid' ? styles.grid : styles.list}>
        {members.map((photo, i) => {
          const index = sequence.indexOf(photo);
          const name = photoName(photo, index);
          return (
            <li
              key={photo.id}
              className={layout === 'grid' ? styles.item : styles.listItem}
              {...(manage && key === 'gallery' && members.length > 1 ? dragProps(photo.id, manage) : {})}
            >
              <div className={styles.thumbFrame}>
                <button
                  type="button"
                  className={styles.thumbButton}
                  onClick={() => onOpen(index)}
                  aria-label={T.open(name)}
                >
                  <GalleryImage
                    photo={photo}
                    className={styles.thumbImage}
                    sizes={layout === 'grid' ? GRID_SIZES : LIST_SIZES}
                  />
                </button>
                {photo.group === 'step' && photo.stepNumber !== null ? (
                  <Badge tone="secondary" className={styles.thumbBadge}>
                    {T.step(photo.stepNumber)}
                  </Badge>
                ) : null}
              </div>
              <div className={styles.meta}>
                {photo.caption ? <p className={styles.caption}>{photo.caption}</p> : null}
                {manage ? (
                  <PhotoActions
                    photo={photo}
                    name={name}
                    busy={manage.busyId === photo.id}
                    canMoveEarlier={key === 'gallery' && i > 0}
                    canMoveLater={key === 'gallery' && i < members.length - 1}
                    showMove={key === 'gallery' && members.length > 1}
                    manage={manage}
                    onEdit={() => onEdit(photo.id)}
                    onDelete={() => onDelete(photo.id)}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const DRAG_TYPE = 'application/x-potluck-photo';

/** Native drag and drop between gallery photos; the dragged photo's id travels in the drag data. */
function dragProps(id: number, manage: GalleryManagement) {
  return {
    draggable: true,
    'data-draggable': 'true',
    onDragStart: (e: DragEvent<HTMLLIElement>) => {
      e.dataTransfer.setData(DRAG_TYPE, String(id));
      e.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (e: DragEvent<HTMLLIElement>) => {
      if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
    },
    onDrop: (e: DragEvent<HTMLLIElement>) => {
      const dragged = Number(e.dataTransfer.getData(DRAG_TYPE));
      e.preventDefault();
      if (Number.isInteger(dragged) && dragged > 0 && dragged !== id) manage.onMoveOnto(dragged, id);
    },
  };
}
