import {
  API_PREFIX,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  httpErrorText,
  type ErrorBody,
} from '@potluck/api';
import { api } from '../../../lib/api-client';

/** A file the server answered (an export), with the name its Content-Disposition gave. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Characters no file system takes in a name (control characters included). */
const UNSAFE = /[<>:"|?*\p{Cc}]/gu;

/** Drops folders and unsafe characters, so a header can never choose where the file lands. */
const bareName = (name: string) => name.split(/[/\\]/).pop()?.replace(UNSAFE, '').trim() ?? '';

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*=UTF-8''…` form wins over
 * `filename="…"`; without either (or with an empty one) the fallback.
 */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      const decoded = bareName(decodeURIComponent(extended.trim()));
      if (decoded) return decoded;
    } catch {
      // A malformed escape: try the plain form.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = bareName((plain?.[1] ?? plain?.[2] ?? '').trim());
  return name || fallback;
}

async function send(url: string): Promise<{ res: Response; signedIn: boolean }> {
  const tokens = await api.tokenStore.get();
  const headers: Record<string, string> = tokens ? { authorization: `Bearer ${tokens.access_token}` } : {};
  try {
    return { res: await fetch(url, { method: 'GET', headers }), signedIn: tokens !== null };
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE);
  }
}

async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const detail = (JSON.parse(text) as Partial<ErrorBody>).detail;
    if (detail) return new ApiError(res.status, detail);
  } catch {
    // Not JSON (a proxy's error page): the status line says what happened.
  }
  return new ApiError(res.status, httpErrorText(res.status, text.trim() || res.statusText));
}

/**
 * GET a file from the API with the session's bearer token. The typed client's request() always reads JSON,
 * so an export (Markdown, a zip) is fetched here; on a 401 one authenticated call through the client lets
 * it renew the access token (its single shared refresh), then the download is tried once more.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const url = API_PREFIX + path;
  const first = await send(url);
  let res = first.res;
  if (res.status === 401 && first.signedIn) {
    await api.auth.me();
    res = (await send(url)).res;
  }
  if (!res.ok) throw await failure(res);
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('content-disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser's save: an object URL on a temporary <a download>. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after click() returned.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
