import { contract, type ExportFormat } from '@potluck/api';
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

/**
 * GET an export of the API with the member's token: the client's fetchRaw (one refresh-and-retry on a 401, a
 * failure as an ApiError with the server's detail), the file read with the name its Content-Disposition gave.
 */
async function download(res: Promise<Response>, fallbackName: string): Promise<DownloadedFile> {
  const answer = await res;
  return { blob: await answer.blob(), fileName: fileNameFrom(answer.headers.get('content-disposition'), fallbackName) };
}

/** One recipe as json, jsonld or md (GET /recipes/{id}/export?format=…). */
export const downloadRecipe = (id: number, format: ExportFormat) =>
  download(api.fetchRaw(contract.imports.exportOne, { params: { id }, query: { format } }), `recipe-${id}.${format}`);

/** The member's whole library as a zip (GET /recipes/export/all). */
export const downloadLibrary = () => download(api.fetchRaw(contract.imports.exportAll), 'potluck-recipes.zip');

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
