import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Paths, not URLs: jsdom replaces the global URL (see features-readme.test.ts).
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const features = join(root, 'packages/web/src/features');
let eslint: ESLint;

/** The no-restricted-imports messages the repository's own config gives `code` as if it were at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(features, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries (decisions 007 and 010)', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it.each([
    ['a recipe page hosting an AI panel', 'recipes/detail/page.tsx', "import { P } from '../../ai/components/p';"],
    ['the admin area using the AI key hooks', 'admin/components/card.tsx', "import { u } from '../../ai/api/use-x';"],
    [
      'the AI home reusing the question form',
      'ai-home/components/box.tsx',
      "import { Q } from '../../ai/components/q';",
    ],
    [
      'an AI panel filling the recipe form',
      'ai/components/tab.tsx',
      "import { v } from '../../recipes/form/draft-form-values';",
    ],
    ['an import using the recipe SWR keys', 'import/api/use-x.ts', "import { k } from '../../recipes/api/keys';"],
    ['a feature using src/lib', 'shopping/routes/page.tsx', "import { c } from '../../../lib/api-client';"],
    [
      'a test using the test helpers and recipe fixtures',
      'ai/components/x.test.tsx',
      "import { r } from '../../../test/render-app';\nimport { f } from '../../recipes/detail/recipe.fixtures';",
    ],
    [
      'a feature importing itself across folders',
      'recipes/detail/page.tsx',
      "import { k } from '../api/keys';\nimport { f } from '../form/recipe-form';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    [
      'a coming feature reaching into recipes',
      'meal-plans/components/day.tsx',
      "import { C } from '../../recipes/collection/card';",
    ],
    [
      'shopping reaching into another feature',
      'shopping/routes/page.tsx',
      "import { x } from '../../friends/api/use-friends';",
    ],
    [
      'an AI panel importing a recipe page',
      'ai/components/panel.tsx',
      "import { P } from '../../recipes/detail/recipe-detail-page';",
    ],
    [
      'import using recipe fixtures outside tests',
      'import/components/preview.tsx',
      "import { f } from '../../recipes/detail/recipe.fixtures';",
    ],
    ['a feature importing the router', 'profile/routes/page.tsx', "import { r } from '../../../router';"],
    [
      'app code importing the test helpers',
      'admin-users/routes/page.tsx',
      "import { s } from '../../../test/fetch-stub';",
    ],
    [
      'a deeper file reaching another feature',
      'recipes/detail/parts/x.tsx',
      "import { a } from '../../../auth/api/use-register';",
    ],
    ['a path out of the web app', 'activity/api/use-x.ts', "import { s } from '../../../../../server/src/app';"],
  ])('refuses %s', async (_name, file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('decision 007');
  });
});
