// Bundles the server into dist/server.js (see bundle.mjs), and the restore command (`pnpm restore FILE`), which
// shares its configuration and database code, into dist/restore.js.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));
await bundleServer({
  src: join(root, 'src'),
  out: join(root, 'dist'),
  entries: { server: 'server.ts', restore: 'restore.ts' },
  sourcemap: true,
});
console.log('Built dist/server.js and dist/restore.js');
