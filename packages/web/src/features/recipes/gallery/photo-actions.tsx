import { MAX_IMAGES_PER_RECIPE } from '@potluck/api';
import { Button, IconButton } from '@potluck/ui';
import { ArrowLeft, ArrowRight, ImagePlus, Pencil, Star, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { GALLERY_TEXT as T } from './gallery.constants';
import type { GalleryPhoto } from './gallery-model';
import type { PhotoDetails } from './photo-details-dialog';
import * as styles from './recipe-gallery.css';

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

/** Add Photos: a button that opens the file picker (disabled once the recipe has the most photos). */
export function UploadButton({ manage, count }: { manage: GalleryManagement; count: number }) {
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

export interface PhotoActionsProps {
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

/** The author's buttons under one photo: featured, edit, move earlier and later (gallery), delete. */
export function PhotoActions({
  photo,
  name,
  busy,
  showMove,
  canMoveEarlier,
  canMoveLater,
  manage,
  onEdit,
  onDelete,
}: PhotoActionsProps) {
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
