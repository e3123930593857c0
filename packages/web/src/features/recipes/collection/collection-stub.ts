import type { RecipePage } from '@potluck/api';
import { member, stubFetch, type StubHandler, type StubRequest } from '../../../test/fetch-stub';
import type { renderApp } from '../../../test/render-app';

/**
 * Before a file's tests (beforeAll, with a long timeout): Radix Select measures and captures the pointer, which
 * jsdom lacks; and the page chunk is loaded up front, so a file's first test does not spend its wait for the
 * page on transforming the page's modules.
 */
export async function prepareRecipesPage() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  await import('./recipes-page');
}

const queryOf = (req: StubRequest) => Object.fromEntries(new URL(req.path, 'http://x').searchParams);

/**
 * The recipe list answers any query (GET /recipes?…); `list` sees the parsed query. Other routes are
 * exact, as in stubFetch.
 */
export function stubCollection(
  list: (query: Record<string, string>, req: StubRequest) => RecipePage | { status: number; body: unknown },
  extra: Record<string, StubHandler> = {},
) {
  const exact: Record<string, StubHandler> = {
    'GET /auth/me': () => ({ body: member }),
    'GET /categories/categories': () => ({
      body: {
        items: [
          { id: 3, name: 'Pasta', icon: null },
          { id: 4, name: 'Soups', icon: null },
        ],
      },
    }),
    ...extra,
  };
  const handlers = new Proxy(exact, {
    get(target, key: string) {
      if (key in target) return target[key];
      if (/^GET \/recipes\/?\?/.test(key)) {
        return (req: StubRequest) => {
          const answer = list(queryOf(req), req);
          return 'items' in answer ? { body: answer } : answer;
        };
      }
      return undefined;
    },
  });
  const stub = stubFetch(handlers);
  const listCalls = () => stub.calls.filter((c) => c.method === 'GET' && /^\/recipes\/?\?/.test(c.path)).map(queryOf);
  return { ...stub, listCalls };
}

/** The page address's query as an object. */
export const search = (router: ReturnType<typeof renderApp>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
