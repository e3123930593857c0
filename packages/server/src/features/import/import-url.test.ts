import { IMPORT_MESSAGES, type ImportResult } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';
import { type PageServer, startPageServer } from './import.fixtures';

let t: TestApp;
let guarded: TestApp;
let pages: PageServer;
let cook: Member;
let other: Member;

beforeAll(async () => {
  pages = await startPageServer();
  // The allow-list lets the tests reach their own loopback server; `guarded` has none, as a default install.
  [t, guarded] = await Promise.all([
    createTestApp({ fetch: { allowHosts: ['127.0.0.1'], timeoutMs: 1_000 } }),
    createTestApp(),
  ]);
  [cook, other] = await Promise.all([signedIn(t), signedIn(t)]);
});
afterAll(async () => {
  await Promise.all([t.close(), guarded.close()]);
  await pages.close();
});

const importUrl = (member: Member | null, body: Record<string, unknown>, app: TestApp = t) =>
  as(app, member).post('/recipes/import-url', body);

describe('POST /recipes/import-url', () => {
  it('creates a draft from JSON-LD in @graph, with its photo downloaded and processed', async () => {
    const res = await importUrl(cook, { url: `${pages.base}/graph.html` });
    expect(res.statusCode).toBe(201);
    const body = res.json<ImportResult>();
    expect(body.parser).toBe('schema.org');
    expect(body.images_imported).toBe(1);
    expect(body.recipe).toMatchObject({
      title: 'Lemon Drizzle Cake',
      status: 'draft',
      servings: 8,
      cuisine_type: 'british',
      meal_type: 'dessert',
      source_url: `${pages.base}/graph.html`,
      source_name: 'Crumbs & Co',
    });
    expect(body.recipe!.ingredients).toHaveLength(6);
    expect(body.recipe!.instructions.map((s) => s.step_number)).toEqual([1, 2, 3, 4]);
    expect(body.recipe!.images).toHaveLength(1);
    expect(body.recipe!.images[0]).toMatchObject({ is_featured: true, alt_text: 'Lemon Drizzle Cake' });
    expect(body.recipe!.featured_image_url).toBe(body.recipe!.images[0]!.image_url);
    expect(pages.requested).toContain('/photos/lemon-drizzle.jpg');
    expect(body.skipped).toEqual(expect.arrayContaining(['Ratings: not imported']));
    // It is the member's own draft: they can read it, another member cannot.
    expect((await as(t, cook).get(`/recipes/${body.recipe!.id}`)).statusCode).toBe(200);
    expect((await as(t, other).get(`/recipes/${body.recipe!.id}`)).statusCode).toBe(404);
  });

  it('previews without creating anything, and publishes on request', async () => {
    const before = (await as(t, cook).get('/recipes/my/recipes')).json<{ total: number }>().total;
    const preview = await importUrl(cook, { url: `${pages.base}/array.html`, preview: true });
    expect(preview.statusCode).toBe(201);
    expect(preview.json<ImportResult>()).toMatchObject({
      recipe: null,
      incomplete: null,
      images_imported: 0,
      parsed: { title: 'Weeknight Chili', servings: 6, status: 'draft' },
    });
    expect((await as(t, cook).get('/recipes/my/recipes')).json<{ total: number }>().total).toBe(before);

    const published = await importUrl(cook, { url: `${pages.base}/array.html`, publish: true });
    expect(published.json<ImportResult>().recipe).toMatchObject({ title: 'Weeknight Chili', status: 'published' });
  });

  it('reads a page with microdata only and follows a redirect', async () => {
    const res = await importUrl(cook, { url: `${pages.base}/microdata.html` });
    expect(res.statusCode).toBe(201);
    expect(res.json<ImportResult>().recipe).toMatchObject({
      title: "Grandma's Pancakes",
      meal_type: 'breakfast',
      prep_time_minutes: 10,
      cook_time_minutes: 15,
      source_name: 'Family Table',
    });
    const redirected = await importUrl(cook, { url: `${pages.base}/go`, preview: true });
    expect(redirected.json<ImportResult>().parsed.source_url).toBe(`${pages.base}/graph.html`);
  });

  it('skips a broken JSON-LD block beside a good one and says so', async () => {
    const res = await importUrl(cook, { url: `${pages.base}/broken.html`, preview: true });
    expect(res.statusCode).toBe(201);
    expect(res.json<ImportResult>().parsed.title).toBe('Tomato Soup');
    expect(res.json<ImportResult>().skipped).toContain(
      '1 structured data block of the page was not valid JSON and skipped',
    );
  });

  it('answers 422 for a page without a recipe, and for something that is not a page', async () => {
    const none = await importUrl(cook, { url: `${pages.base}/none.html` });
    expect(none.statusCode).toBe(422);
    expect(detail(none)).toBe(IMPORT_MESSAGES.noRecipeOnPage);
    const pdf = await importUrl(cook, { url: `${pages.base}/file.pdf` });
    expect([pdf.statusCode, detail(pdf)]).toEqual([422, IMPORT_MESSAGES.notAPage]);
  });

  it('reads a page without structured data with the built-in parser (no AI key), from its main text', async () => {
    const res = await importUrl(cook, { url: `${pages.base}/text.html`, preview: true });
    expect(res.statusCode).toBe(201);
    const body = res.json<ImportResult>();
    expect(body.parser).toBe('builtin');
    expect(body.parsed).toMatchObject({
      title: "Auntie Rosa's Focaccia",
      servings: 8,
      prep_time_minutes: 20,
      cook_time_minutes: 25,
      source_name: "Rosa's kitchen",
    });
    expect(body.parsed.ingredients.map((i) => [i.amount, i.unit, i.ingredient_name])).toEqual([
      [500, 'g', 'bread flour'],
      [7, 'g', 'dried yeast'],
      [2, 'tsp', 'salt'],
      [400, 'ml', 'warm water'],
      [4, 'tbsp', 'olive oil'],
    ]);
    expect(body.parsed.instructions).toHaveLength(3);
    expect(body.parsed.instructions.map((s) => s.instruction).join(' ')).not.toMatch(/Home|About|©/);
    expect(body.skipped[0]).toMatch(/read by the built-in parser/);
  });

  it('refuses a huge page with 413 and gives up on a slow one with 504', async () => {
    const huge = await importUrl(cook, { url: `${pages.base}/huge.html` });
    expect([huge.statusCode, detail(huge)]).toEqual([413, 'The page is larger than 5 MB']);
    const slow = await importUrl(cook, { url: `${pages.base}/slow.html` });
    expect([slow.statusCode, detail(slow)]).toEqual([504, 'The page did not answer within 1 s']);
  });

  it('refuses 127.0.0.1 without the allow-list, before connecting', async () => {
    const member = await signedIn(guarded);
    const count = pages.requested.length;
    const res = await importUrl(member, { url: `${pages.base}/graph.html` }, guarded);
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toBe('127.0.0.1 is a private, local or reserved network address, which cannot be fetched');
    expect(pages.requested.length).toBe(count);
  });

  it('refuses other schemes and private ranges even with loopback allowed', async () => {
    for (const url of [
      'file:///etc/passwd',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://10.0.0.1/',
    ]) {
      const res = await importUrl(cook, { url });
      expect(res.statusCode, url).toBe(422);
    }
    expect(detail(await importUrl(cook, { url: 'ftp://example.com/' }))).toBe(
      'Only http:// and https:// addresses can be fetched',
    );
    expect((await importUrl(cook, { url: '' })).statusCode).toBe(422);
  });

  it('needs a signed-in caller', async () => {
    expect((await importUrl(null, { url: `${pages.base}/graph.html` })).statusCode).toBe(401);
  });
});

describe('POST /recipes/import-html', () => {
  it('imports pasted HTML with its source URL; a failed photo is reported, the recipe stays', async () => {
    const html =
      '<script type="application/ld+json">{"@type":"Recipe","name":"Pasted Stew","image":"/photos/missing.jpg","recipeIngredient":["1 kg beef"],"recipeInstructions":"Stew it."}</script>';
    const res = await as(t, cook).post('/recipes/import-html', { html, source_url: `${pages.base}/stew` });
    expect(res.statusCode).toBe(201);
    const body = res.json<ImportResult>();
    expect(body.recipe).toMatchObject({
      title: 'Pasted Stew',
      source_url: `${pages.base}/stew`,
      source_name: '127.0.0.1',
    });
    expect(body.images_imported).toBe(0);
    expect(body.skipped).toContain(`Photo ${pages.base}/photos/missing.jpg: The page answered with HTTP status 404`);
  });

  it('answers 422 when the recipe cannot be valid, naming the problem', async () => {
    const html =
      '<script type="application/ld+json">{"@type":"Recipe","name":"Only Ingredients","recipeIngredient":["1 egg"]}</script>';
    const res = await as(t, cook).post('/recipes/import-html', { html });
    expect([res.statusCode, detail(res)]).toEqual([
      422,
      'The recipe on this page could not be imported: Please add at least one instruction',
    ]);
  });

  it('previews a reading the form would refuse, saying why, so the member can complete it', async () => {
    const html =
      '<script type="application/ld+json">{"@type":"Recipe","name":"Only Ingredients","recipeIngredient":["1 egg"]}</script>';
    const res = await as(t, cook).post('/recipes/import-html', { html, preview: true });
    expect(res.statusCode).toBe(201);
    const body = res.json<ImportResult>();
    expect(body).toMatchObject({ recipe: null, incomplete: 'Please add at least one instruction' });
    expect(body.parsed.ingredients.map((i) => i.ingredient_name)).toEqual(['egg']);
    expect(body.parsed.instructions).toEqual([]);
    const empty = '<script type="application/ld+json">{"@type":"Recipe","name":"Nothing Here"}</script>';
    const nothing = await as(t, cook).post('/recipes/import-html', { html: empty, preview: true });
    expect([nothing.statusCode, detail(nothing)]).toEqual([
      422,
      'The recipe on this page could not be imported: Please add at least one ingredient',
    ]);
  });

  it('fills a structured recipe with only a name and description from the lists the page shows (issue 19)', async () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Farro Salad","description":"Nutty."}</script>
      <h1>Farro Salad</h1><h2>Ingredients</h2><ul class="ingredients">
      <li><span class="amount">½</span><span class="unit">cup</span><span class="name">Semi-Pearled Farro</span></li>
      <li><b>For the dressing:</b></li><li><span class="amount">2</span><span class="unit">tbsp</span><span class="name">olive oil</span></li></ul>
      <h2>Instructions</h2><ol><li>Cook the farro.</li><li>Dress &amp; serve.</li></ol>`;
    const res = await as(t, cook).post('/recipes/import-html', { html, preview: true });
    expect(res.statusCode).toBe(201);
    const { parsed } = res.json<ImportResult>();
    expect(parsed.ingredients.map((i) => [i.amount, i.unit, i.ingredient_name])).toEqual([
      [0.5, 'cup', 'Semi-Pearled Farro'],
      [2, 'tbsp', 'olive oil'],
    ]);
    expect(parsed.instructions.map((s) => s.instruction)).toEqual(['Cook the farro.', 'Dress & serve.']);
  });

  it('takes a page larger than the usual JSON body limit', async () => {
    const filler = `<p>${'x'.repeat(2 * 1024 * 1024)}</p>`;
    const html = `<html><body>${filler}<script type="application/ld+json">{"@type":"Recipe","name":"Big Page","recipeIngredient":["1 egg"],"recipeInstructions":"Boil."}</script></body></html>`;
    const res = await as(t, cook).post('/recipes/import-html', { html, preview: true });
    expect(res.statusCode).toBe(201);
    expect(res.json<ImportResult>().parsed.title).toBe('Big Page');
  });

  it('needs a signed-in caller', async () => {
    expect((await as(t, null).post('/recipes/import-html', { html: '<p>x</p>' })).statusCode).toBe(401);
  });
});
