import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { IMAGE_MESSAGES, type UploadLimits } from '@potluck/api';
import { UserError } from './errors';

const MIME: Record<string, string> = {
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  WEBP: 'image/webp',
  GIF: 'image/gif',
  AVIF: 'image/avif',
};

export interface PhotoFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

/** Reads a photo and checks it against the server's limits with the web app's messages, before any upload. */
export async function readPhoto(path: string, limits: UploadLimits): Promise<PhotoFile> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new UserError(`No such file: ${path}`);
  if (info.size > limits.max_file_size) throw new UserError(IMAGE_MESSAGES.fileTooLarge(limits.max_file_size_mb));
  const extension = extname(path).slice(1).toUpperCase();
  if (!limits.supported_formats.includes(extension))
    throw new UserError(IMAGE_MESSAGES.unsupportedFormat(limits.supported_formats));
  return {
    name: basename(path),
    bytes: new Uint8Array(await readFile(path)) as Uint8Array<ArrayBuffer>,
    type: MIME[extension] ?? 'application/octet-stream',
  };
}

/**
 * The multipart body of an upload, with a factory that streams it in 64 KB pieces and reports how much
 * has been handed to the connection (a fresh stream per attempt: a refreshed session retries the upload).
 */
export async function multipartUpload(
  file: PhotoFile,
  fields: Record<string, string | undefined>,
  onProgress?: (sent: number, total: number) => void,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const chunk = 64 * 1024;
  const body = () => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        const piece = bytes.subarray(sent, sent + chunk);
        sent += piece.length;
        controller.enqueue(piece);
        onProgress?.(sent, bytes.length);
      },
    });
  };
  return { body, headers: { 'content-type': contentType }, total: bytes.length };
}
