import type { RecipeImages } from '@potluck/api';
import type { Command } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import { openContext } from '../open-context';

interface AddOptions {
  featured?: boolean;
  caption?: string;
  alt?: string;
  step?: string;
}

/** `potluck recipes photo add|list`: photos of your recipes from the terminal. */
export function register(recipes: Command, io: Io): void {
  const photo = recipes.command('photo').description('add photos to your recipes, or list them');

  photo
    .command('add')
    .description('upload a photo (JPG, PNG, WEBP, GIF or AVIF) to one of your recipes')
    .argument('<id|slug>', 'recipe id or slug')
    .argument('<file>', 'the image file')
    .option('--featured', 'make it the recipe’s featured photo (the first photo always is)')
    .option('--caption <text>', 'a caption shown under the photo')
    .option('--alt <text>', 'a description for people who cannot see it')
    .option('--step <n>', 'show it with this step of the instructions')
    .action(async (ref: string, file: string, options: AddOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { parseRecipeRef } = await import('../recipe-options');
      const { fetchRecipe } = await import('../recipe-fetch');
      const { multipartUpload, readPhoto } = await import('../photo-upload');
      const { PROGRESS_MIN_BYTES, progressLine } = await import('../render/progress');
      const { contract } = await import('@potluck/api');
      const client = await ctx.sessionClient();
      const recipe = await fetchRecipe(ctx, client, parseRecipeRef(ref));
      const limits = await ctx.call(() => client.images.uploadLimits(), { authenticated: true });
      const photoFile = await readPhoto(file, limits);
      const step = options.step === undefined ? undefined : parseStep(options.step);
      const fields = {
        image_type: step !== undefined ? 'step' : options.featured ? 'featured' : 'gallery',
        step_number: step === undefined ? undefined : String(step),
        caption: options.caption,
        alt_text: options.alt,
      };
      const showProgress = io.interactive && !ctx.json && photoFile.bytes.length >= PROGRESS_MIN_BYTES;
      const upload = await multipartUpload(
        photoFile,
        fields,
        showProgress ? (sent, total) => io.stderr(`\r${progressLine(photoFile.name, sent, total)}`) : undefined,
      );
      const image = await ctx.call(
        () =>
          client.upload(contract.images.upload, {
            params: { id: recipe.id },
            body: upload.body,
            headers: upload.headers,
          }),
        { authenticated: true },
      );
      if (showProgress) io.stderr('\n');
      const featured = image.is_featured ? ' (featured)' : '';
      ctx.print(image, `Added ${photoFile.name} to "${recipe.title}" as photo #${image.id}${featured}.`);
    });

  photo
    .command('list')
    .description('list the photos of a recipe, in display order')
    .argument('<id|slug>', 'recipe id or slug')
    .action(async (ref: string, _options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const { parseRecipeRef } = await import('../recipe-options');
      const { fetchRecipe } = await import('../recipe-fetch');
      const client = await ctx.sessionClient();
      const recipe = await fetchRecipe(ctx, client, parseRecipeRef(ref));
      const found = await ctx.call(() => client.images.list({ params: { id: recipe.id } }), { authenticated: true });
      ctx.print(found, photoTable(recipe.title, found));
    });
}

function parseStep(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--step must be a step number (1, 2, …), not "${value}"`);
  return n;
}

/** One line per photo: number, kind, size, caption; the featured one marked. */
export function photoTable(title: string, found: RecipeImages): string {
  if (found.images.length === 0) return `"${title}" has no photos yet. Add one with \`potluck recipes photo add\`.`;
  const rows = found.images.map((image) => {
    const kind = image.image_type === 'step' ? `step ${image.step_number}` : image.image_type;
    const size = image.width && image.height ? `${image.width}×${image.height}` : '';
    return [`#${image.id}`, image.is_featured ? '★' : ' ', kind.padEnd(9), size.padEnd(10), image.caption ?? '']
      .join('  ')
      .trimEnd();
  });
  return [`Photos of "${title}" (${found.images.length}):`, ...rows].join('\n');
}
