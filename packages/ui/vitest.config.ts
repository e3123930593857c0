import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject, type Plugin } from 'vitest/config';
import { chromiumProvider, VIEWPORT } from './scripts/chromium.ts';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const packageDir = dirname(fileURLToPath(import.meta.url));
// Storybook makes its config's parent folder (the repository root) the Vite root.
const fromRoot = relative(dirname(storybookConfigDir), packageDir);

/**
 * The storybook plugin replaces `test.include` with the story files. Plain unit tests of the
 * package (`*.test.ts(x)`) are added back after it, so one project runs both in Chromium.
 */
const unitTests: Plugin = {
  name: 'potluck:ui-unit-tests',
  enforce: 'post',
  config: () => ({ test: { include: [`${fromRoot}/src/**/*.test.{ts,tsx}`] } }),
};

export default defineProject({
  plugins: [storybookTest({ configDir: storybookConfigDir }), unitTests],
  // Re-scan dependencies at every start: a dependency first met mid-run (a story importing a
  // package the cached scan never saw) makes Vite reload the page and fail unrelated tests.
  optimizeDeps: { force: true },
  test: {
    name: 'ui',
    // Radix layers animate open and closed; on a loaded machine the accessibility check after a play has
    // twice caught one mid-transition. A story that fails again on its retry is a real failure.
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
      viewport: VIEWPORT,
    },
  },
});
