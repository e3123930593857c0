import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: each page is its own chunk, so /login does not download the
 * shell, and the shell does not download pages nobody opened.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? ComponentType<P> : never {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<unknown> })) as never;
}

/** A failed chunk download (usually a new deployment replaced the files): only a reload helps. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
