import { Badge, Button, ConfirmDialog, Field, IconButton, Input, Spinner } from '@potluck/ui';
import { Star, Trash2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import * as styles from './recipe-photos.css';

/** One photo in the uploader: a local preview (create, or an upload in flight) or a saved image. */
export interface PhotoTileData {
  key: string;
  /** Object URL of the chosen file, or the saved image's thumbnail ('' while a private one loads). */
  src: string;
  /** The file name (local photos); shown small under the picture. */
  name?: string;
  caption: string;
  altText: string;
  featured: boolean;
  /** Being uploaded: a spinner over the picture and the fields locked. @default false */
  uploading?: boolean;
}

export type PhotoTextField = 'caption' | 'altText';

interface PhotoTileProps {
  photo: PhotoTileData;
  number: number;
  confirmRemove: boolean;
  onRemove: () => Promise<unknown>;
  onMakeFeatured: () => void;
  onTextChange: (field: PhotoTextField, value: string) => void;
  onTextCommit?: (field: PhotoTextField) => void;
}

export function PhotoTile({
  photo,
  number,
  confirmRemove,
  onRemove,
  onMakeFeatured,
  onTextChange,
  onTextCommit,
}: PhotoTileProps) {
  // Edit saves a text when it is left; Enter saves it too instead of submitting the whole recipe form.
  const commitOnEnter = (e: KeyboardEvent<HTMLInputElement>, field: PhotoTextField) => {
    if (e.key !== 'Enter' || !onTextCommit) return;
    e.preventDefault();
    onTextCommit(field);
  };
  const removeButton = (
    <IconButton
      data-action="remove"
      variant="secondary"
      size="sm"
      className={styles.removeButton}
      aria-label={`Remove photo ${number}`}
      icon={<Trash2 size={16} />}
      disabled={photo.uploading}
      onClick={confirmRemove ? undefined : () => void onRemove()}
    />
  );
  return (
    <li
      className={styles.tile}
      data-key={photo.key}
      data-featured={photo.featured || undefined}
      aria-label={`Photo ${number}${photo.featured ? ', featured' : ''}`}
    >
      <div className={styles.frame}>
        {/* An empty src: a private photo still loading with the token; the frame's gradient stands in. */}
        {photo.src ? (
          <img
            className={styles.image}
            src={photo.src}
            alt={photo.altText || photo.caption || `Recipe photo ${number}`}
          />
        ) : null}
        {photo.featured ? (
          <Badge tone="solid" size="md" className={styles.featuredBadge} icon={<Star size={14} fill="currentColor" />}>
            Featured
          </Badge>
        ) : null}
        {photo.uploading ? (
          <div className={styles.uploading}>
            <Spinner size="md" label={null} />
            <span role="status">Uploading…</span>
          </div>
        ) : confirmRemove ? (
          <ConfirmDialog
            title="Delete this photo?"
            description="It is removed from the recipe straight away. This cannot be undone."
            confirmLabel="Delete photo"
            onConfirm={onRemove}
            trigger={removeButton}
          />
        ) : (
          removeButton
        )}
      </div>
      <div className={styles.tileMeta}>
        {photo.featured ? (
          <span className={styles.featuredNote}>Shown first on the recipe</span>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            iconStart={<Star size={16} />}
            aria-label={`Make featured, photo ${number}`}
            disabled={photo.uploading}
            onClick={onMakeFeatured}
          >
            Make featured
          </Button>
        )}
        {photo.name ? (
          <span className={styles.fileName} title={photo.name}>
            {photo.name}
          </span>
        ) : null}
      </div>
      <div className={styles.fields}>
        <Field label="Caption">
          <Input
            aria-label={`Caption, photo ${number}`}
            value={photo.caption}
            maxLength={500}
            placeholder="Add a caption"
            disabled={photo.uploading}
            onChange={(e) => onTextChange('caption', e.target.value)}
            onBlur={() => onTextCommit?.('caption')}
            onKeyDown={(e) => commitOnEnter(e, 'caption')}
          />
        </Field>
        <Field label="Alt text">
          <Input
            aria-label={`Alt text, photo ${number}`}
            value={photo.altText}
            maxLength={500}
            placeholder="What the photo shows"
            disabled={photo.uploading}
            onChange={(e) => onTextChange('altText', e.target.value)}
            onBlur={() => onTextCommit?.('altText')}
            onKeyDown={(e) => commitOnEnter(e, 'altText')}
          />
        </Field>
      </div>
    </li>
  );
}
