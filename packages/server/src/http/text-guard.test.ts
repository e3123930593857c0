import { API_PREFIX, type ValidationIssue } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, upload } from '../features/images/image.fixtures';
import { type Member, as, createRecipe, recipeBody } from '../features/recipes/recipe.fixtures';
import { type TestApp, createTestApp, detail, signedIn } from '../test/test-app';
import { TEXT_MESSAGES, badText, textIssues } from './text-guard';

const NUL = 'a\u0000b';
const HIGH = 'a\uD83Db'; // half of an emoji's surrogate pair

describe('badText / textIssues', () => {
  it('finds NUL and unpaired surrogates, not whole pairs', () => {
    expect(badText('plain text, emoji 🍝 and ünïcode')).toBeNull();
    expect(badText(NUL)).toBe(TEXT_MESSAGES.nul);
    expect(badText(HIGH)).toBe(TEXT_MESSAGES.surrogate);
    expect(badText('\uDC00 low first')).toBe(TEXT_MESSAGES.surrogate);
    expect(badText('ends high \uD800')).toBe(TEXT_MESSAGES.surrogate);
  });

  it('locates every bad string in nested input, in order, and survives cycles and deep nesting', () => {
    const input: Record<string, unknown> = { a: 'ok', b: [{ c: NUL }, 'ok', HIGH], buf: Buffer.from([0]) };
    input.self = input;
    expect(textIssues('body', input).map((i) => i.loc)).toEqual([
      ['body', 'b', 0, 'c'],
      ['body', 'b', 2],
    ]);
    const deep = JSON.parse('['.repeat(20_000) + JSON.stringify(NUL) + ']'.repeat(20_000)) as unknown;
    expect(textIssues('body', deep)).toHaveLength(1);
  });
});

/** Each case fails with a NUL (a 500 from PostgreSQL before the central guard) unless the guard answers 422. */
describe('NUL and lone surrogates are refused on every endpoint with a 422 at the field', () => {
  let t: TestApp;
  let me: Member;
  let admin: Member;
  let recipeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signedIn(t);
    admin = await signedIn(t, { role: 'admin' });
    recipeId = (await createRecipe(t, me)).id;
  });
  afterAll(() => t.close());

  const locs = (res: { statusCode: number; body: string }, label = '') => {
    expect(res.statusCode, `${label} ${res.body}`).toBe(422);
    return (JSON.parse(res.body) as { detail: ValidationIssue[] }).detail.map((i) => i.loc);
  };

  it('in bodies: recipes (also inside ingredients and steps), login, account, invitations, bookmarks, shares', async () => {
    const api = as(t, me);
    const recipe = recipeBody({
      title: NUL,
      ingredients: [{ ingredient_name: 'salt', preparation: NUL }],
      instructions: [{ instruction: NUL }],
    });
    const expected = [
      ['body', 'title'],
      ['body', 'ingredients', 0, 'preparation'],
      ['body', 'instructions', 0, 'instruction'],
    ];
    expect(locs(await api.post('/recipes', recipe))).toEqual(expected);
    expect(locs(await api.put(`/recipes/${recipeId}`, recipe))).toEqual(expected);
    const login = await as(t, null).post('/auth/login-json', { email_or_username: NUL, password: 'x' });
    expect(locs(login)).toEqual([['body', 'email_or_username']]);
    expect(locs(await api.put('/users/me', { display_name: NUL }))).toEqual([['body', 'display_name']]);
    const invite = await api.post('/invitations/send', { email: 'new@example.com', message: NUL });
    expect(locs(invite)).toEqual([['body', 'message']]);
    const bookmark = await api.post('/bookmarks', { recipe_id: recipeId, collection_name: NUL });
    expect(locs(bookmark)).toEqual([['body', 'collection_name']]);
    const share = await api.post('/activity/share/recipe', { recipe_id: recipeId, share_type: 'link', message: NUL });
    expect(locs(share)).toEqual([['body', 'message']]);
    const key = await as(t, admin).put('/admin/openai-key', { openai_api_key: 'sk-test', model: NUL });
    expect(locs(key)).toEqual([['body', 'model']]);
  });

  it('in queries and paths: every search and slug', async () => {
    const api = as(t, me);
    const q = encodeURIComponent(NUL);
    for (const [path, loc] of [
      [`/recipes?search=${q}`, ['query', 'search']],
      [`/recipes/slug/${q}`, ['path', 'slug']],
      [`/categories/tags?search=${q}`, ['query', 'search']],
      [`/ingredients/search/autocomplete?q=${q}`, ['query', 'q']],
      [`/bookmarks?collection_name=${q}`, ['query', 'collection_name']],
      [`/images/info?file_path=${q}`, ['query', 'file_path']],
    ] as const) {
      expect(locs(await api.get(path), path)).toEqual([loc]);
    }
    const suggest = await api.post(`/ai/suggest-ingredients?recipe_title=${q}`);
    expect(locs(suggest)).toEqual([['query', 'recipe_title']]);
    // Image serving answers only server-made names: anything else is simply not found.
    const served = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/images/serve/recipes/${q}.jpg` });
    expect(served.statusCode).toBe(404);
  });

  it('lone surrogates in JSON text (\\ud83d escapes)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/recipes`,
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(recipeBody({ description: 'x' })).replace('"x"', '"x\\ud83d"'),
    });
    expect(locs(res)).toEqual([['body', 'description']]);
    expect(detail(res)).toEqual([expect.objectContaining({ msg: TEXT_MESSAGES.surrogate, type: 'invalid_text' })]);
  });

  it('in multipart fields: an image caption', async () => {
    const res = await upload(t, me, recipeId, { data: await jpeg(64, 48), fields: { caption: NUL } });
    expect(locs(res)).toEqual([['body', 'caption']]);
  });

  it('text without them still works, emoji included', async () => {
    const ok = await as(t, me).post('/recipes', recipeBody({ title: 'Pasta 🍝 night' }));
    expect(ok.statusCode).toBe(201);
  });
});
