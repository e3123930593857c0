import { PROFILE_TEXTS } from '../profile.texts';
import { ImagePickerActions, type ImagePickerTexts, useImagePicker } from './image-picker';
import * as styles from './profile.css';

const TEXTS: ImagePickerTexts = {
  upload: 'Upload cover',
  replace: 'Replace cover',
  remove: 'Remove cover',
  confirmTitle: 'Remove cover?',
  confirmDescription: PROFILE_TEXTS.confirmRemoveCover,
  choose: 'Choose a cover image',
  uploadFailed: PROFILE_TEXTS.coverUploadFailed,
  deleteFailed: PROFILE_TEXTS.coverDeleteFailed,
};

export interface CoverEditorProps {
  /** The cover to show (an object URL); null shows the plain banner. */
  src: string | null;
  hasCover: boolean;
  onUpload: (file: File) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** The profile's cover image: upload, replace or remove (images only; the server decodes and re-encodes it). */
export function CoverEditor({ src, hasCover, onUpload, onDelete }: CoverEditorProps) {
  const picker = useImagePicker(onUpload, onDelete, TEXTS);
  const shown = picker.preview ?? src;
  return (
    <section className={styles.editorSection} aria-labelledby="cover-heading" aria-busy={picker.uploading || undefined}>
      <h2 id="cover-heading" className={styles.sectionTitle}>
        Cover image
      </h2>
      <div className={styles.coverPreview}>{shown ? <img src={shown} alt="Your cover" /> : null}</div>
      <p className={styles.hint}>{picker.uploading ? 'Uploading your new cover…' : PROFILE_TEXTS.coverHint}</p>
      <ImagePickerActions picker={picker} texts={TEXTS} has={hasCover} className={styles.actions} />
    </section>
  );
}
