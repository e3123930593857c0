import { IMAGE_MESSAGES, type Recipe, type StoredImage } from '@potluck/api';
import { useEffect, useRef, useState } from 'react';
import { useRecipeImageMutations, useRecipeImages, useUploadLimits } from '../api/use-recipe-images';
import { needsToken } from '../gallery/gallery-model';
import { useImageSources } from '../gallery/use-image-sources';
import { RecipePhotoUploader, type PhotoTextField, type PhotoTileData } from './recipe-photo-uploader';
import * as styles from './recipe-photos.css';
import { draftTiles, type PhotoDrafts } from './use-photo-drafts';

/** The limits as the uploader wants them: the data, and whether loading them failed for good. */
function useLimits() {
  const limits = useUploadLimits();
  return { limits: limits.data, limitsFailed: Boolean(limits.error) && !limits.data };
}

/** Create form: photos stay in the browser (see `usePhotoDrafts`) until the recipe is saved. */
export function CreatePhotosField({ drafts }: { drafts: PhotoDrafts }) {
  return (
    <RecipePhotoUploader
      {...useLimits()}
      photos={draftTiles(drafts.drafts)}
      onAdd={drafts.add}
      onRemove={drafts.remove}
      onMakeFeatured={drafts.makeFeatured}
      onTextChange={drafts.change}
    />
  );
}

/** The 400 px thumbnail when there is one (the grid cells are at most a few hundred pixels wide). */
export function thumbnailOf(image: Pick<StoredImage, 'image_url'> & Partial<Pick<StoredImage, 'thumbnails'>>): string {
  return image.thumbnails?.find((t) => t.width === 400)?.url ?? image.image_url;
}

interface PendingUpload {
  key: string;
  file: File;
  previewUrl: string;
}

type TextOverrides = Record<string, Partial<Record<PhotoTextField, string>>>;

const imageKey = (id: number) => `image-${id}`;
let nextUpload = 0;
const SERVER_FIELD = { caption: 'caption', altText: 'alt_text' } as const;

/**
 * Edit form: the recipe's saved photos, changed on the server at once. New files upload one after
 * another as soon as they are added (a spinner on each); failures show the spec 000 §8 alerts.
 */
export function EditPhotosField({ recipe }: { recipe: Pick<Recipe, 'id' | 'status' | 'visibility'> }) {
  const recipeId = recipe.id;
  const limits = useLimits();
  const images = useRecipeImages(recipeId);
  // Draft and private photos need the viewer's token, which an <img> cannot send (decision 004).
  const privateSources = useImageSources(images.data?.images, needsToken(recipe));
  const { upload, update, remove } = useRecipeImageMutations();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [texts, setTexts] = useState<TextOverrides>({});
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const previews = useRef(new Set<string>());
  const saved = [...(images.data?.images ?? [])].sort((a, b) => a.order_index - b.order_index);
  const savedCount = useRef(saved.length);
  savedCount.current = saved.length;

  useEffect(() => {
    const live = previews.current;
    return () => {
      for (const url of live) URL.revokeObjectURL(url);
      live.clear();
    };
  }, []);

  const fail = (message: string, cause: unknown) => {
    console.warn(message, cause);
    setError(message);
  };

  const add = (files: File[]) => {
    setError(null);
    for (const file of files) {
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      nextUpload += 1;
      const item = { key: `upload-${nextUpload}`, file, previewUrl };
      setPending((list) => [...list, item]);
      queue.current = queue.current.then(async () => {
        try {
          await upload(recipeId, file, { image_type: savedCount.current === 0 ? 'featured' : 'gallery' });
          savedCount.current += 1;
        } catch (e) {
          fail(IMAGE_MESSAGES.uploadFailed, e);
        } finally {
          URL.revokeObjectURL(previewUrl);
          previews.current.delete(previewUrl);
          setPending((list) => list.filter((p) => p.key !== item.key));
        }
      });
    }
  };

  const byKey = (key: string) => saved.find((img) => imageKey(img.id) === key);

  const removePhoto = async (key: string) => {
    const image = byKey(key);
    if (!image) return;
    setError(null);
    try {
      await remove(recipeId, image.id);
    } catch (e) {
      fail(IMAGE_MESSAGES.deleteFailed, e);
    }
  };

  const makeFeatured = async (key: string) => {
    const image = byKey(key);
    if (!image) return;
    setError(null);
    try {
      await update(recipeId, image.id, { is_featured: true });
    } catch (e) {
      fail(IMAGE_MESSAGES.updateFailed, e);
    }
  };

  const changeText = (key: string, field: PhotoTextField, value: string) =>
    setTexts((t) => ({ ...t, [key]: { ...t[key], [field]: value } }));

  /** Saves a caption or alt text when its field is left, if it differs from the server's. */
  const commitText = async (key: string, field: PhotoTextField) => {
    const image = byKey(key);
    const value = texts[key]?.[field];
    if (!image || value === undefined) return;
    const serverField = SERVER_FIELD[field];
    if (value.trim() === (image[serverField] ?? '')) return;
    setError(null);
    try {
      await update(recipeId, image.id, { [serverField]: value.trim() === '' ? null : value.trim() });
      setTexts((t) => {
        const { [field]: _done, ...rest } = t[key] ?? {};
        return { ...t, [key]: rest };
      });
    } catch (e) {
      fail(IMAGE_MESSAGES.updateFailed, e);
    }
  };

  const tiles: PhotoTileData[] = [
    ...saved.map((img) => {
      const key = imageKey(img.id);
      return {
        key,
        src: privateSources ? (privateSources.get(img.id) ?? '') : thumbnailOf(img),
        caption: texts[key]?.caption ?? img.caption ?? '',
        altText: texts[key]?.altText ?? img.alt_text ?? '',
        featured: img.is_featured,
      };
    }),
    ...pending.map((p, i) => ({
      key: p.key,
      src: p.previewUrl,
      name: p.file.name,
      caption: '',
      altText: '',
      featured: saved.length === 0 && i === 0,
      uploading: true,
    })),
  ];

  return (
    <>
      {images.error && !images.data ? (
        <p className={styles.loadFailed}>The recipe’s photos could not be loaded. Reload the page to try again.</p>
      ) : null}
      <RecipePhotoUploader
        {...limits}
        photos={tiles}
        onAdd={add}
        onRemove={removePhoto}
        onMakeFeatured={(key) => void makeFeatured(key)}
        onTextChange={changeText}
        onTextCommit={(key, field) => void commitText(key, field)}
        confirmRemove
        error={error}
      />
    </>
  );
}
