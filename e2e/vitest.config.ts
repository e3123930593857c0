import { defineConfig } from 'vitest/config';

// Journeys over the whole running app: the built server (which serves the built web app) on a fresh
// embedded database per file, driven by Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    setupFiles: ['./support/csp-check.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
