import { useEffect, useRef, useState } from 'react';
import type { UploadFields } from '../api/use-recipe-images';
import type { PhotoTextField, PhotoTileData } from './recipe-photo-uploader';

/** A photo chosen on the create form, held in the browser until the recipe exists. */
export interface PhotoDraft {
  key: string;
  file: File;
  /** Object URL for the preview; revoked when the photo is removed or the form goes away. */
  previewUrl: string;
  caption: string;
  altText: string;
}

let nextKey = 0;

/**
 * The create form's photos. The first one is featured: "Make featured" moves a photo to the front
 * and removing the first promotes the next, so exactly one is featured and the upload order is the
 * order shown.
 */
export function usePhotoDrafts() {
  const [drafts, setDrafts] = useState<PhotoDraft[]>([]);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const live = urls.current;
    return () => {
      for (const url of live) URL.revokeObjectURL(url);
      live.clear();
    };
  }, []);

  const add = (files: readonly File[]) => {
    const added = files.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      nextKey += 1;
      return { key: `photo-${nextKey}`, file, previewUrl, caption: '', altText: '' };
    });
    setDrafts((list) => [...list, ...added]);
  };

  const remove = (key: string) => {
    const gone = drafts.find((d) => d.key === key);
    if (gone) {
      URL.revokeObjectURL(gone.previewUrl);
      urls.current.delete(gone.previewUrl);
    }
    setDrafts((list) => list.filter((d) => d.key !== key));
  };

  const makeFeatured = (key: string) =>
    setDrafts((list) => {
      const photo = list.find((d) => d.key === key);
      return photo ? [photo, ...list.filter((d) => d.key !== key)] : list;
    });

  const change = (key: string, field: PhotoTextField, value: string) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, [field]: value } : d)));

  return { drafts, add, remove, makeFeatured, change };
}

export type PhotoDrafts = ReturnType<typeof usePhotoDrafts>;

export const draftTiles = (drafts: readonly PhotoDraft[]): PhotoTileData[] =>
  drafts.map((d, i) => ({
    key: d.key,
    src: d.previewUrl,
    name: d.file.name,
    caption: d.caption,
    altText: d.altText,
    featured: i === 0,
  }));

/** The upload fields of the photo at `index`: the first is featured, the rest gallery (blank texts left out). */
export function draftUploadFields(draft: PhotoDraft, index: number): UploadFields {
  const caption = draft.caption.trim();
  const alt = draft.altText.trim();
  return {
    image_type: index === 0 ? 'featured' : 'gallery',
    ...(caption ? { caption } : {}),
    ...(alt ? { alt_text: alt } : {}),
  };
}

/**
 * After the recipe is created: uploads each photo in order. A failure is only logged (spec 000 §8),
 * so the person still lands on the new recipe; returns how many failed.
 */
export async function uploadDrafts(
  recipeId: number,
  drafts: readonly PhotoDraft[],
  upload: (id: number, file: File, fields: UploadFields) => Promise<unknown>,
): Promise<number> {
  let failed = 0;
  for (const [index, draft] of drafts.entries()) {
    try {
      await upload(recipeId, draft.file, draftUploadFields(draft, index));
    } catch (error) {
      failed += 1;
      console.warn(`Recipe ${recipeId}: photo "${draft.file.name}" was not uploaded`, error);
    }
  }
  return failed;
}
