import type { StoredImage, UploadLimits } from '@potluck/api';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { stubFetch } from '../../../test/fetch-stub';

/** The server's upload limits in these tests. */
export const limits: UploadLimits = {
  max_file_size: 10 * 1024 * 1024,
  max_file_size_mb: 10,
  supported_formats: ['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF', 'AVIF'],
};

/** A tiny PNG file as a picker or a drop hands it over. */
export const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/**
 * jsdom has no object URLs: hand out numbered ones and remember which were revoked; the form pages load before
 * the first test. Call at the top of a test file; the returned function reads the running test's revoked URLs.
 */
export function stubObjectUrls(): () => string[] {
  let revoked: string[] = [];
  // The form pages' chunks load up front, so a file's first test does not wait on their transform.
  beforeAll(async () => {
    await Promise.all([import('../form/recipe-create-page'), import('../form/recipe-edit-page')]);
  }, 60_000);
  beforeEach(() => {
    let n = 0;
    revoked = [];
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:preview-${++n}`),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    });
  });
  afterEach(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });
  return () => revoked;
}

/** The multipart uploads as the server would read them (the JSON stub only sees string bodies). */
export function uploadsOf(fetchMock: ReturnType<typeof stubFetch>['fetchMock']) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).includes('/upload') && init?.method === 'POST')
    .map(([input, init]) => {
      const form = init?.body as FormData;
      return {
        path: new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, ''),
        file: (form.get('file') as File).name,
        image_type: form.get('image_type'),
        caption: form.get('caption'),
        alt_text: form.get('alt_text'),
      };
    });
}

/** A saved photo as GET /images/recipe/{id}/images lists it. */
export const storedImage = (id: number, order: number, featured: boolean): StoredImage => ({
  id,
  image_url: `/api/v1/images/serve/recipes/img${id}.webp`,
  image_type: featured ? 'featured' : 'gallery',
  step_number: null,
  caption: id === 11 ? 'Out of the oven' : null,
  alt_text: id === 11 ? 'Lasagne in a blue dish' : null,
  is_featured: featured,
  order_index: order,
  width: 1600,
  height: 1200,
  thumbnails: [150, 400, 800].map((w) => ({
    width: w,
    url: `/api/v1/images/serve/thumbnails/thumb_${w}_img${id}.webp`,
  })),
});
