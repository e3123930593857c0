import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    environment: 'node',
    include: ['src/**/*.test.ts?(x)'],
    // Builds the CLI and server bundles once; the e2e tests run them as child processes.
    globalSetup: ['./src/e2e/global-setup.ts'],
  },
});
