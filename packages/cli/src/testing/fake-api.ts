import {
  RECIPE_LIMIT_WITH_SEARCH,
  RECIPE_LIMIT_WITHOUT_SEARCH,
  recipeSummarySchema,
  type Recipe,
  type User,
} from '@potluck/api';
import { createImportRoutes, type ImportState } from './fake-import-api';
import { createMealPlanRoutes, type MealPlanState } from './fake-meal-plans-api';
import { BOBS_LIST, createShoppingRoutes, WEEKLY, type ShoppingState } from './fake-shopping-api';
import { RECIPES } from './fake-recipes';

export const ALICE: User = {
  id: 1,
  email: 'alice@example.com',
  username: 'alice',
  display_name: null,
  first_name: 'Alice',
  last_name: null,
  avatar_url: null,
  role: 'admin',
  is_active: true,
};
export const PASSWORD = 'correct horse battery';
export const WRONG_PASSWORD_DETAIL = 'Incorrect email/username or password';

/** Whether every word of `search` is in the recipe's title, description, tags or ingredient names. */
function matches(recipe: Recipe, search: string): boolean {
  const text = [
    recipe.title,
    recipe.description ?? '',
    ...recipe.tags.map((t) => t.name),
    ...recipe.ingredients.map((i) => i.ingredient_name),
  ]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/**
 * A fetch that answers the auth and recipe-reading endpoints the way the server's contract says, in
 * memory. `expireAccess()` makes every issued access token stale, to exercise refresh-and-retry.
 * `state.recipes` is what the server holds: ALICE sees published public ones and her own.
 */
export function fakeApi(origin = 'http://potluck.test') {
  let counter = 0;
  const access = new Set<string>();
  const refresh = new Set<string>();
  const state = {
    down: false,
    refreshWorks: true,
    calls: [] as string[],
    /** Path and query of every call ("/recipes?search=pie&limit=5"). */
    urls: [] as string[],
    revoked: [] as string[],
    authHeaders: [] as string[],
    recipes: [...RECIPES] as Recipe[],
    expireOnNextUpload: false,
    uploadLimits: {
      max_file_size: 10 * 1024 * 1024,
      max_file_size_mb: 10,
      supported_formats: ['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF', 'AVIF'],
    },
    images: [] as Array<
      Record<string, unknown> & {
        id: number;
        recipe_id: number;
        is_featured: boolean;
        image_url: string;
        bytes: number;
      }
    >,
    pages: {} as ImportState['pages'],
    importRequests: [] as ImportState['importRequests'],
    parseFailure: null as ImportState['parseFailure'],
    lists: [WEEKLY, BOBS_LIST] as ShoppingState['lists'],
    shoppingRequests: [] as ShoppingState['shoppingRequests'],
    plans: [] as MealPlanState['plans'],
  };
  const importRoutes = createImportRoutes(state, ALICE.id);
  const shoppingRoutes = createShoppingRoutes(state, ALICE.id);
  const mealPlanRoutes = createMealPlanRoutes(state, ALICE.id);

  const json = (status: number, body: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const issue = () => {
    counter += 1;
    access.add(`access-${counter}`);
    refresh.add(`refresh-${counter}`);
    return { access_token: `access-${counter}`, refresh_token: `refresh-${counter}`, token_type: 'bearer' };
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (state.down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/v1', '');
    const auth = new Headers(init?.headers).get('authorization');
    state.calls.push(`${method} ${url.origin}${path}`);
    state.urls.push(`${path}${url.search}`);
    if (auth) state.authHeaders.push(`${url.origin} ${auth}`);
    if (url.origin !== origin) throw new TypeError('fetch failed');
    const signedIn = auth !== null && access.has(auth.replace('Bearer ', ''));
    if (path.startsWith('/images/'))
      return signedIn ? images(method, path, url, init) : json(401, { detail: 'Not authenticated' });
    const imported = signedIn ? await importRoutes(method, path, url, init) : null;
    if (imported) return imported;
    const shopping = signedIn && path.startsWith('/shopping/') ? shoppingRoutes(method, path, url, init) : null;
    if (shopping) return shopping;
    const planned = signedIn ? mealPlanRoutes(method, path, url, init) : null;
    if (planned) return planned;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};

    if (method === 'POST' && path === '/auth/login-json') {
      const known = [ALICE.username, ALICE.email].includes(body.email_or_username ?? '');
      return known && body.password === PASSWORD ? json(200, issue()) : json(401, { detail: WRONG_PASSWORD_DETAIL });
    }
    if (method === 'POST' && path === '/auth/refresh') {
      const token = body.refresh_token ?? '';
      if (!state.refreshWorks || !refresh.delete(token)) return json(401, { detail: 'Invalid refresh token' });
      return json(200, issue());
    }
    if (!signedIn) return json(401, { detail: 'Not authenticated' });
    if (method === 'GET' && path === '/auth/me') return json(200, ALICE);
    if (method === 'POST' && path === '/auth/logout') {
      if (body.refresh_token) {
        refresh.delete(body.refresh_token);
        state.revoked.push(body.refresh_token);
      }
      return json(200, { message: 'Logged out' });
    }
    if (method === 'GET' && (path === '/recipes' || path === '/recipes/my/recipes')) {
      const search = url.searchParams.get('search') ?? '';
      const mine = path === '/recipes/my/recipes';
      const visible = state.recipes.filter((r) =>
        mine
          ? r.author_id === ALICE.id
          : (r.status === 'published' && r.visibility === 'public') || r.author_id === ALICE.id,
      );
      const found = visible.filter((r) => !search || matches(r, search));
      const limit = Number(
        url.searchParams.get('limit') ?? (search ? RECIPE_LIMIT_WITH_SEARCH : RECIPE_LIMIT_WITHOUT_SEARCH),
      );
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const items = found.slice(offset, offset + limit).map((r) => recipeSummarySchema.parse(r));
      return json(200, { items, total: found.length, limit, offset, total_capped: false });
    }
    const recipe = /^\/recipes\/(\d+)$/.exec(path) ?? /^\/recipes\/slug\/([^/]+)$/.exec(path);
    if (method === 'GET' && recipe) {
      const key = decodeURIComponent(recipe[1] ?? '');
      const found = state.recipes.find((r) => (path.includes('/slug/') ? r.slug === key : r.id === Number(key)));
      return found ? json(200, found) : json(404, { detail: 'Recipe Not Found' });
    }
    return json(404, { detail: 'Not found' });
  };

  /** Upload limits, uploads (multipart, parsed as the server would) and the photo list of a recipe. */
  async function images(method: string, path: string, url: URL, init: RequestInit | undefined): Promise<Response> {
    if (method === 'GET' && path === '/images/upload-limits') return json(200, state.uploadLimits);
    const upload = /^\/images\/recipe\/(\d+)\/upload$/.exec(path);
    if (method === 'POST' && upload) {
      if (state.expireOnNextUpload) {
        // The access token runs out just as the upload starts: the client refreshes and sends it again.
        state.expireOnNextUpload = false;
        access.clear();
        return json(401, { detail: 'Token expired' });
      }
      const form = await new Request(url, {
        method,
        headers: init?.headers,
        body: init?.body,
        duplex: 'half',
      } as RequestInit).formData();
      const file = form.get('file');
      if (!(file instanceof File))
        return json(422, { detail: 'Please choose an image file to upload (multipart field "file")' });
      const recipeId = Number(upload[1]);
      const existing = state.images.filter((i) => i.recipe_id === recipeId);
      const featured = existing.length === 0 || form.get('image_type') === 'featured';
      if (featured) existing.forEach((i) => (i.is_featured = false));
      const image = {
        id: state.images.length + 1,
        recipe_id: recipeId,
        image_url: `/api/v1/images/serve/recipes/${file.name}`,
        image_type: String(form.get('image_type') ?? 'gallery'),
        step_number: form.get('step_number') ? Number(form.get('step_number')) : null,
        caption: (form.get('caption') as string | null) ?? null,
        alt_text: (form.get('alt_text') as string | null) ?? null,
        is_featured: featured,
        order_index: existing.length,
        width: 800,
        height: 600,
        thumbnails: {},
        created_at: '2026-11-21T10:00:00Z',
        bytes: file.size,
      };
      state.images.push(image);
      return json(201, image);
    }
    const list = /^\/images\/recipe\/(\d+)\/images$/.exec(path);
    if (method === 'GET' && list) {
      const items = state.images.filter((i) => i.recipe_id === Number(list[1]));
      return json(200, { images: items, featured_image_url: items.find((i) => i.is_featured)?.image_url ?? null });
    }
    return json(404, { detail: 'Not found' });
  }

  return { origin, fetch, state, expireAccess: () => access.clear() };
}
