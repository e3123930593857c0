// `pnpm test`: every check of the project, in the order that fails fastest.
// format → lint → typecheck → build → unit/integration/story tests (PGlite) → server suite on PostgreSQL
// (when TEST_DATABASE_URL is set) → visual regression → end-to-end journeys.
import { ensureChromium } from './ensure-chromium.mjs';
import { buildIfNeeded, run } from './lib.mjs';

const started = Date.now();
ensureChromium();
run('format', 'npx', ['prettier', '--check', '.']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('typecheck', 'npx', ['tsc', '-b']);
buildIfNeeded();
run('unit, integration and story tests (embedded database)', 'npx', ['vitest', 'run']);
if (process.env.TEST_DATABASE_URL) {
  run('server suite on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], {
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped; .ci/run sets it)');
}
run('visual regression (every story vs committed baselines)', 'node', ['packages/ui/scripts/visual.mjs']);
run('end-to-end journeys', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
