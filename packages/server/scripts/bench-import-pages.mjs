// Web-page import quality over real saved recipe pages (issue 19; a script, not a timed test).
//   node scripts/bench-import-pages.mjs [--pages ../shared/import-pages-dev] [--direct] [--skip-build]
//                                       [--engines pglite] [--worst 15] [--out x.json] [--page name-part] [--layout name]
// Every <site>__<name>.html.gz of the folder (from the repo root; see its README.md) goes through the real
// import path — POST /recipes/import-html with preview on the built server (dist/server.js), a bench admin
// signed in — and its answer is scored against <site>__<name>.json: the title, every ingredient line, every
// step, servings. A page "reads well" with the right title, every ingredient line and every step. A 5xx (or
// any answer other than 200 or 422) is a failure of its own. The pages are split for good by a hash of their
// file name: about 30 % are held out (never looked at while tuning) and both figures are printed.
// --direct reads the pages in this process (readRecipePage with the built-in text parser), without a server:
// quicker while tuning, but only the server run checks the answers' status codes.
// --dump <folder> (with --page) writes each page as it was read, after --visible-only and --layout.
// Held-out pages are never named or shown (not in the worst list, not with --page) unless --show-held-out.
// Each set's misses are also counted by where their reading came from (structured data, structured with the page's
// visible rows, the visible recipe alone, the text parser, refused) and by how they differ: totals, no page named.
// --without-data reads only the pages that have no structured recipe (with --layout: how such pages hold up).
// --visible-only strips the pages' structured data (JSON-LD, microdata) first: the reading of the visible page
// alone, as on a site without structured data. --layout <name> (with --visible-only) rewrites the pages' markup as
// other sites write it (lists as divs, headings as bold lines, …: LAYOUTS below) to check the reading holds; the
// ld-… layouts (without --visible-only) make the structured data poorer than the page (steps as one text, missing);
// the noise layouts add what real sites put around a recipe (a sidebar, a table of contents, ad slots, comments:
// docs/decisions/028), with or without --visible-only.
//   node scripts/bench-import-pages.mjs --direct --skip-build --visible-only --layout lists-as-divs
//   node scripts/bench-import-pages.mjs --direct --skip-build --layout ld-steps-one-text
//   node scripts/bench-import-pages.mjs --direct --skip-build --visible-only --layout headings-as-bold+lists-as-line-breaks
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { ENGINE_OPTIONS, benchEveryEngine, scratchDatabase, signIn } from './bench-common.mjs';
import { startServer, stopServer } from './bench-server.mjs';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { values } = parseArgs({
  options: {
    ...ENGINE_OPTIONS,
    engines: { type: 'string', default: 'pglite' },
    pages: { type: 'string', default: '../shared/import-pages-dev' },
    direct: { type: 'boolean', default: false },
    worst: { type: 'string', default: '15' },
    page: { type: 'string' },
    'visible-only': { type: 'boolean', default: false },
    layout: { type: 'string' },
    'show-held-out': { type: 'boolean', default: false },
    'without-data': { type: 'boolean', default: false },
    dump: { type: 'string' },
  },
});
const folder = resolve(repoRoot, values.pages);
if (!existsSync(folder)) {
  console.log(`No pages to score: ${folder} is missing (the bench needs the saved pages beside the repository).`);
  process.exit(0);
}

register();
const { scorePage } = await import('../src/features/import/bench/page-score.ts');
// (Each saved page read in the charset it names, as the import of its address reads it.)
const { decodePage } = await import('../src/features/import/page-charset.ts');
const ADMIN = {
  username: 'bench_importer',
  email: 'bench_importer@example.com',
  password: 'bench-importer-password-1',
};
const HELD_OUT_SHARE = 0.3;

/** Held out for good when the first two bytes of the name's SHA-1 fall in the lowest 30 %. */
const heldOut = (name) => createHash('sha1').update(name).digest().readUInt16BE(0) / 65536 < HELD_OUT_SHARE;

/** With --visible-only: the page without its JSON-LD blocks and microdata attributes. */
const withoutData = (html) =>
  values['visible-only']
    ? html
        .replace(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi, '')
        .replace(/\sitem(?:prop|type|scope)(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?/gi, '')
    : html;

/**
 * Each numbered list without lists inside it rewritten by `change(attributes, inner)` (null leaves it as it is): a
 * layout of the steps alone.
 */
const eachStepList = (change) => (html) =>
  html.replace(/<ol(\b[^>]*)>([\s\S]*?)<\/ol>/gi, (whole, attributes, inner) =>
    /<[ou]l\b/i.test(inner) ? whole : (change(attributes, inner) ?? whole),
  );

/**
 * Each list of `tag` (three items or more, none of them lists) cut after its second item by `between`, what sites set
 * there; `keep` picks the lists to cut.
 */
const cutAfterTwo =
  (tag, between, keep = () => true) =>
  (html) =>
    html.replace(new RegExp(`<${tag}(\\b[^>]*)>([\\s\\S]*?)<\\/${tag}>`, 'gi'), (whole, attributes, inner) => {
      const items = [...inner.matchAll(/<li\b[^>]*>[\s\S]*?<\/li>/gi)].map((m) => m[0]);
      if (items.length < 3 || /<[ou]l\b/i.test(inner) || !keep(items)) return whole;
      const list = (part) => `<${tag}${attributes}>${part.join('')}</${tag}>`;
      return `${list(items.slice(0, 2))}${between}${list(items.slice(2))}`;
    });

/** The step lists' items as paragraphs of one block ('<ol><li>Mix.</li></ol>' → '<div><p>Mix.</p></div>'). */
const listAsParagraphs = (tag) => (html) =>
  html.replace(
    new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)<\\/${tag}>`, 'gi'),
    (_, inner) => `<div>${inner.replace(/<li\b[^>]*>/gi, '<p>').replace(/<\/li>/gi, '</p>')}</div>`,
  );

/** The page with each JSON-LD Recipe (top level, in a list or an @graph) changed by `change`. */
const withRecipeData = (change) => (html) =>
  html.replace(/(<script[^>]*application\/ld\+json[^>]*>)([\s\S]*?)(<\/script>)/gi, (whole, open, json, close) => {
    let data;
    try {
      data = JSON.parse(json);
    } catch {
      return whole;
    }
    const visit = (node) => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const types = [node['@type']].flat();
        if (types.includes('Recipe')) change(node);
        else Object.values(node).forEach(visit);
      }
    };
    visit(data);
    return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
  });
/** Each list as one block of its items' texts (tags inside them dropped), written by `write`. */
const listAsOneParagraph =
  (tag, write, block = 'p') =>
  (html) =>
    html.replace(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)<\\/${tag}>`, 'gi'), (_, inner) => {
      const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)]
        .map((m) =>
          m[1]
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .filter(Boolean);
      return items.length > 0 ? `<${block}>${write(items)}</${block}>` : '';
    });

/** A second part's name in a page's language (its <html lang>), as a recipe in two parts names it. */
const GROUP_NAMES = {
  en: 'For the filling',
  de: 'Für die Füllung',
  fr: 'Pour la garniture',
  nl: 'Voor de vulling',
  sv: 'Till fyllningen',
  pt: 'Para o recheio',
  it: 'Per il ripieno',
  es: 'Para el relleno',
  pl: 'Na nadzienie',
  sk: 'Na plnku',
  cs: 'Na náplň',
  da: 'Til fyldet',
  el: 'Για τη γέμιση',
};
const groupName = (html) =>
  GROUP_NAMES[/<html\b[^>]*\blang=["']?([a-z]{2})/i.exec(html)?.[1]?.toLowerCase()] ?? GROUP_NAMES.en;

/**
 * Each list of four items or more (not of links) in two groups, the second named by `name(text)` where the list is
 * closed and opened again (`inside`: as an item of the one list; `columns`: the two lists side by side, no name).
 */
const inGroups =
  (name, way = 'between') =>
  (html) => {
    const text = groupName(html);
    return html.replace(/<(ul|ol)(\b[^>]*)>([\s\S]*?)<\/\1>/gi, (whole, tag, attributes, inner) => {
      const items = [...inner.matchAll(/<li\b[^>]*>[\s\S]*?<\/li>/gi)].map((m) => m[0]);
      if (items.length < 4 || /<[ou]l\b/i.test(inner) || items.filter((i) => /<a\b/i.test(i)).length * 2 > items.length)
        return whole;
      const half = Math.ceil(items.length / 2);
      const list = (part) => `<${tag}${attributes}>${part.join('')}</${tag}>`;
      const [one, two] = [list(items.slice(0, half)), list(items.slice(half))];
      if (way === 'inside') return list([...items.slice(0, half), `<li>${name(text)}</li>`, ...items.slice(half)]);
      if (way === 'columns')
        return `<div class="columns"><div class="column">${one}</div><div class="column">${two}</div></div>`;
      return `${one}${name(text)}${two}`;
    });
  };

/** The post's <h1> as an <h3>, under a blog's name (`name(the post's title)`) in an <h1> of a header marked as no logo. */
const blogNameH1 = (name) => (html) => {
  const title = (/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
  return html
    .replace(/<h1\b([^>]*)>([\s\S]*?)<\/h1>/gi, '<h3 class="post-title"$1>$2</h3>')
    .replace(/<body([^>]*)>/i, `<body$1><div class="header"><h1>${name(title)}</h1></div>`);
};

const INGREDIENTS_WORD =
  /^(?:ingredients?|zutaten|ingr[ée]dients|ingredienti|ingredientes|ingredi[eë]nten|ingredienser|sk[łl]adniki|suroviny|ingredience|υλικά)\s*:?$/iu;
const STEPS_WORD =
  /^(?:instructions|directions|method|preparation|steps|zubereitung|pr[ée]paration|preparazione|preparaci[óo]n|modo de preparo|bereiding(?:swijze)?|tillagning|fremgangsm[åa]de|przygotowanie|postup|εκτέλεση)\s*:?$/iu;

/** The first heading <h2>–<h6> from `from` whose text matches `words`, and the first list after it: their places. */
function headedList(html, words, from = 0) {
  for (const m of html.slice(from).matchAll(HEADING)) {
    if (!words.test(m[2].replace(/<[^>]+>/g, '').trim())) continue;
    const at = from + m.index + m[0].length;
    const list = /<(ul|ol)(\b[^>]*)>((?:(?!<\/?(?:ul|ol)\b)[\s\S])*?)<\/\1>/i.exec(html.slice(at));
    if (!list) return null;
    const items = [...list[3].matchAll(/<li\b[^>]*>[\s\S]*?<\/li>/gi)].map((i) => i[0]);
    return {
      level: Number(m[1]),
      heading: m[2],
      start: at + list.index,
      end: at + list.index + list[0].length,
      list,
      items,
    };
  }
  return null;
}

/** An amount and its unit at the start of a line ("200 g", "1 1/2 cups", "2 EL"), and the rest of the line. */
const AMOUNT_CELL =
  /^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛\s./,-]*(?:\s*(?:g|kg|ml|cl|dl|l|oz|lbs?|cups?|tbsp|tsp|tablespoons?|teaspoons?|pounds?|ounces?|el|tl|msk|tsk|st)\b\.?)?)\s+(.+)$/iu;

/** A heading <h2>–<h6> and its inner markup ($2), not run on past another heading's tag (a script's "<h3>…"). */
const HEADING = /<h([2-6])\b[^>]*>((?:(?!<\/?h[1-6]\b)[\s\S])*?)<\/h\1>/gi;

/**
 * The texts of the headings <h2>–<h6> (not of the tags inside them) changed by `change`; not a recipe's or a post's
 * name (a heading whose class says "title" or "name").
 */
const headingTexts = (change) => (html) =>
  html.replace(/<(h[2-6])\b([^>]*)>((?:(?!<\/?h[1-6]\b)[\s\S])*?)<\/\1>/gi, (whole, tag, attributes, inner) => {
    if (/class=["'][^"']*(?:title|name)/i.test(attributes)) return whole;
    const text = inner
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return `<${tag}${attributes}>${text ? change(text) : ''}</${tag}>`;
  });

/**
 * A recipe's structured steps as their texts, each section's name on a line of its own before its steps as the expected readings list it, so
 * that a layout that rewrites the steps keeps the page's sections. (A step's own name the expected readings keep
 * on some sites and not on others: it is left out, as before.)
 */
const stepTexts = (instructions) =>
  [instructions]
    .flat(Infinity)
    .flatMap((s) =>
      typeof s === 'string'
        ? [s]
        : s?.itemListElement
          ? [...(s.name ? [s.name] : []), ...stepTexts(s.itemListElement)]
          : [s?.text ?? ''],
    );

/**
 * A recipe's structured steps with each step (a HowToStep, or a text as one) changed by `change(step, n)` (null
 * leaves it out), its sections and each step's name kept: the expected readings list a step's name on some sites.
 */
const mapSteps = (instructions, change) => {
  let n = 0;
  const visit = (s) => {
    if (s?.itemListElement) {
      const steps = [s.itemListElement].flat(Infinity).map(visit).filter(Boolean);
      return steps.length > 0 ? { ...s, itemListElement: steps } : null;
    }
    return change(typeof s === 'string' ? { '@type': 'HowToStep', text: s } : { ...s }, n++);
  };
  return [instructions].flat(Infinity).filter(Boolean).map(visit).filter(Boolean);
};

/**
 * With --layout: the pages rewritten as sites without such markup write them, to check that a reading holds on
 * layouts the saved pages do not have (a check of robustness; the expected readings stay the same).
 */
const LAYOUTS = {
  'lists-as-divs': (html) => html.replace(/<(\/?)(?:ul|ol|li)\b/gi, '<$1div'),
  'steps-as-paragraphs': listAsParagraphs('ol'),
  'ingredients-as-paragraphs': listAsParagraphs('ul'),
  'headings-as-bold': (html) => html.replace(HEADING, '<p><strong>$2</strong></p>'),
  'headings-as-paragraphs': (html) => html.replace(HEADING, '<p>$2</p>'),
  'numbered-step-blocks': (html) =>
    html.replace(/<ol\b[^>]*>([\s\S]*?)<\/ol>/gi, (_, inner) => {
      let n = 0;
      const items = inner.replace(
        /<li\b[^>]*>/gi,
        () => `<div class="step"><div class="step-number">Step ${++n}</div><p>`,
      );
      return `<div>${items.replace(/<\/li>/gi, '</p></div>')}</div>`;
    }),
  // Each step under a heading of its own ("<h3>Step 1</h3><p>Mix…</p>"), as magazines and meal-kit sites lay out a method.
  'step-headings': (html) =>
    html.replace(/<ol\b[^>]*>([\s\S]*?)<\/ol>/gi, (whole, inner) => {
      if (/<[ou]l\b/i.test(inner)) return whole;
      let n = 0;
      const items = inner.replace(/<li\b[^>]*>/gi, () => `<h3>Step ${++n}</h3><p>`).replace(/<\/li>/gi, '</p>');
      return `<div>${items}</div>`;
    }),
  // Each step a heading of its own, over no text ("<h3>1. Mix…</h3>"), as some posts write a short method.
  'steps-as-headings': (html) =>
    html.replace(/<ol\b[^>]*>([\s\S]*?)<\/ol>/gi, (whole, inner) => {
      if (/<[ou]l\b/i.test(inner)) return whole;
      let n = 0;
      const items = inner.replace(/<li\b[^>]*>/gi, () => `<h3>${++n}. `).replace(/<\/li>/gi, '</h3>');
      return `<div>${items.replace(/<(\/?)(?:p|div)\b[^>]*>/gi, ' ')}</div>`;
    }),
  // Older blogs: a part's heading and its lines one paragraph ("<p><b>Ingredients</b><br>2 eggs<br>…</p>").
  'heading-in-paragraph': (html) =>
    html.replace(
      /<h([2-6])\b[^>]*>((?:(?!<\/?h[1-6]\b)[\s\S])*?)<\/h\1>\s*<(ul|ol)\b[^>]*>((?:(?!<\/?(?:ul|ol)\b)[\s\S])*?)<\/\3>/gi,
      (whole, level, heading, tag, inner) => {
        const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => m[1]);
        return items.length > 0 ? `<p><b>${heading.replace(/<[^>]+>/g, '')}</b><br>${items.join('<br>')}</p>` : whole;
      },
    ),
  // A tip between two steps of the method, the list cut around it as a block editor leaves it (no start="3").
  'tip-between-steps': cutAfterTwo(
    'ol',
    '<p>Tip: keep the heat low so that nothing catches on the bottom of the pan.</p>',
  ),
  // The same tip between two steps written as paragraphs of one block, as a post's editor writes it.
  'tip-among-paragraph-steps': eachStepList((attributes, inner) => {
    const steps = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => `<p>${m[1]}</p>`);
    const tip = '<p>Tip: keep the heat low so that nothing catches on the bottom of the pan.</p>';
    return steps.length < 3 ? null : `<div>${steps.slice(0, 2).join('')}${tip}${steps.slice(2).join('')}</div>`;
  }),
  // The same tip in a box of its own with its title over its text ("Top tip"), among steps written as paragraphs.
  'tip-box-among-paragraph-steps': eachStepList((attributes, inner) => {
    const steps = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => `<p>${m[1]}</p>`);
    const tip =
      '<div class="tip"><p><strong>Top tip</strong></p><p>Keep the heat low so that nothing catches on the bottom of the pan.</p></div>';
    return steps.length < 3 ? null : `<div>${steps.slice(0, 2).join('')}${tip}${steps.slice(2).join('')}</div>`;
  }),
  // A recipe in two parts, each with its own ingredients and method under headings ("For the filling" over its own
  // "Ingredients" and "Method" after the first part's method): the second half of the ingredients and of the steps.
  'recipe-in-parts': (html) => {
    const rows = headedList(html, INGREDIENTS_WORD);
    const steps = rows && headedList(html, STEPS_WORD, rows.end);
    if (!rows || !steps || rows.items.length < 4 || steps.items.length < 2) return html;
    // (Not a plugin's card, which names its lists by class: it writes parts as groups of one list.)
    const tags = [rows, steps].map((f) => `${f.list[2]} ${/^<li\b[^>]*>/i.exec(f.items[0])?.[0]}`).join(' ');
    if (/ingredient|instruction|direction|step|recipe/i.test(tags)) return html;
    const [r, t] = [Math.ceil(rows.items.length / 2), Math.ceil(steps.items.length / 2)];
    const list = (found, items) => `<${found.list[1]}${found.list[2]}>${items.join('')}</${found.list[1]}>`;
    const level = Math.min(rows.level + 1, 6);
    const part =
      `<h${rows.level}>${groupName(html)}</h${rows.level}><h${level}>${rows.heading}</h${level}>` +
      `${list(rows, rows.items.slice(r))}<h${level}>${steps.heading}</h${level}>${list(steps, steps.items.slice(t))}`;
    return (
      html.slice(0, rows.start) +
      list(rows, rows.items.slice(0, r)) +
      html.slice(rows.end, steps.start) +
      list(steps, steps.items.slice(0, t)) +
      part +
      html.slice(steps.end)
    );
  },
  // The method in groups, each a block of one kind holding its steps as paragraphs, the second named by a plain
  // paragraph ("For the filling") over its steps, as a page builder lays out a method in parts.
  'method-groups-as-blocks': (html) => {
    const name = groupName(html);
    return eachStepList((attributes, inner) => {
      const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => `<p>${m[1]}</p>`);
      if (items.length < 4) return null;
      const half = Math.ceil(items.length / 2);
      const group = (head, part) => `<div class="method-group">${head}${part.join('')}</div>`;
      return `<div>${group('', items.slice(0, half))}${group(`<p>${name}</p>`, items.slice(half))}</div>`;
    })(html);
  },
  // A tip in a box of its own with its title over its text ("Top tip"), between two steps of the method's list.
  'tip-box-between-steps': cutAfterTwo(
    'ol',
    '<div class="tip"><p><strong>Top tip</strong></p><p>Keep the heat low so that nothing catches on the bottom of the pan.</p></div>',
  ),
  // A link to another of the site's recipes between two steps, as news sites break a method ("RELATED: …").
  'related-link-in-method': cutAfterTwo(
    'ol',
    '<p><strong>RELATED:</strong> <a href="/best-weeknight-dinners">Our 25 best weeknight dinners</a></p>',
  ),
  // A photo with its caption typed as a paragraph in italics between two steps (an old post's editor).
  'caption-in-method': cutAfterTwo(
    'ol',
    '<p><img src="step.jpg" alt=""><br><em>Here is how it looks at this point</em></p>',
  ),
  // The same link between two parts of the ingredients' list (only a list of ingredients, four items or more, half
  // of them or more starting with an amount).
  'related-link-in-ingredients': cutAfterTwo(
    'ul',
    '<p><strong>RELATED:</strong> <a href="/pantry">The 10 spices every kitchen needs</a></p>',
    (items) =>
      items.length >= 4 &&
      items.filter((item) => /^\s*[\d½¼¾⅓⅔⅛]/u.test(item.replace(/<[^>]+>/g, ''))).length * 2 >= items.length,
  ),
  // The method as a table, a row for each step: its number in one cell and its text in the next.
  'steps-as-table': (html) =>
    html.replace(/<ol\b[^>]*>([\s\S]*?)<\/ol>/gi, (whole, inner) => {
      const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => m[1]);
      if (items.length < 2 || /<[ou]l\b/i.test(inner)) return whole;
      const rows = items.map((text, n) => `<tr><td>${n + 1}</td><td>${text}</td></tr>`).join('');
      return `<table><tbody>${rows}</tbody></table>`;
    }),
  // Each ingredient a checkbox with its label, as shopping-list cards let a cook tick them off.
  'ingredients-as-checkboxes': (html) =>
    html.replace(/<ul\b([^>]*)>([\s\S]*?)<\/ul>/gi, (whole, attributes, inner) =>
      /<[ou]l\b/i.test(inner)
        ? whole
        : `<ul${attributes}>${inner.replace(/<li\b([^>]*)>([\s\S]*?)<\/li>/gi, '<li$1><input type="checkbox"><label>$2</label></li>')}</ul>`,
    ),
  // The method in two parts, the second under a heading of the method heading's rank naming what it does.
  'method-in-parts': (html) =>
    html.replace(
      /(<h([2-6])\b[^>]*>(?:(?!<\/?h[1-6]\b)[\s\S])*?<\/h\2>\s*)<ol(\b[^>]*)>([\s\S]*?)<\/ol>/gi,
      (whole, heading, level, attributes, inner) => {
        const items = [...inner.matchAll(/<li\b[^>]*>[\s\S]*?<\/li>/gi)].map((m) => m[0]);
        if (items.length < 4 || /<[ou]l\b/i.test(inner)) return whole;
        const part = `<h${level}>Finish the dish</h${level}>`;
        return `${heading}<ol${attributes}>${items.slice(0, 2).join('')}</ol>${part}<ol${attributes}>${items.slice(2).join('')}</ol>`;
      },
    ),
  // Older blogs: each list one paragraph, its items lines broken by <br>.
  'lists-as-line-breaks': (html) =>
    html.replace(/<(ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/gi, (_, tag, inner) => {
      // (A line holds no blocks: an item's <div>s and <p>s are spans of its line, not blocks a <p> may not hold.)
      const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) =>
        m[1].replace(/<(?:div|p)\b/gi, '<span').replace(/<\/(?:div|p)\s*>/gi, '</span> '),
      );
      return items.length > 0 ? `<p>${items.join('<br>')}</p>` : '';
    }),
  // A site that shows what its members typed into a box: each list plain text in one block that keeps its line
  // breaks (Tailwind's "whitespace-pre-line"), an item a line.
  'lists-as-typed-lines': (html) =>
    html.replace(/<(ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/gi, (_, tag, inner) => {
      const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) =>
        m[1]
          .replace(/<\/?(?:sup|sub)\b[^>]*>/gi, '')
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      return items.length > 0 ? `<div class="whitespace-pre-line">${items.join('\n')}</div>` : '';
    }),
  // A blog's post body of lines alone (Blogger's): no paragraphs or lists, each line broken by <br>, a blank line
  // between blocks, the headings bold lines.
  'one-block-of-lines': (html) =>
    html
      .replace(/<(ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/gi, (_, tag, inner) =>
        [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => `${m[1]}<br>`).join(''),
      )
      .replace(HEADING, '<br><b>$2</b><br>')
      .replace(/<p\b[^>]*>/gi, '')
      .replace(/<\/p>/gi, '<br><br>'),
  'ingredients-as-table': (html) =>
    html.replace(
      /<ul\b[^>]*>([\s\S]*?)<\/ul>/gi,
      (_, inner) =>
        `<table><tbody>${inner.replace(/<li\b[^>]*>/gi, '<tr><td>').replace(/<\/li>/gi, '</td></tr>')}</tbody></table>`,
    ),
  // Ingredients in a table of two columns, the amount in one cell and the rest in the next (as many German and Nordic
  // sites lay them out).
  'ingredients-as-amount-table': (html) =>
    html.replace(/<ul\b[^>]*>([\s\S]*?)<\/ul>/gi, (whole, inner) => {
      const rows = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => {
        const text = m[1]
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        const [, amount = '', rest = text] = AMOUNT_CELL.exec(text) ?? [];
        return { amount, row: `<tr><td>${amount}</td><td>${rest}</td></tr>` };
      });
      // (Only a list of ingredients, most rows with an amount: a page's other lists stay lists.)
      if (rows.length === 0 || rows.filter((r) => r.amount).length * 2 < rows.length) return whole;
      return `<table><tbody>${rows.map((r) => r.row).join('')}</tbody></table>`;
    }),
  // Headings typed in capitals ("INGREDIENTS"), or decorated ("✔ Ingredients:"). (Entities keep their case: "&NBSP;"
  // is none.)
  'headings-in-capitals': headingTexts((text) =>
    text.replace(/&#?\w+;|[^&]+/g, (part) => (part.startsWith('&') && part.endsWith(';') ? part : part.toUpperCase())),
  ),
  'decorated-headings': headingTexts((text) => `✔ ${text}:`),
  'paragraphs-as-divs': (html) => html.replace(/<(\/?)p\b/gi, '<$1div'),
  // A post typed by hand: the ingredients one paragraph ("2 eggs, 1 cup flour, …"), the steps numbered paragraphs
  // ("<p>1. Mix…</p>"), or all the steps one paragraph ("1. Mix… 2. Bake…").
  'ingredients-one-paragraph': listAsOneParagraph('ul', (items) => items.join(', ')),
  'steps-counted-paragraphs': listAsOneParagraph(
    'ol',
    (items) => items.map((t, n) => `<p>${n + 1}. ${t}</p>`).join(''),
    'div',
  ),
  'steps-one-paragraph': listAsOneParagraph('ol', (items) => items.map((t, n) => `${n + 1}. ${t}`).join(' ')),
  // A recipe in two parts ("For the dough", "For the filling"), each list's groups named by headings, bold lines or
  // items of the list.
  'groups-as-headings': inGroups((text) => `<h4>${text}</h4>`),
  'groups-as-bold': inGroups((text) => `<p><strong>${text}:</strong></p>`),
  'groups-in-lists': inGroups((text) => `<strong>${text}:</strong>`, 'inside'),
  // Each numbered list cut after each item by a step's photo, as a post typed in a block editor lays out its method.
  'steps-with-photos': eachStepList((attributes, inner) => {
    const items = [...inner.matchAll(/<li\b[^>]*>[\s\S]*?<\/li>/gi)].map((m) => m[0]);
    const photo = '<figure class="wp-block-image"><img src="step.jpg" alt=""></figure>';
    return items.length < 2 ? null : items.map((item) => `<ol${attributes}>${item}</ol>`).join(photo);
  }),
  // Each step's first sentence in bold, as a lead-in ("<strong>Heat the oven.</strong> Line a tray…"): a step of one
  // sentence is bold throughout.
  'steps-lead-in-bold': eachStepList(
    (attributes, inner) =>
      `<ol${attributes}>${inner.replace(/(<li\b[^>]*>)\s*([^<]*?[.!](?=\s|$))/gi, '$1<strong>$2</strong>')}</ol>`,
  ),
  // A step's further sentences as a list of its own inside its item ("Cook the lentils.<ul><li>Skim off the foam.</li>
  // </ul>"), as an editor's points under a step.
  'sub-steps': eachStepList(
    (attributes, inner) =>
      `<ol${attributes}>${inner.replace(
        /(<li\b[^>]*>)([^<]*?[.!])\s+([^<]*[.!])\s*(<\/li>)/gi,
        (_, open, first, rest, close) =>
          `${open}${first}<ul>${rest
            .split(/(?<=[.!])\s+(?=\p{Lu})/u)
            .map((t) => `<li>${t}</li>`)
            .join('')}</ul>${close}`,
      )}</ol>`,
  ),
  // Short steps typed without their full stop ("Serve warm", "Let it cool"), as people write them.
  'short-steps-without-stops': eachStepList(
    (attributes, inner) =>
      `<ol${attributes}>${inner.replace(/(<li\b[^>]*>)([^<]*?)\.(\s*<\/li>)/gi, (item, open, text, close) =>
        text.trim().split(/\s+/).length < 8 ? `${open}${text}${close}` : item,
      )}</ol>`,
  ),
  // Every second step typed without its full stop, long or short, as an author who is not careful writes them.
  'steps-mixed-stops': eachStepList((attributes, inner) => {
    let n = 0;
    return `<ol${attributes}>${inner.replace(/(<li\b[^>]*>)([^<]*?)\.(\s*<\/li>)/gi, (item, open, text, close) =>
      n++ % 2 === 1 ? `${open}${text}${close}` : item,
    )}</ol>`;
  }),
  // Each list in two columns side by side, two lists with no name between them (a print layout's columns).
  'lists-in-columns': inGroups(null, 'columns'),
  'no-bold': (html) => html.replace(/<(\/?)(?:strong|b)\b/gi, '<$1span'),
  // A card that names neither part: its ingredients and method headings left out.
  'no-part-headings': (html) =>
    html.replace(
      /<(h[2-6]|p|div|span|strong)\b[^>]*>\s*(?:<[^>]+>\s*)*(?:Ingredients?|Instructions|Directions|Method|Preparation|Zutaten|Zubereitung|Ingrédients|Préparation|Ingredienti|Preparazione|Ingredientes|Preparación)\s*:?\s*(?:<\/[^>]+>\s*)*<\/\1>/giu,
      '',
    ),
  // A post that names its ingredients only: the method follows them under no heading of its own.
  'no-method-heading': (html) =>
    html.replace(
      /<(h[2-6]|p|div|span|strong)\b[^>]*>\s*(?:<[^>]+>\s*)*(?:Instructions|Directions|Method|Preparation|Zubereitung|Préparation|Preparazione|Preparación)\s*:?\s*(?:<\/[^>]+>\s*)*<\/\1>/giu,
      '',
    ),
  // A post that names its method only: the ingredients' list comes straight after the story.
  'no-ingredients-heading': (html) =>
    html.replace(
      /<(h[2-6]|p|div|span|strong)\b[^>]*>\s*(?:<[^>]+>\s*)*(?:Ingredients?|Zutaten|Ingrédients|Ingredienti|Ingredientes)\s*:?\s*(?:<\/[^>]+>\s*)*<\/\1>/giu,
      '',
    ),
  // Each row's amount in bold ("<li><strong>200 g</strong> flour</li>"), as some editors set it.
  'amounts-in-bold': (html) =>
    html.replace(/<ul\b[^>]*>[\s\S]*?<\/ul>/gi, (list) =>
      list.replace(/(<li\b[^>]*>\s*)([^<]+)/gi, (whole, open, text) => {
        const cell = AMOUNT_CELL.exec(text.trimStart());
        return cell ? `${open}<strong>${cell[1]}</strong> ${cell[2]}` : whole;
      }),
    ),
  'title-as-div': (html) => html.replace(/<(\/?)h1\b/gi, '<$1div'),
  // An older theme's header: the site's name in the <h1> on every page, over its tagline; the post's title an <h2>.
  'site-title-first': (html) =>
    html
      .replace(/<(\/?)h1\b/gi, '<$1h2')
      .replace(
        /<body([^>]*)>/i,
        '<body$1><div class="site-header"><h1 class="site-title"><a href="/">The Family Table</a></h1>' +
          '<p class="site-description">Recipes from our kitchen to yours</p></div>',
      ),
  // A sign-up box before the post (a theme's popup its scripts show later), with a heading of the page's first rank.
  'sign-up-box-first': (html) =>
    html.replace(
      /<body([^>]*)>/i,
      '<body$1><div class="newsletter-box"><h1>Get our free e-cookbook!</h1><p>Join 20,000 home cooks and get new ' +
        'recipes every week.</p><form><label>Email address</label></form></div>',
    ),
  // A sidebar before the post: other recipes, and ingredients in season, as links under headings of their own.
  'sidebar-first': (html) =>
    html.replace(
      /<body([^>]*)>/i,
      '<body$1><div class="widget-area"><h3>Popular recipes</h3><ul><li><a href="/a">Best Banana Bread</a></li>' +
        '<li><a href="/b">Easy Chicken Curry</a></li><li><a href="/c">Chocolate Chip Cookies</a></li></ul>' +
        '<h3>Ingredients in season</h3><ul><li><a href="/d">Pumpkin</a></li><li><a href="/e">Apples</a></li>' +
        '<li><a href="/f">Brussels sprouts</a></li></ul><h3>Method guides</h3><ul><li><a href="/g">How to poach an egg</a></li>' +
        '<li><a href="/h">How to make stock</a></li></ul></div>',
    ),
  // Ads the page's scripts fill in, left as their label between the blocks: after each list and every third paragraph.
  'ad-slots': (html) => {
    let n = 0;
    const ad = '<div class="ad-container"><span class="ad-label">Advertisement</span></div>';
    // (Not in the text of the page's scripts: a JSON-LD step may hold "</p>" too.)
    return html
      .split(/(<script\b[\s\S]*?<\/script>)/i)
      .map((part) =>
        part.startsWith('<script')
          ? part
          : part.replace(/<\/(ul|ol|p)>/gi, (end, tag) =>
              tag.toLowerCase() !== 'p' || ++n % 3 === 0 ? `${end}${ad}` : end,
            ),
      )
      .join('');
  },
  // Readers' comments after the recipe, one of them writing its own list of what it changed.
  'comments-after': (html) =>
    html.replace(
      /<\/body>/i,
      '<div class="reader-notes"><h2>14 Comments</h2><ol><li><p>Made this last night, so good!</p></li>' +
        '<li><p>I changed the ingredients a little:</p><ul><li>3 eggs</li><li>2 cups oat milk</li><li>1 tsp cinnamon</li></ul>' +
        '<p>and baked it for 10 minutes longer.</p></li><li><p>Can I freeze it?</p></li></ol></div></body>',
    ),
  // A table of contents after the title (a blog plugin's), linking to the post's sections by their names.
  'table-of-contents': (html) =>
    html.replace(
      /(<\/h1>)/i,
      '$1<div class="toc-container"><p class="toc-title">Table of Contents</p><ul><li><a href="#why">Why you will love it</a></li>' +
        '<li><a href="#ingredients">Ingredients</a></li><li><a href="#how">How to make it</a></li>' +
        '<li><a href="#tips">Tips</a></li><li><a href="#recipe">Recipe</a><ul><li><a href="#ri">Ingredients</a></li>' +
        '<li><a href="#rm">Instructions</a></li></ul></li></ul></div>',
    ),
  // Buttons written as plain links, a rating widget and the recipe's facts between the title and the post.
  'rating-and-facts': (html) =>
    html.replace(
      /(<\/h1>)/i,
      '$1<div class="recipe-meta"><p><a href="#recipe">Jump to Recipe</a> <a href="/print/1">Print Recipe</a></p>' +
        '<div class="rating">4.86 from 35 votes</div><p>Click on a star to rate it!</p>' +
        '<div>Prep Time 15 mins</div><div>Cook Time 30 mins</div><div>Servings 4</div><div>Calories 320 kcal</div></div>',
    ),
  // A nutrition label straight after the first numbered list (the method), with no heading of its own over it.
  'nutrition-label-after-steps': (html) =>
    html.replace(
      /(<\/ol>)/i,
      '$1<div class="nutrition-label"><div>Nutrition Facts</div><div>Amount Per Serving</div><div>Calories 250</div>' +
        '<div>% Daily Value*</div><div>Fat 10g</div><div>15%</div><div>Sodium 300mg</div><div>13%</div></div>',
    ),
  // A post that sums the recipe up before its card: the ingredients by name, the method in two sentences.
  'post-summary-first': (html) =>
    html.replace(
      /(<\/h1>)/i,
      '$1<h2>Ingredients</h2><ul><li>Flour</li><li>Butter</li><li>Sugar</li><li>Eggs</li></ul>' +
        '<p>Scroll down for the full recipe card.</p><h2>How to make it</h2><p>Mix everything and bake it until golden.</p>' +
        '<p>Let it cool before you slice it.</p>',
    ),
  // A shop's recipe page: each line of its lists (the ingredients among them) a link to the product.
  'ingredients-as-links': (html) =>
    html.replace(/<ul\b[^>]*>[\s\S]*?<\/ul>/gi, (list) =>
      list.replace(/(<li\b[^>]*>)([\s\S]*?)(<\/li>)/gi, (_, open, inner, close) =>
        /<(?:ul|ol|li|a)\b/i.test(inner) ? `${open}${inner}${close}` : `${open}<a href="/shop">${inner}</a>${close}`,
      ),
    ),
  // A theme or plugin the reader does not know: no class or id names any part of the page.
  'no-class-names': (html) => html.replace(/\s(?:class|id)=(?:"[^"]*"|'[^']*')/gi, ''),
  // Structured data poorer than the page, as sites write it (without --visible-only): the steps as one text, or
  // missing; the ingredients missing.
  'ld-steps-one-text': withRecipeData((r) => {
    r.recipeInstructions = stepTexts(r.recipeInstructions).join(' ');
  }),
  'ld-no-steps': withRecipeData((r) => {
    delete r.recipeInstructions;
  }),
  'ld-no-ingredients': withRecipeData((r) => {
    delete r.recipeIngredient;
  }),
  'ld-steps-html': withRecipeData((r) => {
    r.recipeInstructions = `<ol>${stepTexts(r.recipeInstructions)
      .map((t) => `<li>${t}</li>`)
      .join('')}</ol>`;
  }),
  'ld-steps-lines': withRecipeData((r) => {
    r.recipeInstructions = stepTexts(r.recipeInstructions).join('\n');
  }),
  'ld-steps-in-section': withRecipeData((r) => {
    const steps = [r.recipeInstructions].flat().filter(Boolean);
    r.recipeInstructions = [{ '@type': 'HowToSection', name: 'Method', itemListElement: steps }];
  }),
  'ld-ingredient-names-only': withRecipeData((r) => {
    r.recipeIngredient = [r.recipeIngredient ?? []]
      .flat()
      .map((line) => String(line).replace(/^[\d½¼¾⅓⅔⅛/.,\s-]+(?:[a-zA-Z]{1,5}\.?\s+)?/u, ''));
  }),
  'ld-ingredients-first-half': withRecipeData((r) => {
    const rows = [r.recipeIngredient ?? []].flat();
    r.recipeIngredient = rows.slice(0, Math.ceil(rows.length / 2));
  }),
  'ld-steps-first-half': withRecipeData((r) => {
    const all = mapSteps(r.recipeInstructions, (step) => step);
    let count = 0;
    mapSteps(all, () => count++);
    r.recipeInstructions = mapSteps(all, (step, n) => (n < Math.ceil(count / 2) ? step : null));
  }),
  'ld-html-in-text': withRecipeData((r) => {
    const escaped = (t) => String(t).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    r.recipeIngredient = [r.recipeIngredient ?? []].flat().map((t) => `<span class="i">${escaped(t)}</span>`);
    r.recipeInstructions = mapSteps(r.recipeInstructions, (step) => ({
      ...step,
      text: `<p>${escaped(step.text)}</p>`,
    }));
  }),
  'ld-step-numbers': withRecipeData((r) => {
    r.recipeInstructions = mapSteps(r.recipeInstructions, (step, n) => ({
      ...step,
      text: `Step ${n + 1}: ${step.text}`,
    }));
  }),
  'ld-group-rows': withRecipeData((r) => {
    const rows = [r.recipeIngredient ?? []].flat();
    const half = Math.ceil(rows.length / 2);
    r.recipeIngredient = ['For the base:', ...rows.slice(0, half), 'For the topping:', ...rows.slice(half)];
  }),
  'ld-entities': withRecipeData((r) => {
    const encoded = (t) => String(t).replace(/&/g, '&amp;').replace(/'/g, '&#8217;').replace(/"/g, '&quot;');
    r.recipeIngredient = [r.recipeIngredient ?? []].flat().map(encoded);
    r.name = encoded(r.name);
  }),
  'ld-ingredients-one-text': withRecipeData((r) => {
    r.recipeIngredient = [r.recipeIngredient ?? []].flat().join('\n');
  }),
  // The ingredients as one text, one after another ("2 eggs, 1 cup flour, …"), as some generators write them.
  'ld-ingredients-run-together': withRecipeData((r) => {
    r.recipeIngredient = [r.recipeIngredient ?? []].flat().join(', ');
  }),
  'site-name-h1': (html) =>
    html
      .replace(/<(\/?)h1\b/gi, '<$1h2')
      .replace(
        /<body([^>]*)>/i,
        '<body$1><div class="site-branding"><h1 class="site-title"><a href="/">Cooking With Sam</a></h1></div>',
      ),
  // An old blog's theme: its name as the page's <h1> in a header marked as no logo, the post's title an <h3>.
  'blog-name-h1': blogNameH1(() => 'Kitchen Musings'),
  // The same, the blog's name sharing a word with the post's ("Lemon Kitchen" over "Lemon Tartlets").
  'blog-name-h1-sharing-word': blogNameH1((title) => `${/[\p{L}]{3,}/u.exec(title)?.[0] ?? 'Home'} Kitchen`),
  // A section's name as the page's <h1> straight over the post's title, now an <h2> (a magazine's "Weeknight
  // Dinners" over "Chicken Tikka Masala").
  'section-h1': (html) => html.replace(/<h1\b([^>]*)>([\s\S]*?)<\/h1>/i, '<h1>Weeknight Dinners</h1><h2$1>$2</h2>'),
};
// Layouts joined by "+" are applied one after another (an old blog: headings-as-paragraphs+lists-as-line-breaks).
const layouts = (values.layout ?? '').split('+').filter(Boolean);
const unknown = layouts.find((name) => !LAYOUTS[name]);
if (unknown) throw new Error(`--layout is one of ${Object.keys(LAYOUTS).join(', ')} (or several joined by +)`);
const layout = (html) => layouts.reduce((page, name) => LAYOUTS[name](page), html);

/** A page with a structured recipe: a JSON-LD block or microdata naming a schema.org Recipe. */
const hasRecipeData = (html) =>
  /<script[^>]*application\/ld\+json[^>]*>[\s\S]*?"Recipe"[\s\S]*?<\/script>/i.test(html) ||
  /itemtype=["']?https?:\/\/schema\.org\/Recipe/i.test(html);

const pages = readdirSync(folder)
  .filter((f) => f.endsWith('.html.gz'))
  .map((f) => f.slice(0, -'.html.gz'.length))
  .filter((name) => !values.page || name.includes(values.page))
  .filter((name) => !values.page || values['show-held-out'] || !heldOut(name))
  .sort()
  .map((name) => ({ name, saved: decodePage(gunzipSync(readFileSync(join(folder, `${name}.html.gz`)))) }))
  // With --without-data: only the pages that have no structured recipe, as most held-out misses are.
  .filter(({ saved }) => !values['without-data'] || !hasRecipeData(saved))
  .map(({ name, saved }) => ({
    name,
    heldOut: heldOut(name),
    html: layout(withoutData(saved)),
    expected: JSON.parse(readFileSync(join(folder, `${name}.json`), 'utf8')),
  }));

/** The page's address as the import's source_url: only an absolute http(s) address (some pages name none). */
const sourceOf = (expected) => (/^https?:\/\/\S+$/.test(expected.canonical_url ?? '') ? expected.canonical_url : null);

/**
 * Where a reading came from, told by what the import reports it did: the structured data as it is, the structured
 * data with the page's visible ingredients or steps, the visible recipe alone, or the text parser.
 */
function sourceOfReading(skipped) {
  const said = (part) => skipped.some((s) => s.includes(part));
  if (said('its text was read by')) return 'text';
  if (said('has no schema.org recipe data')) return 'visible';
  if (said("The page's structured") || said('the method shown on the page')) return 'structured+visible';
  if (said('schema.org') || said('parser')) return 'text';
  return 'structured';
}

/** Reads each page through `importPage(page)` → { status, parsed } and scores it. */
async function scoreAll(importPage) {
  const results = [];
  for (const page of pages) {
    const { status, parsed, detail, skipped = [] } = await importPage(page);
    results.push({
      name: page.name,
      heldOut: page.heldOut,
      status,
      detail,
      source: status >= 200 && status < 300 ? sourceOfReading(skipped) : 'refused',
      ...scorePage(page.expected, parsed),
    });
    if (values.page) showDifferences(page, parsed);
    // (With --page: the page as it was read, after --visible-only and --layout, to look at what the reader saw.)
    if (values.page && values.dump) writeFileSync(join(values.dump, `${page.name}.html`), page.html);
  }
  return results;
}

async function viaServer(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `potluck-bench-import-${engine}-`));
  const database = await scratchDatabase(engine, values['postgres-url'], 'potluck_bench_import');
  const { base, child } = await startServer({
    POTLUCK_DATA_DIR: dataDir,
    POTLUCK_ADMIN_EMAIL: ADMIN.email,
    POTLUCK_ADMIN_USERNAME: ADMIN.username,
    POTLUCK_ADMIN_PASSWORD: ADMIN.password,
    ...database.env,
  });
  try {
    const token = await signIn(base, ADMIN.username, ADMIN.password);
    return await scoreAll(async (page) => {
      const res = await fetch(`${base}/api/v1/recipes/import-html`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ html: page.html, source_url: sourceOf(page.expected), preview: true }),
      });
      const body = await res.json().catch(() => null);
      const ok = res.status >= 200 && res.status < 300;
      const detail = typeof body?.detail === 'string' ? body.detail : JSON.stringify(body?.detail ?? body?.errors);
      return { status: res.status, parsed: ok ? body.parsed : null, detail, skipped: body?.skipped ?? [] };
    });
  } finally {
    await stopServer(child, base);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function direct() {
  const { readRecipePage } = await import('../src/features/import/page-reader.ts');
  const { validateDraft } = await import('../src/features/import/mapping/draft.ts');
  const { parseRecipeText } = await import('../../api/src/domain/index.ts');
  const builtin = async (text) => ({ ...parseRecipeText(text), parser: 'builtin' });
  return scoreAll(async (page) => {
    try {
      const draft = await readRecipePage(page.html, sourceOf(page.expected), builtin);
      // As the import service's preview answers: a draft the recipe form would refuse is still shown (with why),
      // unless it holds neither ingredients nor steps (a 422).
      const checked = validateDraft(draft, false);
      const empty = draft.parsed.ingredients.length === 0 && draft.parsed.instructions.length === 0;
      if ('reason' in checked && empty) return { status: 422, parsed: null, detail: checked.reason };
      return { status: 201, parsed: draft.parsed, skipped: draft.skipped };
    } catch (err) {
      return { status: err.status ?? 500, parsed: null, detail: err.message };
    }
  });
}

/** With --page: the expected and the read rows side by side, so a miss can be looked at. */
function showDifferences(page, parsed) {
  const side = (want, got) => {
    for (let i = 0; i < Math.max(want.length, got.length); i++)
      console.log(`    ${(want[i] ?? '').slice(0, 90).padEnd(90)} | ${(got[i] ?? '').slice(0, 90)}`);
  };
  console.log(`\n${page.name}\n  title: ${page.expected.title} | ${parsed?.title}`);
  console.log(`  servings: ${page.expected.yields} | ${parsed?.servings}`);
  const row = (r) =>
    [r.amount, r.unit, r.ingredient_name, r.preparation && `, ${r.preparation}`, r.notes && `· ${r.notes}`]
      .filter((x) => x !== null && x !== undefined)
      .join(' ');
  side(page.expected.ingredients, (parsed?.ingredients ?? []).map(row));
  side(
    page.expected.instructions_list ?? (page.expected.instructions ?? '').split('\n'),
    (parsed?.instructions ?? []).map((s) => s.instruction),
  );
}

const pct = (n, d) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`);

function summary(label, rows) {
  const count = (test) => rows.filter(test).length;
  const n = rows.length;
  console.log(
    `  ${label.padEnd(9)} ${String(n).padStart(3)} pages  reads well ${pct(
      count((r) => r.readsWell),
      n,
    ).padStart(7)}` +
      `  title ${pct(
        count((r) => r.title),
        n,
      )}  ingredients ${pct(
        count((r) => r.ingredients.same === r.ingredients.expected && r.ingredients.got === r.ingredients.expected),
        n,
      )}` +
      `  steps ${pct(
        count((r) => r.steps.same === r.steps.expected && r.steps.got === r.steps.expected),
        n,
      )}` +
      `  servings ${pct(
        count((r) => r.servings),
        n,
      )}  5xx ${count((r) => r.status >= 500)}  refused ${count((r) => (r.status < 200 || r.status >= 300) && r.status < 500)}`,
  );
}

/**
 * The misses of a set counted by where their reading came from and by how their steps and ingredients differ:
 * totals only, so the held-out pages' kinds of miss are known without any page being named or shown.
 */
function missKinds(label, rows) {
  const missed = rows.filter((r) => !r.readsWell);
  const tally = (kindOf) => {
    const counts = {};
    for (const r of missed) {
      const kind = kindOf(r);
      if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
    }
    return (
      Object.entries(counts)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ') || 'none'
    );
  };
  // (Fewer rows all read right in their places: the reading stopped early, the rest of the list unread.)
  const differs = (c) =>
    c.got < c.expected
      ? c.same === c.got && c.got > 0
        ? 'fewer (stopped early)'
        : 'fewer'
      : c.got > c.expected
        ? 'more'
        : c.same < c.expected
          ? 'other text'
          : null;
  console.log(
    `  ${label.padEnd(9)} misses by source: ${tally((r) => r.source)}; steps: ${tally((r) => differs(r.steps))};` +
      ` ingredients: ${tally((r) => differs(r.ingredients))}; title wrong ${missed.filter((r) => !r.title).length}` +
      ` (${tally((r) => r.titleMiss)})`,
  );
}

function report(results) {
  console.log(`\nImport of ${results.length} real pages from ${folder}`);
  summary(
    'tuning',
    results.filter((r) => !r.heldOut),
  );
  summary(
    'held-out',
    results.filter((r) => r.heldOut),
  );
  summary('all', results);
  console.log('');
  missKinds(
    'tuning',
    results.filter((r) => !r.heldOut),
  );
  missKinds(
    'held-out',
    results.filter((r) => r.heldOut),
  );
  // Held-out pages are counted, never named: tuning on them would make the held-out figure meaningless.
  const missed = results.filter((r) => !r.readsWell);
  const worst = missed.filter((r) => values['show-held-out'] || !r.heldOut).sort((a, b) => a.partial - b.partial);
  const hidden = missed.length - worst.length;
  console.log(
    `\nWorst pages (${missed.length} do not read well${hidden ? `; the ${hidden} held-out ones are not named` : ''}):`,
  );
  for (const r of worst.slice(0, Number(values.worst))) {
    const what = r.status !== 201 && r.status !== 200 ? `status ${r.status}: ${r.detail ?? ''}` : '';
    console.log(
      `  ${r.heldOut ? '*' : ' '} ${r.name.padEnd(50)} title ${r.title ? 'ok' : '--'}  ingr ${r.ingredients.same}/${r.ingredients.expected} (got ${r.ingredients.got})  steps ${r.steps.same}/${r.steps.expected} (got ${r.steps.got})  ${what}`,
    );
  }
  return results;
}

/**
 * With --out: the results as JSON. Unless --show-held-out, the held-out pages come last and unnamed, as in the
 * worst list (a results file once showed their names).
 */
function writeResults(results) {
  const shown = values['show-held-out'];
  const tuning = results.filter((r) => shown || !r.heldOut);
  const unnamed = shown
    ? []
    : results.filter((r) => r.heldOut).map((r, n) => ({ ...r, name: `held-out page ${n + 1}` }));
  writeFileSync(values.out, JSON.stringify([...tuning, ...unnamed], null, 2));
}

let serverErrors = 0;
if (values.direct) {
  const results = report(await direct());
  serverErrors = results.filter((r) => r.status >= 500).length;
  if (values.out) writeResults(results);
} else {
  // benchEveryEngine builds dist/ (unless --skip-build) and prints its latency table, which stays empty here.
  await benchEveryEngine({ ...values, out: undefined }, async (engine) => {
    const results = report(await viaServer(engine));
    serverErrors += results.filter((r) => r.status >= 500).length;
    if (values.out) writeResults(results);
    return [];
  });
}
// A page that makes the server fail is a bug whatever the figures say.
if (serverErrors > 0) {
  console.error(`\n${serverErrors} page(s) answered 5xx`);
  process.exit(1);
}
