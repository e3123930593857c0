// `pnpm test`: every check of the project. The bundles are built first; then two lanes run side by side
// (decision 026), each in the order that fails fastest, and the first failure stops both:
//   node:    format → lint → typecheck → unit and integration tests of every package (the server suite on
//            PostgreSQL when TEST_DATABASE_URL is set, as .ci/run sets it, else on the embedded database)
//   browser: every story in Chromium (play function, accessibility, pixels vs committed baselines) → e2e
//            journeys (the built server on the embedded database, in Chromium)
// The two lanes take about as long as each other on a 2-core machine; a third lane made heavy tests time out.
import { ensureChromium } from './ensure-chromium.mjs';
import { runLanes } from './lanes.mjs';
import { buildIfNeeded } from './lib.mjs';

const started = Date.now();
const npx = (label, ...args) => ({ label, cmd: 'npx', args });
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database';

ensureChromium();
buildIfNeeded();
await runLanes([
  {
    name: 'node',
    steps: [
      npx('format', 'prettier', '--check', '.'),
      npx('lint', 'eslint', '.', '--max-warnings=0'),
      npx('typecheck', 'tsc', '-b'),
      npx(`unit and integration tests (server suite on ${database})`, 'vitest', 'run'),
    ],
  },
  {
    name: 'browser',
    steps: [
      {
        label: 'stories: play functions, accessibility and pixels',
        cmd: 'node',
        args: ['packages/ui/scripts/visual.mjs'],
      },
      npx('end-to-end journeys', 'vitest', 'run', '--config', 'e2e/vitest.config.ts'),
    ],
  },
]);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
