import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ACCEPTED_FILES } from './import-errors';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';

export interface FileDropZoneProps {
  /** Every file chosen or dropped (the caller refuses more than one). */
  onFiles: (files: File[]) => void;
  /** An upload is running: nothing new can be chosen. @default false */
  disabled?: boolean;
}

/** One big button that opens the file picker and takes a dropped file, like the photo uploader's. */
export function FileDropZone({ onFiles, disabled = false }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the highlight does not flicker.
  const depth = useRef(0);

  const onDragEnter = (e: DragEvent) => {
    e.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDragOver = (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!disabled) onFiles(Array.from(e.dataTransfer.files));
  };

  return (
    <>
      <button
        type="button"
        className={styles.dropZone}
        disabled={disabled}
        aria-describedby={hintId}
        data-dragging={dragging || undefined}
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragEnter}
        onDragLeave={onDragLeave}
        onDragOver={onDragOver}
        onDrop={onDrop}
      >
        <span className={styles.dropIcon} aria-hidden="true">
          <FileUp size={24} />
        </span>
        <span className={styles.dropTitle}>
          {T.dropTitle} <span className={styles.browse}>{T.browse}</span>
        </span>
        <span id={hintId} className={styles.muted}>
          {T.fileHint}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_FILES}
        hidden
        aria-label={T.chooseFile}
        onChange={(e) => {
          onFiles(Array.from(e.currentTarget.files ?? []));
          // Choosing the same file again (after fixing it) must fire change once more.
          e.currentTarget.value = '';
        }}
      />
    </>
  );
}
