import { FALLBACK_MAX_FILE_SIZE_MB, IMAGE_MESSAGES, MAX_IMAGES_PER_RECIPE, type UploadLimits } from '@potluck/api';

/** One file that was not added, and why (a spec 000 §5 message). */
export interface RejectedPhoto {
  name: string;
  message: string;
}

export interface PhotoCheck {
  /** The files that may be uploaded, in the order given. */
  accepted: File[];
  /** Files left out, or one nameless entry when nothing can be added at all. */
  rejected: RejectedPhoto[];
}

/** The size shown in messages: the server's figure, else the spec's 10MB fallback (§9). */
export function maxSizeMb(limits: UploadLimits | undefined | null): number {
  const mb = limits?.max_file_size_mb;
  return typeof mb === 'number' && Number.isFinite(mb) && mb > 0 ? mb : FALLBACK_MAX_FILE_SIZE_MB;
}

/** "Pie.JPG" → "JPG"; '' when the name has no extension. */
export function upperExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toUpperCase() : '';
}

/**
 * The first reason one file cannot be uploaded, or null. In the order a person can act on:
 * not an image at all, then the format, then the size. Limits must be loaded (see `checkPhotos`).
 */
export function photoFileError(file: File, limits: UploadLimits): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return IMAGE_MESSAGES.notAnImage;
  const formats = limits.supported_formats.map((f) => f.toUpperCase());
  if (!formats.includes(upperExtension(file.name))) return IMAGE_MESSAGES.unsupportedFormat(limits.supported_formats);
  if (file.size > limits.max_file_size) return IMAGE_MESSAGES.fileTooLarge(maxSizeMb(limits));
  return null;
}

/**
 * Checks files about to be added to a recipe that already has `existing` photos (saved, uploading
 * or waiting): every spec 000 §5 rule before any upload. Without limits nothing can be added.
 */
export function checkPhotos(
  files: readonly File[],
  { limits, existing }: { limits: UploadLimits | undefined | null; existing: number },
): PhotoCheck {
  if (!files.length) return { accepted: [], rejected: [] };
  if (!limits) return { accepted: [], rejected: [{ name: '', message: IMAGE_MESSAGES.limitsNotLoaded }] };
  const accepted: File[] = [];
  const rejected: RejectedPhoto[] = [];
  let room = Math.max(0, MAX_IMAGES_PER_RECIPE - existing);
  for (const file of files) {
    const message = photoFileError(file, limits);
    if (message) rejected.push({ name: file.name, message });
    else if (room > 0) {
      accepted.push(file);
      room -= 1;
    } else rejected.push({ name: file.name, message: IMAGE_MESSAGES.tooMany });
  }
  return { accepted, rejected };
}
