import { MAX_IMAGES_PER_RECIPE } from '@potluck/api';
import { Alert, Badge, Button, ConfirmDialog, IconButton, ViewToggle, type ViewToggleProps } from '@potluck/ui';
import { ArrowLeft, ArrowRight, ImagePlus, Pencil, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { GALLERY_TEXT as T } from './gallery.constants';
import { GalleryImage } from './gallery-image';
import { groupPhotos, lightboxSequence, photoName, type GalleryPhoto } from './gallery-model';
import { PhotoDetailsDialog, type PhotoDetails } from './photo-details-dialog';
import * as styles from './recipe-gallery.css';

export type GalleryLayout = ViewToggleProps['value'];

/** What the author (or an admin) can do; absent for everyone else. */
export interface GalleryManagement {
  uploading: boolean;
  /** The photo an action is running for (its buttons wait). */
  busyId: number | null;
  onPickFiles: (files: File[]) => void;
  onSetFeatured: (id: number) => void;
  onMove: (id: number, by: -1 | 1) => void;
  /** A gallery photo dragged onto another takes its place (the move buttons do the same by keyboard). */
  onMoveOnto: (id: number, targetId: number) => void;
  /** Resolves when done, failed or not (a failure shows in `errors`). */
  onDelete: (id: number) => Promise<void>;
  /** Resolves true when saved; false keeps the dialog open with `detailsError`. */
  onSaveDetails: (id: number, values: PhotoDetails) => Promise<boolean>;
  /** The failed save's message, shown inside the details dialog. */
  detailsError?: string | null;
  onDetailsClosed?: () => void;
}

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

const GRID_SIZES = '(min-width: 1120px) 260px, (min-width: 768px) 30vw, 50vw';
const LIST_SIZES = '(min-width: 768px) 240px, 140px';

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

  const renderGroup = (key: 'featured' | 'steps' | 'gallery', label: string, members: GalleryPhoto[]) =>
    members.length === 0 ? null : (
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
                      onEdit={() => setEditingId(photo.id)}
                      onDelete={() => setDeletingId(photo.id)}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    );

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
        {renderGroup('featured', T.featured, groups.featured)}
        {renderGroup('steps', T.steps, groups.steps)}
        {renderGroup('gallery', T.gallery, groups.gallery)}
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

function UploadButton({ manage, count }: { manage: GalleryManagement; count: number }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant={count === 0 ? 'primary' : 'secondary'}
        size="sm"
        iconStart={<ImagePlus size={16} />}
        loading={manage.uploading}
        disabled={count >= MAX_IMAGES_PER_RECIPE}
        onClick={() => input.current?.click()}
      >
        {manage.uploading ? T.uploading : T.addPhotos}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={T.addPhotos}
        className={styles.fileInput}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) manage.onPickFiles(files);
        }}
      />
    </>
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

interface PhotoActionsProps {
  photo: GalleryPhoto;
  name: string;
  busy: boolean;
  showMove: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  manage: GalleryManagement;
  onEdit: () => void;
  onDelete: () => void;
}

function PhotoActions({
  photo,
  name,
  busy,
  showMove,
  canMoveEarlier,
  canMoveLater,
  manage,
  onEdit,
  onDelete,
}: PhotoActionsProps): ReactNode {
  return (
    <div role="group" aria-label={T.actions(name)} className={styles.actions}>
      {photo.isFeatured ? (
        <IconButton
          size="sm"
          aria-label={T.isFeatured}
          icon={<Star size={16} fill="currentColor" />}
          aria-disabled="true"
          variant="secondary"
        />
      ) : (
        <IconButton
          size="sm"
          aria-label={T.setFeatured}
          icon={<Star size={16} />}
          disabled={busy}
          onClick={() => manage.onSetFeatured(photo.id)}
        />
      )}
      <IconButton size="sm" aria-label={T.edit} icon={<Pencil size={16} />} disabled={busy} onClick={onEdit} />
      {showMove ? (
        <>
          <IconButton
            size="sm"
            aria-label={T.moveEarlier}
            icon={<ArrowLeft size={16} />}
            disabled={busy || !canMoveEarlier}
            onClick={() => manage.onMove(photo.id, -1)}
          />
          <IconButton
            size="sm"
            aria-label={T.moveLater}
            icon={<ArrowRight size={16} />}
            disabled={busy || !canMoveLater}
            onClick={() => manage.onMove(photo.id, 1)}
          />
        </>
      ) : null}
      <IconButton
        size="sm"
        aria-label={T.delete}
        icon={<Trash2 size={16} />}
        variant="danger"
        disabled={busy}
        onClick={onDelete}
      />
    </div>
  );
}
