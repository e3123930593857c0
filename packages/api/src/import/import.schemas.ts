import { z } from 'zod';
import {
  draftIngredientSchema,
  draftInstructionSchema,
  recipeDraftSchema,
  type RecipeDraft,
} from '../ai/ai-recipe.schemas';
import { recipeSchema } from '../recipes/recipe.schemas';
import { DIFFICULTIES, RECIPE_STATUSES, VISIBILITIES } from '../recipes/recipe.rules';

/** Largest pasted page (the same limit as a fetched one) and largest import file (a Paprika export with photos). */
export const MAX_IMPORT_HTML_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_FILE_MB = 50;
/** Recipes one file may create; the rest are reported as failed so a huge export is imported in parts. */
export const MAX_RECIPES_PER_FILE = 200;

/** Where an imported recipe was read from: structured data of a page, or one of the apps' export formats. */
/** How an import read its recipe: structured data, an app's export, or a page's text (AI or built-in parser). */
export const IMPORT_PARSERS = ['schema.org', 'paprika', 'mealie', 'tandoor', 'ai', 'builtin'] as const;
export type ImportParser = (typeof IMPORT_PARSERS)[number];

export const EXPORT_FORMATS = ['json', 'jsonld', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const IMPORT_MESSAGES = {
  urlRequired: 'Please enter the address of a recipe page',
  htmlRequired: 'Please paste the HTML of a recipe page',
  noRecipeOnPage: 'No recipe found on this page',
  notAPage: 'This address is not a web page (expected HTML)',
  fileRequired: 'Please choose a file to import (multipart field "file")',
  fileTooLarge: `File size too large. Maximum size is ${MAX_IMPORT_FILE_MB}MB`,
  unknownFile: 'This file is not a recipe export Potluck can read (schema.org JSON, Paprika, Mealie or Tandoor)',
  noRecipeInFile: 'No recipe found in this file',
} as const;

/** Why an import of a page creates nothing: the recipe form's first complaint about what was read. */
export const pageNotImportable = (reason: string) => `The recipe on this page could not be imported: ${reason}`;

const flag = z.boolean().default(false);

/** POST /recipes/import-url. preview: answer what would be created, create nothing. */
export const importUrlSchema = z.object({
  url: z
    .string({ error: IMPORT_MESSAGES.urlRequired })
    .trim()
    .min(1, IMPORT_MESSAGES.urlRequired)
    .max(2000, 'The address must be at most 2000 characters'),
  publish: flag,
  preview: flag,
});
export type ImportUrlInput = z.input<typeof importUrlSchema>;

/** POST /recipes/import-html: a page's HTML pasted or read from a file; source_url fills the source link. */
export const importHtmlSchema = z.object({
  html: z
    .string({ error: IMPORT_MESSAGES.htmlRequired })
    .min(1, IMPORT_MESSAGES.htmlRequired)
    .max(MAX_IMPORT_HTML_BYTES, 'The page is larger than 5 MB'),
  source_url: z.url('Please enter a valid URL').max(2000).nullish(),
  publish: flag,
  preview: flag,
});
export type ImportHtmlInput = z.input<typeof importHtmlSchema>;

/**
 * The recipe an import read: the draft every reader returns (recipeDraftSchema), shaped like the POST /recipes
 * body (what a preview shows and a create sends). An import always knows servings, difficulty, visibility and
 * status (the defaults when the source has none) and keeps cuisine and meal as the source names them. A
 * preview answers whatever the source had, so the limits that creating checks (a title, 200 rows, a step's
 * time) are reported by the create step, not by this answer.
 */
export const importedRecipeSchema = recipeDraftSchema.extend({
  title: z.string(),
  description: z.string().nullable(),
  servings: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  cuisine_type: z.string().nullable(),
  meal_type: z.string().nullable(),
  visibility: z.enum(VISIBILITIES),
  status: z.enum(RECIPE_STATUSES),
  source_name: z.string().nullable(),
  source_url: z.string().nullable(),
  tags: z.array(z.string()),
  ingredients: z.array(draftIngredientSchema),
  instructions: z.array(draftInstructionSchema.extend({ time_minutes: z.number().int().nullable() })),
});
export type ImportedRecipe = z.infer<typeof importedRecipeSchema>;
/** A recipe read from somewhere: an AI or built-in parser's draft, or what an import read. */
export type ReadRecipe = RecipeDraft | ImportedRecipe;

/**
 * The answer of a URL or HTML import: the created recipe (null for a preview), what was read, which parser
 * read it, what could not be taken over (one sentence each) and how many photos were added. A preview also
 * answers a reading the recipe form would refuse (a page that shows ingredients but no method): `incomplete`
 * says why, Import as draft would answer 422 with it, and the member can still edit the reading into a recipe.
 */
export const importResultSchema = z.object({
  recipe: recipeSchema.nullable(),
  parsed: importedRecipeSchema,
  parser: z.enum(IMPORT_PARSERS),
  skipped: z.array(z.string()),
  images_imported: z.number().int(),
  /** The photo addresses found on the page (a preview shows them; only the first that downloads is imported). */
  image_urls: z.array(z.string()),
  /** The recipe form's first complaint about the reading ('Please add at least one instruction'); null when it can be imported. */
  incomplete: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One recipe of an imported file: created (recipe set) or, for a preview, only read. */
export const importedItemSchema = z.object({
  name: z.string(),
  parser: z.enum(IMPORT_PARSERS),
  recipe: z
    .object({ id: z.number().int(), title: z.string(), slug: z.string(), status: z.enum(RECIPE_STATUSES) })
    .nullable(),
  parsed: importedRecipeSchema,
  skipped: z.array(z.string()),
  images_imported: z.number().int(),
});
export type ImportedItem = z.infer<typeof importedItemSchema>;

/** POST /recipes/import-file: every recipe of the file, created or failed with a reason; skipped is about the file. */
export const importFileResultSchema = z.object({
  created: z.array(importedItemSchema),
  skipped: z.array(z.string()),
  failed: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ImportFileResult = z.infer<typeof importFileResultSchema>;

/** The text fields of the multipart import-file request ('true' / 'false' as form fields send them). */
export const importFileFieldsSchema = z.object({
  publish: z.preprocess((v) => v === 'true' || v === true, z.boolean()),
  preview: z.preprocess((v) => v === 'true' || v === true, z.boolean()),
});

export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });
