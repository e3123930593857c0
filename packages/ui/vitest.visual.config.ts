import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumProvider, VISUAL_CHROMIUM_ARGS, VIEWPORT } from './scripts/chromium.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Committed reference images, one per story. */
export const BASELINE_DIR = here('./visual-baselines');
/** Actual and diff images of failed comparisons (git-ignored). */
export const DIFF_DIR = here('./.vitest-attachments/visual');

// A fresh object per project: Vitest names the browser instances in place.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromiumProvider(VISUAL_CHROMIUM_ARGS, { reducedMotion: 'reduce' }),
  instances: [{ browser: 'chromium' as const }],
  viewport: VIEWPORT,
  api: { allowWrite: true },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Threshold 0: any changed pixel, anti-aliasing included, is a failure.
      comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
      resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => `${BASELINE_DIR}/${arg}${ext}`,
      resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) => `${DIFF_DIR}/${arg}${ext}`,
    },
  },
});

const shared = () => ({
  // See vitest.config.ts: a mid-run dependency discovery reloads the page.
  optimizeDeps: { force: true },
  test: {
    setupFiles: [here('./scripts/visual-setup.ts')],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Radix layers animate open and closed; on a loaded machine the accessibility check after a play has
    // caught one mid-transition. A story that fails again on its retry is a real failure.
    retry: 1,
    // Screenshots must be written, which the storybook plugin forbids by default.
    api: { allowWrite: true },
    browser: browser(),
  },
});

/**
 * The story tests: every story rendered in Debian Chromium, its play function and accessibility check run,
 * then compared pixel by pixel with its baseline (the one run of the stories, decision 026); stories tagged `dark-check` are captured (and accessibility-checked) in the dark
 * theme too. Run through `pnpm --filter @potluck/ui visual:test` (or `visual:update`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...shared(),
        plugins: [storybookTest({ configDir: here('../../.storybook') })],
        test: { ...shared().test, name: 'ui-visual' },
      },
      {
        ...shared(),
        plugins: [
          storybookTest({
            configDir: here('../../.storybook'),
            tags: { include: ['dark-check'] },
            initialGlobals: { theme: 'dark' },
          }),
        ],
        test: { ...shared().test, name: 'ui-visual-dark' },
      },
    ],
  },
});
