import { defineConfig } from 'vitest/config';

// Each package owns its vitest config; the root runs them as projects in one process pool.
export default defineConfig({
  test: {
    projects: ['packages/api', 'packages/server', 'packages/cli', 'packages/web', 'packages/ui'],
  },
});
