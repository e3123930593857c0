import { vi } from 'vitest';

/** A file the page handed to the browser's save (tests only: jsdom has no object URLs and no downloads). */
export interface CapturedDownload {
  fileName: string;
  blob: Blob;
}

/**
 * Stands in for URL.createObjectURL and the click on the temporary <a download>, recording each saved file.
 * Call in a test (or beforeEach); the click spy is undone by vi.restoreAllMocks.
 */
export function captureDownloads(): CapturedDownload[] {
  const saved: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:http://localhost/${++next}`;
    blobs.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn((href: string) => void blobs.delete(href));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
  return saved;
}
