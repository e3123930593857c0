import { ApiError, MAX_IMPORT_FILE_MB, NETWORK_ERROR_MESSAGE, isNetworkError } from '@potluck/api';
import { IMPORT_TEXT as T } from './import-text';

const ACCEPTED = ['.json', '.jsonld', '.paprikarecipes', '.paprikarecipe', '.zip'] as const;
/** The file picker's accept list: the formats the server reads. */
export const ACCEPTED_FILES = ACCEPTED.join(',');
const MAX_URL_LENGTH = 2000;
const MAX_FILE_BYTES = MAX_IMPORT_FILE_MB * 1024 * 1024;

/** "example.com/…" as an address bar shows it: a host with a dot, no scheme, no spaces. */
const BARE_HOST = /^[^\s/:]+\.[^\s/:]+(?::\d+)?(?:[/?#]\S*)?$/;

/**
 * The address to send, or why not. A bare "example.com/…" gets https:// in front (people paste what the
 * address bar shows); any other scheme is refused here, before the server's guard would.
 */
export function checkUrl(value: string): { url: string } | { problem: string } {
  const trimmed = value.trim();
  if (trimmed === '') return { problem: T.urlRequired };
  if (trimmed.length > MAX_URL_LENGTH) return { problem: T.urlTooLong };
  const withScheme = BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: T.invalidUrl };
    if (url.hostname === '' || /\s/.test(trimmed)) return { problem: T.invalidUrl };
    return { url: url.href };
  } catch {
    return { problem: T.invalidUrl };
  }
}

/** Why a chosen file cannot be sent (its extension or size), or null. */
export function fileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED.some((ext) => name.endsWith(ext))) return T.unsupportedFile;
  if (file.size > MAX_FILE_BYTES) return T.fileTooLarge;
  return null;
}

/**
 * What a failed import or download says: the server's detail (422 "No recipe found on this page", an
 * address the guard refused, 413, 504 …), the shared network message, else the fallback.
 */
export function importErrorMessage(error: unknown, fallback: string = T.failed): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof ApiError) {
    // A proxy's 413 page has no detail of ours: the limit is what it means.
    if (error.status === 413 && /^HTTP 413/.test(error.detailText ?? '')) return T.fileTooLarge;
    return error.detailText?.trim() || fallback;
  }
  return fallback;
}
