import { letters } from './page-elements';

// The name of the site a page is on, as its titles add it: to be told from the recipe's own name.

/** Services that host blogs each under a name of their own (kitchenmusings.blogspot.com). */
const BLOG_HOSTS =
  /^(?:blogspot|wordpress|weebly|tumblr|substack|over-blog|canalblog|hatenablog|jimdofree|webnode|typepad|livejournal)$/;

/** The site's names, letters only: og:site_name and its host's ("annaskitchen" of www.annaskitchen.com). */
function siteNames(siteName: string | null, host: string | null): string[] {
  const labels = (host ?? '')
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  const hostName = labels.length > 1 ? letters(labels.slice(0, -1).join('.')) : '';
  // The host's first name alone too, under a country's second level ("foodnetwork" of foodnetwork.co.uk) or a blog
  // host's domain ("kitchenmusings" of kitchenmusings.blogspot.com).
  const underHost = labels.length === 3 && (labels[1]!.length <= 3 || BLOG_HOSTS.test(labels[1]!));
  const firstName = underHost ? letters(labels[0]!) : '';
  return [letters(siteName ?? ''), hostName, letters(host ?? ''), firstName].filter((name) => name.length >= 3);
}

/** A title that is the site's name alone ("Anna's Kitchen" on annaskitchen.com): it names no recipe. */
export const isSiteName = (title: string, siteName: string | null, host: string | null) =>
  siteNames(siteName, host).includes(letters(title));

/** A word for "recipe" that starts a page title's decoration ("Pasta med broccolipesto - recept"). */
/** The word "recipe" in the languages of the sites, for the patterns that read it. */
export const RECIPE_WORDS = 'recipe|recette|rezept|receta|ricetta|receita|recept|opskrift|oppskrift|przepis';
export const RECIPE_TAIL = new RegExp(`^(?:${RECIPE_WORDS})\\b`, 'iu');

/**
 * A page title without what the site adds after the recipe's name: its own name ("Pruimenjam - Culy",
 * "Lasagne al radicchio - Ricetta.it", "Wings Recipe on Food52") or the word "recipe" and what follows it ("Pasta
 * med broccolipesto - recept", "Placki ziemniaczane: przepis podstawowy", "Tortellini Recipe: How to Make…"): the
 * title is cut at the first dash, bar, colon or "on" whose rest is so. The site's name written first ("Culy - Pruimenjam")
 * goes too.
 */
/** How to make it, after a colon: "How to…", "… nasıl yapılır?". */
const HOW_TO = /^how to\b|nas[ıi]l yap[ıi]l[ıi]r\s*\??$/iu;

export function withoutSiteName(title: string, siteName: string | null, host: string | null): string {
  const names = siteNames(siteName, host);
  // The site's name first, before a dash, bar or colon ("Anna's Kitchen | Chocolate Cake"): the rest is the title.
  const lead = /^(.+?)\s*(?:[|–—·:]|\s-)\s+(?=\S)/u.exec(title);
  if (lead && names.includes(letters(lead[1]!)) && /\p{L}/u.test(title.slice(lead[0].length)))
    return withoutSiteName(title.slice(lead[0].length), siteName, host);
  // (The word "Recipe" before the site's name goes with it: "Tuscan mushrooms Recipe | Food Network UK".)
  // (So does a Turkish "tarifi" before a colon and its question: "Fırında köfte tarifi: Fırında köfte nasıl yapılır?".)
  const cuts = [...title.matchAll(/(?:\s+recipe)?\s+[-|–—·]\s+|(?:\s+tarifi)?:\s+|\s+(?:recipe\s+)?on\s+/giu)];
  // (A rest that holds the site's name only after a later cut is cut there: "Bento Filler: Carrots | JustBento".)
  const startsSite = (rest: string) => names.some((name) => letters(rest).startsWith(name));
  for (const [n, cut] of cuts.entries()) {
    const [head, rest] = [title.slice(0, cut.index).trim(), title.slice(cut.index + cut[0].length).trim()];
    if (!/\p{L}/u.test(head)) continue;
    const tail = letters(rest);
    const later = cuts.slice(n + 1).some((c) => startsSite(title.slice(c.index + c[0].length)));
    const isSite = names.some((name) => tail.startsWith(name) || (name.length >= 6 && tail.includes(name) && !later));
    // After a dash, bar or colon: the site or the word "recipe"; after a colon also "How to…"; after "on": the site.
    const mark = cut[0].replace(/^\s+(?:recipe|tarifi)\b/iu, '').trim();
    const dash = /^[-|–—·]$/u.test(mark);
    const colon = mark === ':';
    if (isSite || ((dash || colon) && RECIPE_TAIL.test(rest)) || (colon && HOW_TO.test(rest))) return head;
  }
  return title;
}
