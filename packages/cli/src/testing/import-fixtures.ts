import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Cleanups } from './logged-in';

/** A page with its recipe in JSON-LD, as recipe sites publish them. */
export function recipePage(name: string, ingredients: string[], steps: string[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeIngredient: ingredients,
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
  return `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${name}</h1></body></html>`;
}

export const schemaRecipe = (name: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  recipeIngredient: ['2 cups flour', '1 tsp salt'],
  recipeInstructions: ['Mix everything.', 'Bake until golden.'],
});

export const TEXT_RECIPE = `Grandma's Lemon Bars
- 2 cups flour
- 1 cups sugar
- 4 lemons
1. Press the crust into a pan and bake it.
2. Pour the lemon filling over and bake again.
`;

/** A temp folder with the given files (paths may have folders); removed after the test. */
export async function folderWith(cleanups: Cleanups, files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'potluck-import-'));
  cleanups.add(() => rm(dir, { recursive: true, force: true }));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
  return dir;
}
