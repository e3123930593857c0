#!/usr/bin/env node
// The CLI is one bundled file (see build.mjs); this stub only finds it.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/potluck.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('potluck is not built yet: run `pnpm build` (or `node packages/cli/build.mjs`).\n');
  process.exit(1);
}
await import(bundle.href);
