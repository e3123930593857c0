import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import * as styles from './file-drop-zone.css';

export interface FileDropZoneProps {
  /** Every file chosen or dropped; the caller checks count, type and size. */
  onFiles: (files: File[]) => void;
  /** Shown in the round badge above the title. */
  icon: ReactNode;
  /** What to do: "Drag photos here or". */
  title: string;
  /** The underlined end of the title that reads as a link: "choose files". Left out when no file can be added. */
  browse?: string;
  /** Formats, sizes and counts; the button is described by it. */
  hint: ReactNode;
  /** The `accept` of the file input ("image/*", ".zip,.json"). */
  accept: string;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  /** More than one file at a time. @default false */
  multiple?: boolean;
  /**
   * Work is going on (an upload): the button is disabled and dropped files are ignored.
   * @default false
   */
  busy?: boolean;
  /**
   * No file can be added now (a limit is reached): the button stays focusable so its hint is read, and a
   * click calls `beforePick` instead of opening the picker; dropped files still reach `onFiles` to be refused.
   * @default false
   */
  unavailable?: boolean;
  /** Called on every click before the picker would open; return false to keep it closed (the caller says why). */
  beforePick?: () => boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A drop zone that is also the file picker, for photos and import files. */
export function FileDropZone({
  onFiles,
  icon,
  title,
  browse,
  hint,
  accept,
  inputLabel,
  multiple = false,
  busy = false,
  unavailable = false,
  beforePick,
  onKeyDown,
  ref,
}: FileDropZoneProps) {
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
    e.dataTransfer.dropEffect = busy || unavailable ? 'none' : 'copy';
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!busy) onFiles(Array.from(e.dataTransfer.files));
  };

  return (
    <>
      <button
        ref={ref}
        type="button"
        className={styles.zone}
        disabled={busy}
        aria-disabled={(!busy && unavailable) || undefined}
        aria-describedby={hintId}
        data-dragging={dragging || undefined}
        onClick={() => {
          const allowed = beforePick ? beforePick() : true;
          if (allowed && !unavailable) inputRef.current?.click();
        }}
        onKeyDown={onKeyDown}
        onDragEnter={onDragEnter}
        onDragLeave={onDragLeave}
        onDragOver={onDragOver}
        onDrop={onDrop}
      >
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.title}>
          {/* One text node with its space: a split one shapes the glyphs a subpixel differently. */}
          {browse ? `${title} ` : title}
          {browse ? <span className={styles.browse}>{browse}</span> : null}
        </span>
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        aria-label={inputLabel}
        onChange={(e) => {
          onFiles(Array.from(e.currentTarget.files ?? []));
          // Choosing the same file again (after fixing it) must fire change once more.
          e.currentTarget.value = '';
        }}
      />
    </>
  );
}
