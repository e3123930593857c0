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
  },
  plugins: [vanillaExtractPlugin(), react()],
});
