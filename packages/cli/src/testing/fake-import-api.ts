import {
  AI_PARSE_MESSAGES,
  IMPORT_MESSAGES,
  PARSE_TEXT_MIN,
  pageNotImportable,
  type ImportedRecipe,
  type Recipe,
} from '@potluck/api';
import { makeRecipe } from './fake-recipes';

/** What the fake server holds for the import and export endpoints (part of fakeApi's state). */
export interface ImportState {
  recipes: Recipe[];
  /** Pages the fake "fetches" for import-url, by address. */
  pages: Record<string, string>;
  /** Every import or parse request: path and its JSON body or form fields. */
  importRequests: Array<{ path: string; body: Record<string, unknown> }>;
  /** A status /ai/parse-recipe answers with instead of parsing (503: the provider is down). */
  parseFailure: { status: number; detail: string } | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** "2 cups flour" → amount 2, unit cups, name flour: enough reading for the fake. */
function ingredient(line: string): ImportedRecipe['ingredients'][number] {
  const match = /^(\d+(?:\.\d+)?)\s+(?:(cups?|tbsp|tsp|g|ml)\s+)?(.+)$/.exec(line.trim());
  const base = { preparation: null, notes: null, is_optional: false };
  return match
    ? { ...base, amount: Number(match[1]), unit: match[2] ?? null, ingredient_name: match[3] ?? '' }
    : { ...base, amount: null, unit: null, ingredient_name: line.trim() };
}

function parsedRecipe(
  title: string,
  ingredients: string[],
  steps: string[],
  status: 'draft' | 'published',
): ImportedRecipe {
  return {
    title,
    description: null,
    prep_time_minutes: null,
    cook_time_minutes: 10,
    servings: 2,
    difficulty: 'medium',
    cuisine_type: null,
    meal_type: null,
    visibility: 'public',
    status,
    notes: null,
    source_name: null,
    source_url: null,
    tags: [],
    nutrition_json: null,
    ingredients: ingredients.map(ingredient),
    instructions: steps.map((instruction, i) => ({
      step_number: i + 1,
      instruction,
      time_minutes: null,
      temperature: null,
      notes: null,
    })),
  };
}

/** A schema.org Recipe object (from JSON-LD or a JSON file) as the fake reads it; null when it is none. */
function fromSchemaOrg(value: unknown, status: 'draft' | 'published'): ImportedRecipe | null {
  const node = value as { '@type'?: unknown; name?: unknown; recipeIngredient?: unknown; recipeInstructions?: unknown };
  if (typeof node !== 'object' || node === null || node['@type'] !== 'Recipe' || typeof node.name !== 'string')
    return null;
  const steps = Array.isArray(node.recipeInstructions)
    ? node.recipeInstructions.map((s) => (typeof s === 'string' ? s : String((s as { text?: unknown }).text)))
    : [];
  return parsedRecipe(
    node.name,
    Array.isArray(node.recipeIngredient) ? node.recipeIngredient.map(String) : [],
    steps,
    status,
  );
}

function fromHtml(html: string, status: 'draft' | 'published'): ImportedRecipe | null {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return script ? fromSchemaOrg(JSON.parse(script[1] ?? 'null'), status) : null;
}

export function createImportRoutes(state: ImportState, authorId: number) {
  // Ids are never reused, like a database sequence: a deleted recipe's id stays gone.
  let lastId = 0;
  const add = (parsed: ImportedRecipe): Recipe => {
    lastId = Math.max(lastId, ...state.recipes.map((r) => r.id));
    const id = ++lastId;
    const recipe = makeRecipe({
      id,
      title: parsed.title,
      slug: `imported-${id}`,
      status: parsed.status,
      author_id: authorId,
      servings: parsed.servings,
      ingredients: parsed.ingredients.map((i, n) => ({ ...i, id: id * 100 + n })),
      instructions: parsed.instructions.map((s, n) => ({ ...s, id: id * 100 + n })),
    });
    state.recipes.push(recipe);
    return recipe;
  };

  /** The page import: preview answers what was read; otherwise the recipe is created. */
  const page = (parsed: ImportedRecipe | null, preview: boolean) => {
    if (!parsed) return json(422, { detail: IMPORT_MESSAGES.noRecipeOnPage });
    const incomplete = parsed.instructions.length === 0 ? 'Please add at least one instruction' : null;
    if (incomplete && !preview) return json(422, { detail: pageNotImportable(incomplete) });
    return json(201, {
      incomplete,
      recipe: preview ? null : add(parsed),
      parsed,
      parser: 'schema.org',
      skipped: ['Nutrition was left out: the page gives none'],
      images_imported: 0,
      image_urls: [],
    });
  };

  async function file(request: Request) {
    const form = await request.formData();
    const upload = form.get('file');
    const preview = form.get('preview') === 'true';
    const status = form.get('publish') === 'true' ? 'published' : 'draft';
    state.importRequests.push({
      path: '/recipes/import-file',
      body: { name: upload instanceof File ? upload.name : null, preview, publish: status === 'published' },
    });
    if (!(upload instanceof File)) return json(422, { detail: IMPORT_MESSAGES.fileRequired });
    let value: unknown;
    try {
      value = JSON.parse(await upload.text());
    } catch {
      return json(422, { detail: IMPORT_MESSAGES.unknownFile });
    }
    const items = (Array.isArray(value) ? value : [value]).map((v) => fromSchemaOrg(v, status));
    const read = items.filter((r): r is ImportedRecipe => r !== null);
    if (read.length === 0) return json(422, { detail: IMPORT_MESSAGES.unknownFile });
    const created = read.map((parsed) => {
      const recipe = preview ? null : add(parsed);
      return {
        name: parsed.title,
        parser: 'schema.org',
        recipe: recipe && { id: recipe.id, title: recipe.title, slug: recipe.slug, status: recipe.status },
        parsed,
        skipped: [],
        images_imported: 0,
      };
    });
    const failed =
      items.length > read.length
        ? [{ name: `Entry ${items.indexOf(null) + 1}`, reason: IMPORT_MESSAGES.unknownFile }]
        : [];
    return json(201, { created, skipped: [], failed });
  }

  /** Pasted text: the first line is the title, "- " lines are ingredients, numbered lines are steps. */
  function parse(text: string) {
    if (state.parseFailure) return json(state.parseFailure.status, { detail: state.parseFailure.detail });
    if (text.trim().length < PARSE_TEXT_MIN)
      return json(422, { detail: [{ loc: ['body', 'text'], msg: AI_PARSE_MESSAGES.tooShort, type: 'too_small' }] });
    const lines = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const ingredients = lines.filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
    const steps = lines.filter((l) => /^\d+\.\s/.test(l)).map((l) => l.replace(/^\d+\.\s+/, ''));
    const {
      status: _status,
      visibility: _visibility,
      source_name: _name,
      source_url: _url,
      ...draft
    } = parsedRecipe(lines[0] ?? '', ingredients, steps, 'draft');
    const recipe = { ...draft, instructions: draft.instructions.map(({ notes: _notes, ...step }) => step) };
    return json(200, {
      success: steps.length > 0,
      recipe,
      suggestions: ['Add a cooking time to each step'],
      ai_confidence: 'medium',
      parser: 'builtin',
    });
  }

  /** Answers an import, parse, create or export call; null for any other path. */
  return async function route(
    method: string,
    path: string,
    url: URL,
    init: RequestInit | undefined,
  ): Promise<Response | null> {
    const body = () => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (method === 'POST' && path === '/recipes/import-file')
      return file(new Request(url, { method, headers: init?.headers, body: init?.body }));
    if (method === 'POST' && ['/recipes/import-url', '/recipes/import-html', '/ai/parse-recipe'].includes(path)) {
      const input = body();
      state.importRequests.push({ path, body: input });
      const status = input.publish === true ? 'published' : 'draft';
      if (path === '/ai/parse-recipe') return parse(String(input.text ?? ''));
      const html = path === '/recipes/import-url' ? state.pages[String(input.url)] : String(input.html);
      if (html === undefined) return json(422, { detail: 'Could not fetch the page' });
      return page(fromHtml(html, status), input.preview === true);
    }
    if (method === 'POST' && path === '/recipes') {
      const input = body() as {
        title?: string;
        status?: 'draft' | 'published';
        ingredients?: Array<{ ingredient_name: string }>;
        instructions?: Array<{ instruction: string }>;
      };
      state.importRequests.push({ path, body: input });
      if (!input.title || !input.ingredients?.length || !input.instructions?.length)
        return json(422, {
          detail: [{ loc: ['body', 'instructions'], msg: 'At least one instruction is required', type: 'too_small' }],
        });
      const parsed = parsedRecipe(
        input.title,
        input.ingredients.map((i) => i.ingredient_name),
        input.instructions.map((s) => s.instruction),
        input.status ?? 'draft',
      );
      return json(201, add(parsed));
    }
    const one = /^\/recipes\/(\d+)\/export$/.exec(path);
    if (method === 'GET' && one) {
      const recipe = state.recipes.find((r) => r.id === Number(one[1]));
      if (!recipe) return json(404, { detail: 'Recipe Not Found' });
      return new Response(
        JSON.stringify(
          {
            '@context': 'https://schema.org',
            '@type': 'Recipe',
            name: recipe.title,
            format: url.searchParams.get('format'),
          },
          null,
          2,
        ),
        {
          headers: { 'content-type': 'application/ld+json' },
        },
      );
    }
    if (method === 'GET' && path === '/recipes/export/all') {
      const mine = state.recipes
        .filter((r) => r.author_id === authorId)
        .map((r) => r.title)
        .join('\n');
      return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode(mine)]), {
        headers: { 'content-type': 'application/zip' },
      });
    }
    return null;
  };
}
