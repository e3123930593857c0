import { MAX_IMAGES_PER_RECIPE } from '@potluck/api';
import { Alert, ConfirmDialog, ViewToggle } from '@potluck/ui';
import { useId, useState } from 'react';
import { GALLERY_TEXT as T } from './gallery.constants';
import { GalleryGroup, type GalleryLayout } from './gallery-group';
import { groupPhotos, lightboxSequence, type GalleryPhoto } from './gallery-model';
import { PhotoDetailsDialog, type PhotoDetails } from './photo-details-dialog';
import { UploadButton, type GalleryManagement } from './photo-actions';
import * as styles from './recipe-gallery.css';

export interface RecipeGalleryViewProps {
  /** The recipe's photos in the server's order. */
  photos: readonly GalleryPhoto[];
  layout: GalleryLayout;
  onLayoutChange: (layout: GalleryLayout) => void;
  /** Opens the lightbox at this photo (index into featured, steps, gallery). */
  onOpen: (index: number) => void;
  manage?: GalleryManagement | null;
  /** Alerts above the photos: client checks and the spec's failure messages. */
  errors?: readonly string[];
  /** Lets a story show the details dialog open. */
  defaultEditingId?: number | null;
}

/**
 * The recipe's photos below the hero, grouped as Featured, Steps and Gallery, in a grid or a list.
 * Props only: the container loads the photos and runs the changes. Renders nothing for a non-author
 * when there are no extra photos.
 */
export function RecipeGalleryView({
  photos,
  layout,
  onLayoutChange,
  onOpen,
  manage,
  errors = [],
  defaultEditingId = null,
}: RecipeGalleryViewProps) {
  const titleId = useId();
  const groups = groupPhotos(photos);
  const sequence = lightboxSequence(groups);
  const [editingId, setEditingId] = useState<number | null>(defaultEditingId);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [savingDetails, setSavingDetails] = useState(false);
  const editing = photos.find((p) => p.id === editingId) ?? null;
  const alerts = errors.length ? (
    <div className={styles.alerts}>
      {errors.map((e) => (
        <Alert key={e}>{e}</Alert>
      ))}
    </div>
  ) : null;

  if (!manage && groups.steps.length + groups.gallery.length === 0) return null;
  if (manage && photos.length === 0) {
    return (
      <section aria-label={T.title} className={styles.section}>
        {alerts}
        <div className={styles.cta}>
          <UploadButton manage={manage} count={0} />
          <p className={styles.ctaText}>{T.addPhotosHint}</p>
        </div>
      </section>
    );
  }

  const closeDetails = () => {
    setEditingId(null);
    manage?.onDetailsClosed?.();
  };
  const saveDetails = async (values: PhotoDetails) => {
    if (!manage || editingId === null) return;
    setSavingDetails(true);
    const saved = await manage.onSaveDetails(editingId, values);
    setSavingDetails(false);
    if (saved) closeDetails();
  };

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {T.title}
        </h2>
        <div className={styles.headerTools}>
          {manage ? (
            <>
              <span className={styles.count}>{T.photoCount(photos.length, MAX_IMAGES_PER_RECIPE)}</span>
              <UploadButton manage={manage} count={photos.length} />
            </>
          ) : null}
          <ViewToggle value={layout} onValueChange={onLayoutChange} aria-label={T.layout} />
        </div>
      </div>
      {alerts}
      <div className={layout === 'grid' ? styles.groupsRow : styles.groupsColumn}>
        {(
          [
            ['featured', T.featured, groups.featured],
            ['steps', T.steps, groups.steps],
            ['gallery', T.gallery, groups.gallery],
          ] as const
        ).map(([key, label, members]) => (
          <GalleryGroup
            key={key}
            groupKey={key}
            label={label}
            members={members}
            sequence={sequence}
            layout={layout}
            titleId={titleId}
            onOpen={onOpen}
            manage={manage}
            onEdit={setEditingId}
            onDelete={setDeletingId}
          />
        ))}
      </div>
      {manage ? (
        <>
          <PhotoDetailsDialog
            photo={editing}
            saving={savingDetails}
            error={manage.detailsError}
            onSave={(v) => void saveDetails(v)}
            onClose={closeDetails}
          />
          <ConfirmDialog
            open={deletingId !== null}
            onOpenChange={(open) => !open && setDeletingId(null)}
            title={T.deleteTitle}
            description={T.deleteDescription}
            confirmLabel={T.deleteConfirm}
            onConfirm={() => (deletingId === null ? undefined : manage.onDelete(deletingId))}
          />
        </>
      ) : null}
    </section>
  );
}
