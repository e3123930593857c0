// `pnpm restore FILE [--force]`: build what is out of date, then restore a backup into the instance the
// environment names (the same variables as `pnpm start`). Stop the server first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded, root, run, start } from './lib.mjs';

buildIfNeeded();
const server = join(root, 'packages/server');
// A bundle built before the restore command existed is not older than the sources: build it once more.
if (!existsSync(join(server, 'dist/restore.js'))) run('build server', 'node', ['build.mjs'], { cwd: server });
const restore = start('node', ['packages/server/dist/restore.js', ...process.argv.slice(2)]);
restore.on('exit', (code) => process.exit(code ?? 1));
