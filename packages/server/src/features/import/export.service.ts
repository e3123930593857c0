import type { Readable } from 'node:stream';
import { type ExportFormat, type Recipe, recipeToMarkdown } from '@potluck/api';
import { sql } from 'drizzle-orm';
import { type Zippable, zipSync } from 'fflate';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';
import type { ImagesService } from '../images/images.service';
import { findVisible } from '../recipes/recipe-access';
import { type DetailRow, toRecipe } from '../recipes/recipe-mapper';
import { loadRecipe } from '../recipes/recipe-read.service';
import type { Viewer } from '../../db/visibility';
import { DETAIL_COLUMNS } from '../recipes/recipe-columns';
import { exportFileName, toSchemaOrg } from './schema-org/recipe-writer';

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const SERVE_PREFIX = /^.*\/images\/serve\/recipes\//;

async function bytesOf(stored: Buffer | { body: NodeJS.ReadableStream } | null): Promise<Buffer | null> {
  if (stored === null || Buffer.isBuffer(stored)) return stored;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function createExportService(ctx: AppContext, deps: { images: ImagesService }) {
  const { db } = ctx;
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

  return {
    /** GET /recipes/{id}/export: whoever may read the recipe may download it (another member's private one is a 404). */
    async one(viewer: Viewer, id: number, format: ExportFormat): Promise<ExportedFile> {
      await findVisible(db, viewer, id);
      const recipe: Recipe = await loadRecipe(db, id);
      if (format === 'md')
        return {
          body: Buffer.from(recipeToMarkdown(recipe)),
          contentType: 'text/markdown; charset=utf-8',
          fileName: exportFileName(recipe.slug, 'md'),
        };
      if (format === 'jsonld')
        return {
          body: json(toSchemaOrg(recipe, ctx.config.publicUrl)),
          contentType: 'application/ld+json; charset=utf-8',
          fileName: exportFileName(recipe.slug, 'jsonld'),
        };
      return {
        body: json(recipe),
        contentType: 'application/json; charset=utf-8',
        fileName: exportFileName(recipe.slug, 'json'),
      };
    },

    /**
     * GET /recipes/export/all: the caller's own recipes (drafts and private ones included), one folder each
     * with recipe.json (schema.org) and the original photos, so importing the zip again brings the photos back.
     * One query for the recipes; photos are read one by one from storage.
     */
    async all(viewer: Viewer): Promise<ExportedFile> {
      const found = await rows<DetailRow>(
        db,
        sql`SELECT ${DETAIL_COLUMNS} FROM recipes r JOIN users u ON u.id = r.author_id WHERE r.author_id = ${viewer.id} ORDER BY r.id`,
      );
      const files: Zippable = {};
      const used = new Set<string>();
      for (const recipe of found.map(toRecipe)) {
        let folder = exportFileName(recipe.slug, 'x').slice(0, -2);
        if (used.has(folder)) folder = `${folder}-${recipe.id}`;
        used.add(folder);
        files[`${folder}/recipe.json`] = json(toSchemaOrg(recipe, ctx.config.publicUrl));
        for (const [index, image] of recipe.images.entries()) {
          const file = image.image_url.replace(SERVE_PREFIX, '');
          const data = await bytesOf(await deps.images.readStored(`recipes/${file}`));
          // Stored photos are already compressed: stored as they are, not deflated again.
          if (data)
            files[`${folder}/photo-${String(index + 1).padStart(2, '0')}${file.slice(file.lastIndexOf('.'))}`] = [
              data,
              { level: 0 },
            ];
        }
      }
      const stamp = ctx.config.now().toISOString().slice(0, 10);
      return {
        body: Buffer.from(zipSync(files, { level: 6 })),
        contentType: 'application/zip',
        fileName: `potluck-recipes-${stamp}.zip`,
      };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
