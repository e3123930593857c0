import type { AiStatus, Recipe, RecipeVersion, User } from '@potluck/api';
import { storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp, type RenderedApp } from '../../../test/render-app';
import { readerUser, soupRecipe, soupVersions } from '../../recipes/detail/recipe.fixtures';
import { aiOn } from './ai.fixtures';

/**
 * /recipes/7 with the AI calls stubbed at the fetch boundary (tests only). The recipe and its versions
 * are mutable, so a handler can change them the way the server would and the page's reload shows it.
 */
interface AiPageState {
  recipe: Recipe;
  versions: RecipeVersion[];
}

export function renderRecipeWithAi(
  opts: { user?: User; recipe?: Recipe; status?: AiStatus; extra?: Record<string, StubHandler> } = {},
): ReturnType<typeof stubFetch> & RenderedApp & { state: AiPageState } {
  storeTokens();
  const state: AiPageState = { recipe: opts.recipe ?? soupRecipe, versions: [...soupVersions] };
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: opts.user ?? readerUser }),
    'GET /recipes/7': () => ({ body: state.recipe }),
    'GET /ai-chef/recipe/7/versions': () => ({ body: { versions: state.versions } }),
    'GET /recipes/7/like-status': () => ({ body: { is_liked: false, like_count: 0 } }),
    'GET /bookmarks/check/7': () => ({ body: { is_bookmarked: false, collection_name: null, bookmark_count: 0 } }),
    'GET /ai/status': () => ({ body: opts.status ?? aiOn }),
    ...opts.extra,
  });
  return { ...stub, ...renderApp('/recipes/7'), state };
}
