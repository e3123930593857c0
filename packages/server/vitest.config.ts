import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Builds one migrated database template per run; each test file clones it (PGlite dump or CREATE DATABASE ... TEMPLATE).
    globalSetup: ['./src/test/global-setup.ts'],
    // Test files share their worker's module cache: each still gets its own database and app, and this saves
    // re-importing Fastify, zod and drizzle for every file.
    isolate: false,
    // The suite shares a 2-core machine with the story run (decision 026): tests that migrate several embedded
    // databases (backup and restore) took over 20 s there.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
