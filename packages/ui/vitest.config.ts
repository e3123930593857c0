import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumProvider, VIEWPORT } from './scripts/chromium.ts';

/**
 * The package's plain unit tests (`*.test.ts(x)`), in Chromium. The stories themselves (play functions,
 * accessibility checks and pixels) run once, in the visual project (vitest.visual.config.ts, decision 026).
 */
export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  // Re-scan dependencies at every start: a dependency first met mid-run makes Vite reload the page and fail
  // unrelated tests.
  optimizeDeps: { force: true },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
      viewport: VIEWPORT,
    },
  },
});
