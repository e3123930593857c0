import { posix } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { IMPORT_MESSAGES } from '@potluck/api';
import { unzipSync } from 'fflate';
import type { Draft } from '../mapping/draft';
import { decodePage } from '../page-charset';
import { findRecipes, readPageData } from '../schema-org/page-data';
import { mapSchemaRecipe } from '../schema-org/recipe-mapper';
import { type JsonObject, isJsonObject, textOf } from '../schema-org/values';
import { isMealie, mapMealie } from './mealie';
import { isPaprika, mapPaprika } from './paprika';
import { isTandoor, mapTandoor } from './tandoor';

/** Everything read from one uploaded file: the recipes, the entries that failed and notes about the file. */
export interface FileContents {
  drafts: Draft[];
  failed: Array<{ name: string; reason: string }>;
  skipped: string[];
}

/** Decompression limits: a small zip may claim (or hold) gigabytes; nothing past these is expanded. */
const MAX_EXPANDED_BYTES = 200 * 1024 * 1024;
const MAX_ENTRY_BYTES = 25 * 1024 * 1024;
const MAX_ENTRIES = 2000;
const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;
/** Entries of a zip that may hold recipes; anything else (a README, a CSV) is reported and left out. */
const RECIPE_ENTRY = /\.(json|jsonld|paprikarecipe|html?|zip|gz)$/i;
const JUNK = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$)/;

const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
const isGzip = (data: Uint8Array) => data[0] === 0x1f && data[1] === 0x8b;

function readJson(name: string, value: unknown, out: FileContents): void {
  if (Array.isArray(value)) {
    for (const item of value) readJson(name, item, out);
    return;
  }
  if (!isJsonObject(value)) return void out.failed.push({ name, reason: IMPORT_MESSAGES.unknownFile });
  if (isPaprika(value)) return void out.drafts.push(mapPaprika(value));
  if (isTandoor(value)) return void out.drafts.push(mapTandoor(value));
  if (isMealie(value)) return void out.drafts.push(mapMealie(value));
  // schema.org: typed Recipe objects anywhere (a @graph, a list), or an untyped object with recipe fields.
  const recipes: JsonObject[] = findRecipes(value);
  if (recipes.length === 0 && Array.isArray(value.recipeIngredient)) recipes.push(value);
  if (recipes.length === 0) return void out.failed.push({ name, reason: IMPORT_MESSAGES.unknownFile });
  for (const recipe of recipes) {
    const sourceUrl = textOf(recipe.url) ?? textOf(recipe.mainEntityOfPage);
    out.drafts.push(
      mapSchemaRecipe(recipe, {
        sourceUrl: sourceUrl && /^https?:\/\//.test(sourceUrl) ? sourceUrl : null,
        siteName: null,
      }),
    );
  }
}

function readText(name: string, data: Buffer, out: FileContents): void {
  // (A saved page in the charset its <meta> names, as a fetched one is read.)
  const text = decodePage(data).trim();
  if (text.startsWith('<')) {
    const page = readPageData(text);
    if (page.recipes.length === 0) return void out.failed.push({ name, reason: IMPORT_MESSAGES.noRecipeInFile });
    for (const recipe of page.recipes)
      out.drafts.push(mapSchemaRecipe(recipe, { sourceUrl: null, siteName: page.siteName, pageTitle: page.title }));
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return void out.failed.push({ name, reason: IMPORT_MESSAGES.unknownFile });
  }
  readJson(name, value, out);
}

/** Photos of a zip's folder go with the one recipe of that folder (Mealie: recipes/<slug>/images, Tandoor: beside recipe.json). */
function photosFor(path: string, recipePaths: string[], images: Map<string, Uint8Array>): Buffer[] {
  const dir = posix.dirname(path);
  if (recipePaths.filter((p) => posix.dirname(p) === dir).length !== 1) return [];
  const prefix = dir === '.' ? '' : `${dir}/`;
  return [...images.entries()]
    .filter(([p]) => p.startsWith(prefix) && !/(^|\/)(min|tiny)-[^/]*$/.test(p))
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
    .map(([, bytes]) => Buffer.from(bytes));
}

function readZip(name: string, data: Uint8Array, out: FileContents, depth: number): void {
  let declared = 0;
  let count = 0;
  let refused = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data, {
      filter: (file) => {
        if (file.name.endsWith('/') || JUNK.test(file.name)) return false;
        count += 1;
        declared += file.originalSize;
        const fits = count <= MAX_ENTRIES && file.originalSize <= MAX_ENTRY_BYTES && declared <= MAX_EXPANDED_BYTES;
        if (!fits) refused += 1;
        return fits;
      },
    });
  } catch {
    return void out.failed.push({ name, reason: 'This zip file is damaged or uses a compression Potluck cannot read' });
  }
  if (refused > 0) out.skipped.push(`${refused} entries of ${name} were too large to unpack`);
  const images = new Map(Object.entries(entries).filter(([p]) => IMAGE.test(p)));
  const recipePaths = Object.keys(entries).filter(
    (p) => !IMAGE.test(p) && (RECIPE_ENTRY.test(p) || !posix.basename(p).includes('.')),
  );
  const others = Object.keys(entries).filter((p) => !IMAGE.test(p) && !recipePaths.includes(p));
  if (others.length > 0)
    out.skipped.push(
      `Not recipe files, left out: ${others.slice(0, 5).join(', ')}${others.length > 5 ? ` and ${others.length - 5} more` : ''}`,
    );
  for (const path of recipePaths) {
    const before = out.drafts.length;
    readBlob(path, Buffer.from(entries[path]!), out, depth + 1);
    const added = out.drafts.slice(before);
    if (added.length === 1 && added[0]!.imageData.length === 0)
      added[0]!.imageData = photosFor(path, recipePaths, images);
  }
}

function readBlob(name: string, data: Buffer, out: FileContents, depth: number): void {
  if (isZip(data)) {
    if (depth > 2) return void out.skipped.push(`${name}: zip files nested this deep are not read`);
    return readZip(name, data, out, depth);
  }
  if (isGzip(data)) {
    let inner: Buffer;
    try {
      inner = gunzipSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
    } catch {
      return void out.failed.push({ name, reason: 'This compressed file is damaged or too large to unpack' });
    }
    return readBlob(name, inner, out, depth + 1);
  }
  readText(name, data, out);
}

/**
 * Reads an import file by its content, not its name: a zip (.paprikarecipes, a Mealie or Tandoor export,
 * zips inside a zip), gzip (.paprikarecipe), JSON (schema.org, Paprika, Mealie, Tandoor; one or a list) or a
 * saved HTML page with schema.org data.
 */
export function readImportFile(name: string, data: Buffer): FileContents {
  const out: FileContents = { drafts: [], failed: [], skipped: [] };
  readBlob(name, data, out, 0);
  return out;
}
