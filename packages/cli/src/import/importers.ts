import {
  AI_PARSE_MESSAGES,
  aiParseErrorMessage,
  ApiError,
  contract,
  IMPORT_MESSAGES,
  MAX_IMPORT_FILE_MB,
  MAX_IMPORT_HTML_BYTES,
  NETWORK_ERROR_STATUS,
  pageNotImportable,
  type ImportedRecipe,
  type ImportFileResult,
  type ImportResult,
  type RecipeDraft,
  type RecipeInput,
} from '@potluck/api';
import type { PotluckClient } from '@potluck/api/client';
import type { Outcome, ReadRecipe } from './import-types';
import { SourceFailure } from './source-failure';
import type { LoadedSource } from './sources';

/** Reading (nothing created) and importing one source; create() after preview() reuses what was read where it can. */
export interface Importer {
  preview(): Promise<Outcome>;
  create(): Promise<Outcome>;
}

/**
 * Runs an API call for one source. No network or a lost session ends the whole run (the next source would
 * fail the same way): those stay ApiErrors for the command's handler. Anything else fails this source only.
 */
async function attempt<T>(call: () => Promise<T>, explain: (error: ApiError) => string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS || error.status === 401) throw error;
    throw new SourceFailure(explain(error));
  }
}
const serverDetail = (error: ApiError) => error.detailText ?? error.message;

/** What both an import's parsed recipe and the text parser's draft have. */
type Parsed = Pick<ImportedRecipe, 'title' | 'prep_time_minutes' | 'cook_time_minutes'> & {
  servings: number | null;
  ingredients: ReadRecipe['ingredients'];
  instructions: ReadRecipe['instructions'];
};

const toRead = (parsed: Parsed, parser: string, skipped: string[]): ReadRecipe => ({
  title: parsed.title,
  parser,
  confidence: null,
  servings: parsed.servings,
  prep_time_minutes: parsed.prep_time_minutes,
  cook_time_minutes: parsed.cook_time_minutes,
  ingredients: parsed.ingredients,
  instructions: parsed.instructions.map(({ step_number, instruction }) => ({ step_number, instruction })),
  skipped,
  suggestions: [],
});

function fromPage(result: ImportResult): Outcome {
  // A reading the recipe form would refuse: the web offers to complete it in the form; a terminal has no form.
  if (result.incomplete) throw new SourceFailure(pageNotImportable(result.incomplete));
  return {
    read: [toRead(result.parsed, result.parser, result.skipped)],
    created: result.recipe ? [{ id: result.recipe.id, title: result.recipe.title, status: result.recipe.status }] : [],
    failed: [],
    notes: [],
  };
}

function fromFile(result: ImportFileResult): Outcome {
  return {
    read: result.created.map((item) => toRead(item.parsed, item.parser, item.skipped)),
    created: result.created.flatMap((item) =>
      item.recipe ? [{ id: item.recipe.id, title: item.recipe.title, status: item.recipe.status }] : [],
    ),
    failed: result.failed,
    notes: result.skipped,
  };
}

/** What the text parser read, as POST /recipes takes it; what it could not tell is left to the server's defaults. */
export function draftToInput(draft: RecipeDraft, publish: boolean): RecipeInput {
  return {
    title: draft.title,
    description: draft.description,
    prep_time_minutes: draft.prep_time_minutes,
    cook_time_minutes: draft.cook_time_minutes,
    ...(draft.servings !== null ? { servings: draft.servings } : {}),
    ...(draft.difficulty !== null ? { difficulty: draft.difficulty } : {}),
    cuisine_type: draft.cuisine_type,
    meal_type: draft.meal_type,
    notes: draft.notes,
    tags: draft.tags,
    nutrition_json: draft.nutrition_json,
    ingredients: draft.ingredients,
    instructions: draft.instructions.map(({ instruction, time_minutes, temperature }) => ({
      instruction,
      time_minutes,
      temperature,
    })),
    status: publish ? 'published' : 'draft',
  };
}

function textImporter(client: PotluckClient, source: LoadedSource, publish: boolean): Importer {
  let parsed: { draft: RecipeDraft; read: ReadRecipe } | undefined;
  const parse = async () => {
    const text = Buffer.from(source.bytes).toString('utf8');
    const answer = await attempt(() => client.ai.parseRecipe({ body: { text, enhance: true } }), aiParseErrorMessage);
    if (!answer.success || !answer.recipe) throw new SourceFailure(AI_PARSE_MESSAGES.failed);
    const draft = answer.recipe;
    const read: ReadRecipe = {
      ...toRead(draft, answer.parser, []),
      confidence: answer.ai_confidence,
      suggestions: answer.suggestions,
    };
    parsed = { draft, read };
    return parsed;
  };
  return {
    async preview() {
      const { read } = await parse();
      return { read: [read], created: [], failed: [], notes: [] };
    },
    async create() {
      const { draft, read } = parsed ?? (await parse());
      const recipe = await attempt(() => client.recipes.create({ body: draftToInput(draft, publish) }), serverDetail);
      return {
        read: [read],
        created: [{ id: recipe.id, title: recipe.title, status: recipe.status }],
        failed: [],
        notes: [],
      };
    },
  };
}

function fileImporter(client: PotluckClient, source: LoadedSource, publish: boolean): Importer {
  const send = async (preview: boolean) => {
    if (source.bytes.length > MAX_IMPORT_FILE_MB * 1024 * 1024) throw new SourceFailure(IMPORT_MESSAGES.fileTooLarge);
    const form = () => {
      const body = new FormData();
      body.append('publish', String(publish));
      body.append('preview', String(preview));
      body.append('file', new Blob([source.bytes as Uint8Array<ArrayBuffer>]), source.name);
      return body;
    };
    return fromFile(await attempt(() => client.upload(contract.imports.file, { body: form }), serverDetail));
  };
  return { preview: () => send(true), create: () => send(false) };
}

function pageImporter(client: PotluckClient, source: LoadedSource, publish: boolean): Importer {
  const send = async (preview: boolean) => {
    if (source.url !== undefined) {
      const url = source.url;
      return fromPage(await attempt(() => client.imports.url({ body: { url, publish, preview } }), serverDetail));
    }
    if (source.bytes.length > MAX_IMPORT_HTML_BYTES) throw new SourceFailure('The page is larger than 5 MB');
    const html = Buffer.from(source.bytes).toString('utf8');
    return fromPage(await attempt(() => client.imports.html({ body: { html, publish, preview } }), serverDetail));
  };
  return { preview: () => send(true), create: () => send(false) };
}

/** The importer for a source's kind: URL and HTML through the page import, files through the file import, text through the parser. */
export function importerFor(client: PotluckClient, source: LoadedSource, publish: boolean): Importer {
  if (source.kind === 'text') return textImporter(client, source, publish);
  if (source.kind === 'file') return fileImporter(client, source, publish);
  return pageImporter(client, source, publish);
}
