import type { Viewer } from '../../db/visibility';
import { HttpError } from '../../http/http-error';
import { MAX_IMAGES_PER_RECIPE } from '@potluck/api';
import type { ImagesService } from '../images/images.service';
import type { Draft } from './mapping/draft';
import { clip } from './schema-org/values';

/** Photo URLs tried before giving up: pages often list the same photo in several sizes, so one is enough. */
const URL_ATTEMPTS = 3;

const reasonOf = (err: unknown) =>
  err instanceof HttpError && typeof err.detail === 'string' ? err.detail : 'it could not be processed';

/**
 * Adds a draft's photos to the created recipe through the images service (the same checks, re-encoding and
 * thumbnails as an upload): photos inside the file first, else the first page photo that downloads through
 * the SSRF guard. A photo that fails is reported; the recipe stays.
 */
export async function importPhotos(
  deps: { images: ImagesService; download: (url: string) => Promise<Buffer> },
  viewer: Viewer,
  recipeId: number,
  draft: Draft,
): Promise<{ imported: number; skipped: string[] }> {
  const skipped: string[] = [];
  let imported = 0;
  const alt = clip(draft.parsed.title, 500);
  const add = async (data: Buffer) => {
    await deps.images.upload(viewer, recipeId, data, {
      image_type: imported === 0 ? 'featured' : 'gallery',
      alt_text: alt,
    });
    imported += 1;
  };
  const embedded = draft.imageData.slice(0, MAX_IMAGES_PER_RECIPE);
  if (draft.imageData.length > embedded.length)
    skipped.push(
      `${draft.imageData.length - embedded.length} photos beyond the ${MAX_IMAGES_PER_RECIPE} a recipe can have`,
    );
  for (const [index, data] of embedded.entries()) {
    try {
      await add(data);
    } catch (err) {
      skipped.push(`Photo ${index + 1}: ${reasonOf(err)}`);
    }
  }
  if (embedded.length > 0) return { imported, skipped };
  for (const url of draft.imageUrls.slice(0, URL_ATTEMPTS)) {
    try {
      await add(await deps.download(url));
      break;
    } catch (err) {
      skipped.push(`Photo ${clip(url, 200)}: ${reasonOf(err)}`);
    }
  }
  return { imported, skipped };
}
