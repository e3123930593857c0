import { IMPORT_MESSAGES, MAX_IMPORT_FILE_MB, type ImportParser } from '@potluck/api';

const plural = (n: number, one: string, other = `${one}s`) => `${n} ${n === 1 ? one : other}`;

/** Every text of the Import tab, the download menu and the library download. */
export const IMPORT_TEXT = {
  intro: 'Bring a recipe in from a web page or from another recipe app’s export, without retyping it.',

  fromPage: 'From a web page',
  urlLabel: 'Recipe page address',
  urlHint:
    'The address of a page with one recipe. Potluck reads the recipe data the page carries (schema.org) and the recipe it shows.',
  urlPlaceholder: 'https://example.com/recipes/pancakes',
  /** The server's SSRF guard says the same for an address it cannot fetch. */
  invalidUrl: 'Please enter a valid web address (http:// or https://)',
  urlTooLong: 'The address must be at most 2000 characters',
  urlRequired: IMPORT_MESSAGES.urlRequired,
  preview: 'Preview',
  previewing: 'Reading the page…',
  previewTitle: 'Recipe found on the page',
  importDraft: 'Import as draft',
  importing: 'Importing the recipe and its photo…',
  editFirst: 'Edit before saving',
  incompleteTitle: 'The page does not hold a whole recipe',
  incomplete: (reason: string) => `${reason}: choose Edit before saving to add what the page leaves out.`,
  otherPage: 'Try another page',
  imported: (title: string, photos: number) =>
    `“${title}” was imported as a draft${photos > 0 ? ` with ${plural(photos, 'photo')}` : ''}. Opening it…`,
  photosFound: (n: number) =>
    n === 0
      ? 'No photo found on the page.'
      : `${plural(n, 'photo')} found on the page; the first that downloads is added when you import.`,
  photosForForm: (n: number) =>
    n === 0 ? 'No photo found on the page.' : `${plural(n, 'photo')} found on the page; add them in the form.`,
  photosOnlyOnImport: 'Photos are only added by Import as draft. After Edit before saving, add them in the form.',
  skippedTitle: 'Not taken over',
  ingredients: (n: number) => `Ingredients (${n})`,
  steps: (n: number) => `Steps (${n})`,
  parser: {
    'schema.org': 'Read from the page’s recipe data (schema.org)',
    ai: 'Read by the AI from the page’s text',
    builtin: 'Read by the built-in parser from the page’s text',
    paprika: 'Read from a Paprika export',
    mealie: 'Read from a Mealie export',
    tandoor: 'Read from a Tandoor export',
  } satisfies Record<ImportParser, string>,

  fromHtml: 'From pasted HTML',
  htmlLabel: 'The page’s HTML',
  htmlHint:
    'For a page Potluck cannot open (behind a sign-in, or blocking robots): open it in your browser, view its source, copy all of it and paste it here.',
  htmlRequired: IMPORT_MESSAGES.htmlRequired,
  htmlTooLarge: 'The page is larger than 5 MB',
  sourceLabel: 'Page address (optional)',
  sourceHint: 'Kept as the recipe’s source link.',
  previewHtml: 'Preview pasted page',
  previewingHtml: 'Reading the pasted page…',

  fromFile: 'From a file',
  previewFile: 'Preview the recipes before importing them',
  previewingFile: (name: string) => `Reading ${name}…`,
  filePreviewTitle: (name: string) => `Recipes found in ${name}`,
  filePreviewSummary: (found: number, failed: number) =>
    `${plural(found, 'recipe')} can be imported${failed > 0 ? `, ${failed} cannot` : ''}. Nothing is created until you import.`,
  importFound: (n: number) => `Import ${plural(n, 'recipe')}`,
  chooseAnother: 'Choose another file',
  fileHint: `schema.org JSON or JSON-LD, Paprika (.paprikarecipes, .paprikarecipe), Mealie or Tandoor exports (.zip). Up to ${MAX_IMPORT_FILE_MB} MB.`,
  dropTitle: 'Drag an export file here or',
  browse: 'choose a file',
  chooseFile: 'Choose an export file',
  publishFile: 'Publish the imported recipes (otherwise they are saved as drafts)',
  unsupportedFile: 'Choose a .json, .jsonld, .paprikarecipes, .paprikarecipe or .zip file',
  oneFile: 'Drop one file at a time',
  fileTooLarge: IMPORT_MESSAGES.fileTooLarge,
  uploading: (name: string) => `Importing ${name}…`,
  uploadingHint: 'Large exports with photos can take a minute.',
  reportTitle: (name: string) => `Import of ${name}`,
  reportSummary: (created: number, failed: number, published: boolean) =>
    `${plural(created, 'recipe')} imported${created > 0 ? (published ? ' and published' : ' as drafts') : ''}${failed > 0 ? `, ${failed} failed` : ''}.`,
  createdTitle: 'Imported',
  failedTitle: 'Not imported',
  fileNotesTitle: 'About the file',
  itemPhotos: (n: number) => plural(n, 'photo'),
  importAnother: 'Import another file',

  failed: 'Import failed. Please try again.',

  download: 'Download',
  downloadFormats: { json: 'JSON (Potluck)', jsonld: 'JSON-LD (schema.org)', md: 'Markdown' },
  downloaded: (name: string) => `Downloaded ${name}`,
  downloadFailed: 'Download failed',
  downloadAll: 'Download all my recipes (zip)',
} as const;
