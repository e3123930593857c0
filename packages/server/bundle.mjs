// Bundles server entry points with esbuild: dependencies stay in node_modules (native argon2, PGlite's wasm and
// extension files load relative to their own packages); only the workspace's @potluck/* sources are bundled.
// Used by build.mjs (dist/) and by benchmarks that build a server into a folder of their own.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Builds `entries` (name → path under `src`) into an emptied `out`, with the migrations beside them: migrate.ts
 * reads ./migrations next to the running file (src/db/migrations in the sources, out/migrations here).
 */
export async function bundleServer({ src, out, entries = { server: 'server.ts' }, sourcemap = false }) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(src, path)])),
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
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
  cpSync(join(src, 'db/migrations'), join(out, 'migrations'), { recursive: true });
}
