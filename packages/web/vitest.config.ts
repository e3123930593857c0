import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.ts?(x)'],
    // Page tests render the real route table and import lazy chunks on first use; on a loaded
    // machine the first test of a file can pass 5 s while the module graph transforms.
    testTimeout: 20_000,
    // Test files share their worker's module cache (as the server's do): each renders its own router with a
    // fresh SWR cache and the setup file clears storage, and this saves re-importing React, the router and the
    // design system for every file (the web project took 600 s isolated, 270 s shared; decision 026).
    isolate: false,
  },
  plugins: [vanillaExtractPlugin(), react()],
});
