// Bundle budget check: builds the app into a scratch folder, serves it with the production server, and reports
// the gzipped JavaScript a real browser downloads for /login until the network is idle (login-downloads.mjs:
// the entry, the login page and every chunk they load or preload right after) and the size of all CSS.
// Exits 1 when a budget is exceeded.
//
//   node scripts/bundle-size.mjs              build into a temporary folder, measure, remove it
//   node scripts/bundle-size.mjs --dir dist   measure an existing build (e.g. packages/web/dist)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureLoginDownloads } from './login-downloads.mjs';

const BUDGET = { loginJs: 120 * 1024, css: 30 * 1024 };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dirArg = process.argv.indexOf('--dir');
const given = dirArg > 0 ? resolve(process.argv[dirArg + 1] ?? '') : undefined;
// A scratch folder, so measuring never replaces the dist/ a running server or test may be using.
const dist = given ?? mkdtempSync(join(tmpdir(), 'potluck-web-build-'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  if (!given) {
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const loginJs = await measureLoginDownloads(dist);
  const loginTotal = loginJs.reduce((sum, f) => sum + f.size, 0);

  const assets = readdirSync(join(dist, 'assets'));
  const cssFiles = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => ({ file: `assets/${f}`, size: gz(`assets/${f}`) }));
  const cssTotal = cssFiles.reduce((sum, f) => sum + f.size, 0);
  const allJs = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(`assets/${f}`), 0);

  console.log('\nJavaScript a browser downloads for /login until the network is idle (gzipped):');
  for (const f of loginJs.sort((a, b) => b.size - a.size)) console.log(`  ${kb(f.size).padStart(9)}  ${f.file}`);
  console.log(`  ${kb(loginTotal).padStart(9)}  total in ${loginJs.length} files (budget ${kb(BUDGET.loginJs)})`);
  console.log('\nCSS (gzipped):');
  for (const f of cssFiles.sort((a, b) => b.size - a.size)) console.log(`  ${kb(f.size).padStart(9)}  ${f.file}`);
  console.log(`  ${kb(cssTotal).padStart(9)}  total (budget ${kb(BUDGET.css)})`);
  console.log(`\nAll JavaScript chunks together: ${kb(allJs)} gzipped (for information, no budget).`);

  const over = [];
  if (loginTotal > BUDGET.loginJs) over.push(`/login JavaScript ${kb(loginTotal)} > ${kb(BUDGET.loginJs)}`);
  if (cssTotal > BUDGET.css) over.push(`CSS ${kb(cssTotal)} > ${kb(BUDGET.css)}`);
  if (over.length) {
    console.error(`\nOver budget: ${over.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nWithin budget.');
  }
} finally {
  if (!given) rmSync(dist, { recursive: true, force: true });
}
