import { API_PREFIX, type Recipe, type RecipeInput } from '@potluck/api';
import type { LightMyRequestResponse } from 'fastify';
import { type TestApp, bearer, login, signedIn } from '../../test/test-app';

export type Member = Awaited<ReturnType<typeof signedIn>>;

/** A complete, valid POST /recipes/ body; tests override what they exercise. */
export function recipeBody(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    title: 'Weeknight Tomato Pasta',
    description: 'Bright, quick and cheap.',
    prep_time_minutes: 10,
    cook_time_minutes: 20,
    servings: 4,
    difficulty: 'easy',
    cuisine_type: 'italian',
    meal_type: 'dinner',
    status: 'published',
    tags: ['Quick', 'weeknight'],
    ingredients: [
      { ingredient_name: 'spaghetti', amount: 400, unit: 'g' },
      { ingredient_name: 'cherry tomatoes', amount: 2, unit: 'cup', preparation: 'halved' },
      { ingredient_name: 'garlic', amount: 3, unit: 'clove', preparation: 'sliced' },
    ],
    instructions: [
      { instruction: 'Boil the pasta.', time_minutes: 10 },
      { instruction: 'Blister the tomatoes with the garlic, toss with pasta.' },
    ],
    ...overrides,
  };
}

/** Calls /api/v1 as a member (or anonymously with null). */
export function as(t: TestApp, member: Pick<Member, 'auth'> | null) {
  const headers = member?.auth ?? {};
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: API_PREFIX + path,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, payload: unknown = {}) => send('POST', path, payload),
    put: (path: string, payload: unknown) => send('PUT', path, payload),
    patch: (path: string, payload: unknown) => send('PATCH', path, payload),
    del: (path: string) => send('DELETE', path),
  };
}

/** Creates a recipe through the API and returns it; fails loudly when the API refuses. */
export async function createRecipe(
  t: TestApp,
  member: Pick<Member, 'auth'>,
  overrides: Partial<RecipeInput> = {},
): Promise<Recipe> {
  const res = await as(t, member).post('/recipes', recipeBody(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<Recipe>();
}

/** The messages of a 422, by field path ("ingredients.1.ingredient_name"). */
export function fieldErrors(res: LightMyRequestResponse): Record<string, string> {
  const detail = res.json<{ detail: Array<{ loc: (string | number)[]; msg: string }> }>().detail;
  return Object.fromEntries(detail.map((d) => [d.loc.slice(1).join('.'), d.msg]));
}

/** After moving the test clock past the access-token lifetime: the same member, signed in again. */
export async function signInAgain<M extends Member>(t: TestApp, member: M): Promise<M> {
  const tokens = await login(t.app, member.username, member.password);
  return { ...member, tokens, auth: bearer(tokens.access_token) };
}
