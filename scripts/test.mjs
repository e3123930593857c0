// `pnpm test`: every check of the project. The bundles are built first; then three lanes run side by side
// (decision 026), each in the order that fails fastest, and the first failure stops them all:
//   checks:  format → lint → typecheck → e2e journeys (the built server on the embedded database, in Chromium)
//   node:    unit and integration tests of every package (the server suite on PostgreSQL when TEST_DATABASE_URL
//            is set, as .ci/run sets it, else on the embedded database)
//   stories: every story in Chromium: play function, accessibility, pixels vs committed baselines
// The lanes take about as long as each other on a 2-core machine: the stories alone are the longest step.
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
    name: 'checks',
    steps: [
      npx('format', 'prettier', '--check', '.'),
      npx('lint', 'eslint', '.', '--max-warnings=0'),
      npx('typecheck', 'tsc', '-b'),
      npx('end-to-end journeys', 'vitest', 'run', '--config', 'e2e/vitest.config.ts'),
    ],
  },
  { name: 'node', steps: [npx(`unit and integration tests (server suite on ${database})`, 'vitest', 'run')] },
  {
    name: 'stories',
    steps: [
      {
        label: 'stories: play functions, accessibility and pixels',
        cmd: 'node',
        args: ['packages/ui/scripts/visual.mjs'],
      },
    ],
  },
]);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
