import { IMAGE_MESSAGES, MAX_IMAGES_PER_RECIPE, SUPPORTED_IMAGE_FORMATS, type UploadLimits } from '@potluck/api';
import { Alert, FileDropZone } from '@potluck/ui';
import { CircleAlert, ImagePlus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { checkPhotos, maxSizeMb, type RejectedPhoto } from './photo-validation';
import { PhotoTile, type PhotoTextField, type PhotoTileData } from './photo-tile';
import * as styles from './recipe-photos.css';

export type { PhotoTextField, PhotoTileData };

export interface RecipePhotoUploaderProps {
  photos: readonly PhotoTileData[];
  /** The server's upload limits; undefined while they load or when they failed. */
  limits: UploadLimits | undefined;
  /** The limits could not be loaded: nothing can be added ('Upload limits not available'). @default false */
  limitsFailed?: boolean;
  /** Files that passed every check, in the order chosen (never more than the room left). */
  onAdd: (files: File[]) => void;
  /** Remove a photo; with `confirmRemove` only after the person confirms (a promise keeps the dialog busy). */
  onRemove: (key: string) => void | Promise<unknown>;
  onMakeFeatured: (key: string) => void;
  onTextChange: (key: string, field: PhotoTextField, value: string) => void;
  /** The caption or alt text field lost focus (edit saves it then). */
  onTextCommit?: (key: string, field: PhotoTextField) => void;
  /** Ask before removing (saved photos are deleted from the recipe). @default false */
  confirmRemove?: boolean;
  /** A failed action on saved photos, e.g. 'Failed to upload image. Please try again.' */
  error?: string | null;
}

const formatsText = (limits: UploadLimits | undefined) =>
  (limits?.supported_formats ?? SUPPORTED_IMAGE_FORMATS).join(', ');

/**
 * Recipe Photos: a drop zone that is also the file picker, the spec 000 §5 checks before anything is
 * uploaded, and a grid of previews with the featured photo marked, caption and alt text per photo.
 */
export function RecipePhotoUploader({
  photos,
  limits,
  limitsFailed = false,
  onAdd,
  onRemove,
  onMakeFeatured,
  onTextChange,
  onTextCommit,
  confirmRemove = false,
  error,
}: RecipePhotoUploaderProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const zoneRef = useRef<HTMLButtonElement>(null);
  const [rejected, setRejected] = useState<RejectedPhoto[]>([]);
  const full = photos.length >= MAX_IMAGES_PER_RECIPE;
  const blocked = limitsFailed || full;

  const add = (files: File[]) => {
    const checked = checkPhotos(files, { limits, existing: photos.length });
    setRejected(checked.rejected);
    if (checked.accepted.length) onAdd(checked.accepted);
  };

  const explain = (message: string) => {
    setRejected([{ name: '', message }]);
    return false;
  };
  /** A click opens the picker only when a photo can be added; otherwise it says why. */
  const beforePick = () => {
    if (limitsFailed || !limits) return explain(IMAGE_MESSAGES.limitsNotLoaded);
    if (full) return explain(IMAGE_MESSAGES.tooMany);
    return true;
  };
  // The zone stays focusable when unavailable so the reason can be read; Escape dismisses the reasons.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setRejected([]);
  };

  /** After a removal the removed tile's button is gone: focus the next photo, else the drop zone. */
  const removeAt = async (index: number) => {
    const key = photos[index]?.key;
    if (key === undefined) return;
    await onRemove(key);
    setRejected([]);
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-action="remove"]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? zoneRef.current)?.focus();
    });
  };

  const makeFeatured = (key: string) => {
    onMakeFeatured(key);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-key="${key}"] [data-action="remove"]`)?.focus(),
    );
  };

  return (
    <div className={styles.root}>
      <FileDropZone
        ref={zoneRef}
        icon={<ImagePlus size={24} />}
        title={full ? 'Photo limit reached' : limitsFailed ? 'Photos can’t be added right now' : 'Drag photos here or'}
        browse={blocked ? undefined : 'choose files'}
        hint={
          limitsFailed ? (
            <span className={styles.limitsMissing}>
              <CircleAlert size={16} aria-hidden="true" />
              {IMAGE_MESSAGES.limitsNotLoaded}
            </span>
          ) : full ? (
            `${MAX_IMAGES_PER_RECIPE} of ${MAX_IMAGES_PER_RECIPE} photos. Remove one to add another.`
          ) : (
            `${formatsText(limits)} · up to ${maxSizeMb(limits)}MB each · ${photos.length} of ${MAX_IMAGES_PER_RECIPE} photos. The first photo is featured.`
          )
        }
        accept="image/*"
        inputLabel="Choose photos"
        multiple
        unavailable={blocked}
        beforePick={beforePick}
        onKeyDown={onKeyDown}
        onFiles={add}
      />

      {rejected.length ? (
        <Alert title={rejected.length > 1 || rejected[0]?.name ? 'Some photos were not added' : undefined}>
          <ul className={styles.rejectedList}>
            {rejected.map((r, i) => (
              <li key={`${r.name}-${i}`}>
                {r.name ? <span className={styles.rejectedName}>{r.name}: </span> : null}
                <span>{r.message}</span>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}

      {photos.length ? (
        <ul ref={listRef} className={styles.grid} aria-label="Recipe photos">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              number={index + 1}
              confirmRemove={confirmRemove}
              onRemove={() => removeAt(index)}
              onMakeFeatured={() => makeFeatured(photo.key)}
              onTextChange={(field, value) => onTextChange(photo.key, field, value)}
              onTextCommit={onTextCommit ? (field) => onTextCommit(photo.key, field) : undefined}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
