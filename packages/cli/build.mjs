// Bundles the CLI and all its dependencies into one ESM file, so startup reads one file and
// resolves no packages. `node build.mjs` from packages/cli (or `pnpm --filter @potluck/cli build`).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * ink connects to React DevTools when DEV=true, through react-devtools-core (not installed) and ws.
 * Users never need that: replace ink's devtools module with an empty one.
 */
const noInkDevtools = {
  name: 'no-ink-devtools',
  setup(b) {
    b.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) =>
      /[\\/]ink[\\/]/.test(args.importer) ? { path: 'ink-devtools', namespace: 'empty' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * zod bundles ~50 locales (about half its size) behind `z.locales`; error messages in the api
 * schemas are our own English strings and the default locale is English, so keep only `en`.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: args.resolveDir, namespace: 'zod-locales' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from '../locales/en.js';",
      resolveDir: args.path,
      loader: 'js',
    }));
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/potluck.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'eof',
  // commander and some of ink's helpers are CommonJS and call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __potluckCreateRequire } from 'node:module'; const require = __potluckCreateRequire(import.meta.url);",
  },
  // React's production build: smaller, faster, and no dev warnings in users' terminals.
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [noInkDevtools, zodEnglishOnly],
  logLevel: 'warning',
});
