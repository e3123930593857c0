import { IMAGE_MESSAGES, errorText } from '@potluck/api';
import { Button, ConfirmDialog, useToast } from '@potluck/ui';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** What one image of the profile (the avatar, the cover) is called in its buttons, dialog and toasts. */
export interface ImagePickerTexts {
  /** 'Upload avatar' / 'Upload cover'. */
  upload: string;
  /** 'Change avatar' / 'Replace cover'. */
  replace: string;
  /** 'Delete avatar' / 'Remove cover': the button and the dialog's confirm label. */
  remove: string;
  confirmTitle: string;
  confirmDescription: string;
  /** The file input's accessible name. */
  choose: string;
  uploadFailed: string;
  deleteFailed: string;
}

/**
 * Upload (images only, with a preview of the chosen file while it uploads) and remove (after asking) for one
 * image; failures become toasts with the server's detail. The avatar and cover editors show it each their way.
 */
export function useImagePicker(
  onUpload: (file: File) => Promise<unknown>,
  onDelete: () => Promise<unknown>,
  texts: ImagePickerTexts,
) {
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const failed = (title: string, e: unknown) =>
    toast({ variant: 'error', title, description: errorText(e, 'Please try again.') });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ variant: 'error', title: texts.uploadFailed, description: IMAGE_MESSAGES.notAnImage });
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      await onUpload(file);
    } catch (e) {
      failed(texts.uploadFailed, e);
    } finally {
      setPreview(null);
    }
  };

  const remove = async () => {
    try {
      await onDelete();
    } catch (e) {
      failed(texts.deleteFailed, e);
      throw e; // keeps the dialog open
    }
  };

  return { inputRef, preview, uploading: preview !== null, upload, remove };
}

export type ImagePicker = ReturnType<typeof useImagePicker>;

/** The picker's buttons (upload or replace; remove after asking) and its hidden file input. */
export function ImagePickerActions({
  picker,
  texts,
  has,
  className,
}: {
  picker: ImagePicker;
  texts: ImagePickerTexts;
  has: boolean;
  className: string;
}) {
  return (
    <>
      <div className={className}>
        <Button
          variant="secondary"
          iconStart={<ImageUp size={18} />}
          loading={picker.uploading}
          onClick={() => picker.inputRef.current?.click()}
        >
          {has ? texts.replace : texts.upload}
        </Button>
        {has ? (
          <ConfirmDialog
            title={texts.confirmTitle}
            description={texts.confirmDescription}
            confirmLabel={texts.remove}
            onConfirm={picker.remove}
            trigger={
              <Button variant="ghost" iconStart={<Trash2 size={18} />} disabled={picker.uploading}>
                {texts.remove}
              </Button>
            }
          />
        ) : null}
      </div>
      <input
        ref={picker.inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={texts.choose}
        onChange={(e) => {
          void picker.upload(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
    </>
  );
}
