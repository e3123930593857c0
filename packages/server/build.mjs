// Bundles the server into dist/server.js. Dependencies stay in node_modules (native argon2, PGlite's wasm and
// extension files load relative to their own packages); only the workspace's @potluck/* sources are bundled.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

// The server, and the restore command (`pnpm restore FILE`) that shares its configuration and database code.
await build({
  entryPoints: { server: join(root, 'src/server.ts'), restore: join(root, 'src/restore.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-dependencies',
      setup(b) {
        // Bare imports are external, except our own workspace packages.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@potluck/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// migrate.ts reads ./migrations next to the running file: src/db/migrations in the sources, dist/migrations here.
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log('Built dist/server.js and dist/restore.js');
