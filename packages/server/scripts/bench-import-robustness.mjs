// Web-page import on broken pages (issue 19: "none answers 5xx"; a script, not a timed test).
//   node packages/server/scripts/bench-import-robustness.mjs [--pages ../shared/import-pages-dev] [--only name]
// Every saved page of the folder (see bench-import-pages.mjs) is broken in each way of MANGLES below (cut short,
// tags left unclosed, quotes swapped, scripts mislabelled as JSON-LD, nested thousands of levels deep, letters and
// digits replaced) and read as the import does (readRecipePage with the built-in text parser, then the recipe
// form's check). Any answer but a reading or a 422 is a failure, printed with its stack. Also prints how long
// the readings took (median, p99, slowest) per way of breaking.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { values } = parseArgs({
  options: { pages: { type: 'string', default: '../shared/import-pages-dev' }, only: { type: 'string' } },
});
const folder = resolve(repoRoot, values.pages);
if (!existsSync(folder)) {
  console.log(`No pages: ${folder} is missing (the bench needs the saved pages beside the repository).`);
  process.exit(0);
}

/** Ways real pages come broken, or are made hostile. */
const MANGLES = {
  'cut short': (html, n) => html.slice(0, Math.floor((html.length * ((n % 9) + 1)) / 10)),
  'closing tags dropped': (html) => html.replace(/<\/(div|li|ul|ol|p|span|section|article)>/g, ''),
  'double quotes as single': (html) => html.replace(/"/g, "'"),
  'every script as JSON-LD': (html) => html.replace(/<script/g, '<script type="application/ld+json"'),
  'nested 16,000 deep': (html) => '<div><span>'.repeat(8000) + html,
  'letters replaced': (html) => html.replace(/e/g, 'é'),
  'digits as fractions': (html) => html.replace(/\d/g, '½'),
  // Thousands of blocks named as a recipe card's parts, none beside the other: the named-blocks reader walks the
  // page once for each kind, not once for each block.
  'named blocks by the thousand': (html) =>
    html.replace(
      /<body([^>]*)>/i,
      `<body$1>${'<div class="ingredients"><p>1 egg</p><p>2 cups flour</p></div><div><p>A line of text.</p></div>'.repeat(3000)}`,
    ),
};
const only = values.only ? { [values.only]: MANGLES[values.only] } : MANGLES;
if (values.only && !MANGLES[values.only]) throw new Error(`--only is one of: ${Object.keys(MANGLES).join(', ')}`);

register();
const { readRecipePage } = await import('../src/features/import/page-reader.ts');
const { validateDraft } = await import('../src/features/import/mapping/draft.ts');
const { parseRecipeText } = await import('../../api/src/domain/index.ts');
const builtin = async (text) => ({ ...parseRecipeText(text), parser: 'builtin' });

const names = readdirSync(folder).filter((f) => f.endsWith('.html.gz'));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
let failures = 0;
let n = 0;
console.log(`Import of ${names.length} saved pages, each broken ${Object.keys(only).length} ways`);
for (const [way, mangle] of Object.entries(only)) {
  const times = [];
  const answers = { read: 0, 422: 0, other: 0 };
  for (const name of names) {
    const html = mangle(gunzipSync(readFileSync(join(folder, name))).toString('utf8'), n++);
    const started = performance.now();
    try {
      validateDraft(await readRecipePage(html, 'https://pages.example/recipe', builtin), false);
      answers.read++;
    } catch (err) {
      if (err?.status === 422) answers[422]++;
      else {
        answers.other++;
        failures++;
        console.log(
          `  FAIL ${way}: ${name}\n    ${String(err?.stack ?? err)
            .split('\n')
            .slice(0, 4)
            .join('\n    ')}`,
        );
      }
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (t) => `${t.toFixed(0)} ms`;
  console.log(
    `  ${way.padEnd(24)} read ${String(answers.read).padStart(3)}  422 ${String(answers[422]).padStart(3)}  other ${answers.other}` +
      `  time p50 ${ms(quantile(times, 0.5))}  p99 ${ms(quantile(times, 0.99))}  max ${ms(times.at(-1) ?? 0)}`,
  );
}
console.log(failures === 0 ? 'Every reading answered a recipe or a 422.' : `${failures} readings failed.`);
process.exit(failures === 0 ? 0 : 1);
