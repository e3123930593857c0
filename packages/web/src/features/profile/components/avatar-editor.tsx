import { AVATAR_MESSAGES } from '@potluck/api';
import { Avatar } from '@potluck/ui';
import { useId } from 'react';
import * as styles from './avatar-editor.css';
import { ImagePickerActions, type ImagePickerTexts, useImagePicker } from './image-picker';

const TEXTS: ImagePickerTexts = {
  upload: 'Upload avatar',
  replace: 'Change avatar',
  remove: 'Delete avatar',
  confirmTitle: 'Delete avatar?',
  confirmDescription: AVATAR_MESSAGES.confirmDelete,
  choose: 'Choose an avatar image',
  uploadFailed: AVATAR_MESSAGES.uploadFailed,
  deleteFailed: AVATAR_MESSAGES.deleteFailed,
};

export interface AvatarEditorProps {
  /** The member's name: the avatar's alt text and initials. */
  name: string;
  /** The avatar to show (an object URL or data: URL); null shows the initials. */
  src: string | null;
  /** Whether the member has an avatar to delete (its picture may still be loading). */
  hasAvatar: boolean;
  /** Uploads the chosen image; a rejection shows 'Failed to upload avatar' with the server's detail. */
  onUpload: (file: File) => Promise<unknown>;
  /** Deletes the avatar after confirmation; a rejection shows 'Failed to delete avatar' and keeps the dialog open. */
  onDelete: () => Promise<unknown>;
}

/**
 * The profile's avatar with upload and delete (spec 001 §2, §5): image files only, a preview of the chosen
 * file while it uploads, 'Are you sure you want to delete your avatar?' before deleting, failures as toasts.
 */
export function AvatarEditor({ name, src, hasAvatar, onUpload, onDelete }: AvatarEditorProps) {
  const headingId = useId();
  const picker = useImagePicker(onUpload, onDelete, TEXTS);
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={picker.uploading || undefined}>
      <Avatar name={name} src={picker.preview ?? src} size="xl" />
      <div className={styles.texts}>
        <h2 id={headingId} className={styles.heading}>
          Avatar
        </h2>
        <p className={styles.hint}>{picker.uploading ? 'Uploading your new avatar…' : AVATAR_MESSAGES.recommended}</p>
        <ImagePickerActions picker={picker} texts={TEXTS} has={hasAvatar} className={styles.actions} />
      </div>
    </section>
  );
}
