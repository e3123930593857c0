import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject, type Plugin } from 'vitest/config';
import { chromiumProvider, VIEWPORT } from './scripts/chromium.ts';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

/**
 * The storybook plugin replaces `test.include` with the story files. Plain unit tests of the
 * package (`*.test.ts(x)`) are added back after it, so one project runs both in Chromium.
 */
const unitTests: Plugin = {
  name: 'potluck:ui-unit-tests',
  config: () => ({ test: { include: ['src/**/*.test.{ts,tsx}'] } }),
};

export default defineProject({
  plugins: [storybookTest({ configDir: storybookConfigDir }), unitTests],
  test: {
    name: 'ui',
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
      viewport: VIEWPORT,
    },
  },
});
