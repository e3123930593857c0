import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX, type StoredImage } from '@potluck/api';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';

/** A real multipart/form-data body, encoded by the platform's FormData (as a browser would send it). */
export async function multipart(parts: Record<string, string | { data: Uint8Array; filename: string; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

export interface UploadInput {
  data: Uint8Array;
  filename?: string;
  type?: string;
  fields?: Record<string, string>;
}

/** POST /images/recipe/:id/upload as the given member (or anonymously with null). */
export async function upload(
  t: TestApp,
  member: { auth: Record<string, string> } | null,
  recipeId: number,
  input: UploadInput,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipart({
    ...(input.fields ?? {}),
    file: { data: input.data, filename: input.filename ?? 'photo.jpg', type: input.type ?? 'image/jpeg' },
  });
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/images/recipe/${recipeId}/upload`,
    headers: { ...(member?.auth ?? {}), 'content-type': contentType },
    payload,
  });
}

/** A small photo-like JPEG (gradient with some noise), different per seed colour. */
export function jpeg(width = 640, height = 480, colour = '#c84'): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: colour, noise: { type: 'gaussian', mean: 120, sigma: 20 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export function png(width = 64, height = 48, alpha = false): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 10, g: 200, b: 30, alpha: 0.5 } : '#1a7',
    },
  })
    .png()
    .toBuffer();
}

/** GET a serve URL (as returned in image_url or thumbnails) with optional headers. */
export const serve = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** POST a file to an avatar or cover path (e.g. /images/user/avatar) as the given member (or anonymously). */
export async function uploadUserImage(
  t: TestApp,
  member: { auth: Record<string, string> } | null,
  path: string,
  input: Omit<UploadInput, 'fields'>,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipart({
    file: { data: input.data, filename: input.filename ?? 'me.jpg', type: input.type ?? 'image/jpeg' },
  });
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${path}`,
    headers: { ...(member?.auth ?? {}), 'content-type': contentType },
    payload,
  });
}

/** The storage key behind a serve URL ("/api/v1/images/serve/avatars/x.jpg" → "avatars/x.jpg"). */
export const keyOf = (url: string) => url.replace(`${API_PREFIX}/images/serve/`, '');

/** Every original and thumbnail in the app's local image folder, as folder/name. */
export function storedFiles(t: Pick<TestApp, 'config'>): string[] {
  const root = join(t.config.dataDir, 'images');
  return ['recipes', 'thumbnails'].flatMap((f) =>
    existsSync(join(root, f)) ? readdirSync(join(root, f)).map((n) => `${f}/${n}`) : [],
  );
}

/** The stored bytes of an uploaded recipe image's original. */
export const storedOriginal = (t: Pick<TestApp, 'config'>, image: StoredImage): Buffer =>
  readFileSync(join(t.config.dataDir, 'images', 'recipes', image.image_url.split('/').pop()!));
