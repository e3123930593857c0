import { AVATAR_MESSAGES, IMAGE_MESSAGES, errorText } from '@potluck/api';
import { Avatar, Button, ConfirmDialog, useToast } from '@potluck/ui';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './avatar-editor.css';

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
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const uploading = preview !== null;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ variant: 'error', title: AVATAR_MESSAGES.uploadFailed, description: IMAGE_MESSAGES.notAnImage });
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      await onUpload(file);
    } catch (e) {
      toast({ variant: 'error', title: AVATAR_MESSAGES.uploadFailed, description: errorText(e, 'Please try again.') });
    } finally {
      setPreview(null);
    }
  };

  const remove = async () => {
    try {
      await onDelete();
    } catch (e) {
      toast({ variant: 'error', title: AVATAR_MESSAGES.deleteFailed, description: errorText(e, 'Please try again.') });
      throw e;
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={uploading || undefined}>
      <Avatar name={name} src={preview ?? src} size="xl" />
      <div className={styles.texts}>
        <h2 id={headingId} className={styles.heading}>
          Avatar
        </h2>
        <p className={styles.hint}>{uploading ? 'Uploading your new avatar…' : AVATAR_MESSAGES.recommended}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            iconStart={<ImageUp size={18} />}
            loading={uploading}
            onClick={() => inputRef.current?.click()}
          >
            {hasAvatar ? 'Change avatar' : 'Upload avatar'}
          </Button>
          {hasAvatar ? (
            <ConfirmDialog
              title="Delete avatar?"
              description={AVATAR_MESSAGES.confirmDelete}
              confirmLabel="Delete avatar"
              onConfirm={remove}
              trigger={
                <Button variant="ghost" iconStart={<Trash2 size={18} />} disabled={uploading}>
                  Delete avatar
                </Button>
              }
            />
          ) : null}
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label="Choose an avatar image"
        onChange={(e) => {
          void upload(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
    </section>
  );
}
