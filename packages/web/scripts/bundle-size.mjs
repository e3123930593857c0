// Bundle budget check: builds the app with a manifest, then reports the gzipped size of the
// JavaScript a visitor downloads before /login is usable (the entry chunk, the login page chunk
// and everything they import statically) and of all CSS. Exits 1 when a budget is exceeded.
//
//   node scripts/bundle-size.mjs            build, measure, remove the manifest again
//   node scripts/bundle-size.mjs --no-build measure an existing `vite build --manifest` output
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = { loginJs: 120 * 1024, css: 30 * 1024 };
const LOGIN_PAGE = 'src/features/auth/routes/login-page.tsx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
if (!existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: run without --no-build (or `vite build --manifest`).');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A manifest entry and every chunk it imports statically (what the browser must fetch with it). */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey || !manifest[LOGIN_PAGE]) {
  console.error(`Manifest lacks the entry or ${LOGIN_PAGE}: is the login route still lazy-loaded?`);
  process.exit(2);
}
// The login page is a lazy chunk, but /login requests it right after the entry runs.
const loginKeys = new Set([...staticClosure(entryKey), ...staticClosure(LOGIN_PAGE)]);
const loginFiles = [...new Set([...loginKeys].map((k) => manifest[k].file))];
const loginJs = loginFiles.map((file) => ({ file, size: gz(file) }));
const loginTotal = loginJs.reduce((sum, f) => sum + f.size, 0);

const assets = readdirSync(join(dist, 'assets'));
const cssFiles = assets
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({ file: `assets/${f}`, size: gz(`assets/${f}`) }));
const cssTotal = cssFiles.reduce((sum, f) => sum + f.size, 0);
const allJs = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(`assets/${f}`), 0);

console.log('\nInitial JavaScript for /login (gzipped):');
for (const f of loginJs.sort((a, b) => b.size - a.size)) console.log(`  ${kb(f.size).padStart(9)}  ${f.file}`);
console.log(`  ${kb(loginTotal).padStart(9)}  total (budget ${kb(BUDGET.loginJs)})`);
console.log('\nCSS (gzipped):');
for (const f of cssFiles.sort((a, b) => b.size - a.size)) console.log(`  ${kb(f.size).padStart(9)}  ${f.file}`);
console.log(`  ${kb(cssTotal).padStart(9)}  total (budget ${kb(BUDGET.css)})`);
console.log(`\nAll JavaScript chunks together: ${kb(allJs)} gzipped (for information, no budget).`);

if (!process.argv.includes('--no-build')) rmSync(join(dist, '.vite'), { recursive: true, force: true });

const over = [];
if (loginTotal > BUDGET.loginJs) over.push(`/login JavaScript ${kb(loginTotal)} > ${kb(BUDGET.loginJs)}`);
if (cssTotal > BUDGET.css) over.push(`CSS ${kb(cssTotal)} > ${kb(BUDGET.css)}`);
if (over.length) {
  console.error(`\nOver budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
