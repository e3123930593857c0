// `pnpm test`: every check of the project. The bundles are built first; then two lanes run side by side
// (decision 026), each in the order that fails fastest, and the first failure stops both:
//   checks and node tests: format → lint → typecheck → unit and integration tests (server on the embedded
//                          database) → server suite on PostgreSQL (when TEST_DATABASE_URL is set)
//   browser:               stories (play functions, accessibility, pixels vs committed baselines) → e2e journeys
import { ensureChromium } from './ensure-chromium.mjs';
import { runLanes } from './lanes.mjs';
import { buildIfNeeded } from './lib.mjs';

const started = Date.now();
const npx = (label, ...args) => ({ label, cmd: 'npx', args });
const postgres = process.env.TEST_DATABASE_URL;

ensureChromium();
buildIfNeeded();
if (!postgres) {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped; .ci/run sets it)');
}
await runLanes([
  {
    name: 'node',
    steps: [
      npx('format', 'prettier', '--check', '.'),
      npx('lint', 'eslint', '.', '--max-warnings=0'),
      npx('typecheck', 'tsc', '-b'),
      // The embedded database here, whatever the caller's environment says: PostgreSQL has its own step.
      {
        ...npx('unit and integration tests (embedded database)', 'vitest', 'run'),
        env: { TEST_DATABASE_URL: undefined },
      },
      ...(postgres ? [npx('server suite on PostgreSQL', 'vitest', 'run', '--project', 'server')] : []),
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
