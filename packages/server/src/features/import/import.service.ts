import {
  IMPORT_MESSAGES,
  pageNotImportable,
  MAX_RECIPES_PER_FILE,
  type ImportFileResult,
  type ImportHtmlInput,
  type ImportResult,
  type ImportUrlInput,
  type ImportedItem,
  type Recipe,
} from '@potluck/api';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/http-error';
import { parseAllowList } from '../../lib/safe-fetch/address-policy';
import { type SafeFetchOptions, safeFetch } from '../../lib/safe-fetch/safe-fetch';
import type { ImagesService } from '../images/images.service';
import { loadRecipe } from '../recipes/recipe-read.service';
import type { Viewer } from '../../db/visibility';
import type { RecipeWriteService } from '../recipes/recipe-write.service';
import { readImportFile } from './file-formats/read-file';
import { type Draft, validateDraft } from './mapping/draft';
import { asHttpError, fetchPage } from './page-fetch';
import { importPhotos } from './recipe-photos';
import { readRecipePage } from './page-reader';
import type { TextReader } from './text-fallback';

type Flags = { publish: boolean; preview: boolean };
type Parsed<T> = Omit<T, 'publish' | 'preview'> & Flags;

export function createImportService(
  ctx: AppContext,
  deps: { recipeWrites: RecipeWriteService; images: ImagesService; readText: (viewer: Viewer) => TextReader },
) {
  const fetchOptions: SafeFetchOptions = {
    allow: parseAllowList(ctx.config.fetch?.allowHosts ?? []),
    timeoutMs: ctx.config.fetch?.timeoutMs,
    maxBytes: ctx.config.fetch?.maxBytes,
  };

  async function download(url: string): Promise<Buffer> {
    try {
      return (
        await safeFetch(url, {
          ...fetchOptions,
          maxBytes: deps.images.maxBytes,
          accept: 'image/avif,image/webp,image/*;q=0.9',
        })
      ).body;
    } catch (err) {
      throw asHttpError(err);
    }
  }

  /** Creates the checked recipe, then its photos (after the recipe exists, so a failed photo never loses it). */
  async function create(viewer: Viewer, draft: Draft, publish: boolean): Promise<{ recipe: Recipe; imported: number }> {
    const checked = validateDraft(draft, publish);
    if ('reason' in checked) throw new HttpError(422, checked.reason);
    const created = await deps.recipeWrites.create(viewer, checked.input);
    const photos = await importPhotos({ images: deps.images, download }, viewer, created.id, draft);
    draft.skipped.push(...photos.skipped);
    return { recipe: photos.imported > 0 ? await loadRecipe(ctx.db, created.id) : created, imported: photos.imported };
  }

  async function importPage(
    viewer: Viewer,
    html: string,
    sourceUrl: string | null,
    flags: Flags,
  ): Promise<ImportResult> {
    const draft = await readRecipePage(html, sourceUrl, deps.readText(viewer));
    const checked = validateDraft(draft, flags.publish);
    const incomplete = 'reason' in checked ? checked.reason : null;
    // A preview shows what the page holds even when the form would refuse it, so the member can complete it;
    // a reading with neither ingredients nor steps holds nothing to complete.
    const empty = draft.parsed.ingredients.length === 0 && draft.parsed.instructions.length === 0;
    if (incomplete !== null && (!flags.preview || empty)) throw new HttpError(422, pageNotImportable(incomplete));
    const parsed = { ...draft.parsed, status: flags.publish ? ('published' as const) : ('draft' as const) };
    const answer = { parsed, parser: draft.parser, image_urls: draft.imageUrls, incomplete };
    if (flags.preview) return { ...answer, recipe: null, skipped: draft.skipped, images_imported: 0 };
    const { recipe, imported } = await create(viewer, draft, flags.publish);
    return { ...answer, recipe, skipped: draft.skipped, images_imported: imported };
  }

  return {
    /** POST /recipes/import-url: the page is fetched through the SSRF guard; source_url is where it ended up. */
    async fromUrl(viewer: Viewer, input: Parsed<ImportUrlInput>): Promise<ImportResult> {
      const page = await fetchPage(input.url, fetchOptions);
      return importPage(viewer, page.html, page.url, input);
    },

    /** POST /recipes/import-html: pasted HTML; nothing is fetched except the recipe's photo. */
    fromHtml(viewer: Viewer, input: Parsed<ImportHtmlInput>): Promise<ImportResult> {
      return importPage(viewer, input.html, input.source_url ?? null, input);
    },

    /**
     * POST /recipes/import-file: every recipe of the file is created on its own; one that fails validation is
     * reported and the others go on. A file with no readable recipe at all is a 422.
     */
    async fromFile(viewer: Viewer, name: string, data: Buffer, flags: Flags): Promise<ImportFileResult> {
      const contents = readImportFile(name, data);
      if (contents.drafts.length === 0)
        throw new HttpError(422, contents.failed[0]?.reason ?? IMPORT_MESSAGES.noRecipeInFile);
      const result: ImportFileResult = { created: [], skipped: contents.skipped, failed: contents.failed };
      const over = contents.drafts.slice(MAX_RECIPES_PER_FILE);
      for (const draft of over)
        result.failed.push({
          name: draft.name,
          reason: `A file can import at most ${MAX_RECIPES_PER_FILE} recipes at once; import the rest separately`,
        });
      for (const draft of contents.drafts.slice(0, MAX_RECIPES_PER_FILE)) {
        const checked = validateDraft(draft, flags.publish);
        if ('reason' in checked) {
          result.failed.push({ name: draft.name, reason: checked.reason });
          continue;
        }
        const item: ImportedItem = {
          name: draft.name,
          parser: draft.parser,
          recipe: null,
          parsed: { ...draft.parsed, status: checked.input.status },
          skipped: draft.skipped,
          images_imported: 0,
        };
        if (!flags.preview) {
          const { recipe, imported } = await create(viewer, draft, flags.publish);
          item.recipe = { id: recipe.id, title: recipe.title, slug: recipe.slug, status: recipe.status };
          item.images_imported = imported;
        }
        result.created.push(item);
      }
      return result;
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;
