#!/usr/bin/env node
// The story tests' entry point: every story's play function and accessibility check, then its pixels.
//   node scripts/visual.mjs            run every story, compare it with visual-baselines/ (fails on any pixel)
//   node scripts/visual.mjs --update   re-record all baselines on purpose (stale ones are removed)
// Extra arguments go to vitest, e.g. `-t "Recipe Card"` to narrow a run.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = args.filter((arg) => arg !== '--update');
const narrowed = passThrough.length > 0;

rmSync(join(packageDir, '.vitest-attachments', 'visual'), { recursive: true, force: true });
// A full update starts from an empty folder so baselines of deleted stories disappear.
if (update && !narrowed) rmSync(join(packageDir, 'visual-baselines'), { recursive: true, force: true });

const vitestCli = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const result = spawnSync(
  process.execPath,
  // `--update` takes an optional value, so it goes last where it cannot swallow a file filter.
  [
    vitestCli,
    'run',
    ...passThrough,
    '--config',
    join(packageDir, 'vitest.visual.config.ts'),
    ...(update ? ['--update=all'] : []),
  ],
  { cwd: packageDir, stdio: 'inherit', env: { ...process.env, CI: update ? '' : 'true' } },
);

if (result.status !== 0 && !update) {
  console.error(
    `\nA story failed its play function, its accessibility check or its pixels. For pixels see ${join(packageDir, '.vitest-attachments', 'visual')} (actual and diff images).`,
  );
  console.error('If a pixel change is intended, run: pnpm --filter @potluck/ui visual:update');
}
process.exit(result.status ?? 1);
