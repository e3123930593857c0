import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumProvider, VISUAL_CHROMIUM_ARGS, VIEWPORT } from './scripts/chromium.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Committed reference images, one per story. */
export const BASELINE_DIR = here('./visual-baselines');
/** Actual and diff images of failed comparisons (git-ignored). */
export const DIFF_DIR = here('./.vitest-attachments/visual');

/**
 * Visual regression: every story rendered in Debian Chromium and compared pixel by pixel with
 * its baseline. Run through `pnpm --filter @potluck/ui visual:test` (or `visual:update`).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: here('../../.storybook') })],
  // See vitest.config.ts: a mid-run dependency discovery reloads the page.
  optimizeDeps: { force: true },
  test: {
    name: 'ui-visual',
    setupFiles: [here('./scripts/visual-setup.ts')],
    // Screenshots must be written, which the storybook plugin forbids by default.
    api: { allowWrite: true },
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(VISUAL_CHROMIUM_ARGS, { reducedMotion: 'reduce' }),
      instances: [{ browser: 'chromium' }],
      viewport: VIEWPORT,
      api: { allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Threshold 0: any changed pixel, anti-aliasing included, is a failure.
          comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
          resolveScreenshotPath: ({ arg, ext }) => `${BASELINE_DIR}/${arg}${ext}`,
          resolveDiffPath: ({ arg, ext }) => `${DIFF_DIR}/${arg}${ext}`,
        },
      },
    },
  },
});
