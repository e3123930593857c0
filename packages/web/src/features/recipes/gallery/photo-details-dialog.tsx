import { Alert, Button, Dialog, Field, Input, Textarea } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { GALLERY_TEXT as T } from './gallery.constants';
import type { GalleryPhoto } from './gallery-model';
import * as styles from './recipe-gallery.css';

export interface PhotoDetails {
  caption: string;
  alt_text: string;
}

export interface PhotoDetailsDialogProps {
  /** The photo being edited; null when closed. */
  photo: GalleryPhoto | null;
  saving?: boolean;
  /** 'Failed to update image. Please try again.' after a failed save (the dialog stays open). */
  error?: string | null;
  onSave: (values: PhotoDetails) => void;
  onClose: () => void;
}

/** Caption and alt text of one photo. */
export function PhotoDetailsDialog({ photo, saving = false, error, onSave, onClose }: PhotoDetailsDialogProps) {
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(next) => !next && !saving && onClose()}
      title={T.editTitle}
      description={T.editDescription}
    >
      {photo ? (
        <DetailsForm key={photo.id} photo={photo} saving={saving} error={error} onSave={onSave} onCancel={onClose} />
      ) : null}
    </Dialog>
  );
}

function DetailsForm({
  photo,
  saving,
  error,
  onSave,
  onCancel,
}: {
  photo: GalleryPhoto;
  saving: boolean;
  error?: string | null;
  onSave: (v: PhotoDetails) => void;
  onCancel: () => void;
}) {
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [altText, setAltText] = useState(photo.altText ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ caption: caption.trim(), alt_text: altText.trim() });
  };
  return (
    <form onSubmit={submit} className={styles.form}>
      {error ? <Alert>{error}</Alert> : null}
      <Field label={T.caption}>
        <Input value={caption} maxLength={500} onChange={(e) => setCaption(e.target.value)} />
      </Field>
      <Field label={T.altText} hint={T.altHint}>
        <Textarea value={altText} maxLength={500} rows={3} onChange={(e) => setAltText(e.target.value)} />
      </Field>
      <div className={styles.formButtons}>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          {T.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
