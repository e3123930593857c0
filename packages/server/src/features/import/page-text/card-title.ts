import { isAfterStepsHeading, isIngredientsHeading, isStepsHeading } from './recipe-headings';
import type { VisibleLine } from './visible-lines';

const LOOK_BACK = 40;

/** "Recipe:" or "Get the Recipe:" before a recipe's name, in the languages of the sites: a lead-in, not the name. */
const RECIPE_LEAD =
  /^(?:(?:get|jump to|print) the\s+)?(?:recipe|recette|rezept|receta|ricetta|receita|recept|opskrift|oppskrift|przepis)\s*:\s*(?=\S)/iu;

/**
 * The name a recipe card gives its recipe: the nearest heading above its ingredients heading that ranks above it
 * (the card's <h2> over its <h3>Ingredients</h3>), within a few dozen lines and not itself the name of a part
 * of a recipe. A post's <h1> ("Easy Mac and Cheese Recipe") is often longer than its card's name ("Easy Mac
 * and Cheese"): the card names the recipe, and a subtitle straight under its name does not. Null when there is none.
 */
export function cardTitle(lines: VisibleLine[], start: number): string | null {
  const own = lines[start]!.heading;
  if (own < 2 || own > 6) return null;
  for (let k = start - 1; k >= 0 && k >= start - LOOK_BACK; k--) {
    const line = lines[k]!;
    if (line.item || line.heading < 1 || line.heading >= own) continue;
    const text = line.text;
    const part = isIngredientsHeading(text) || isStepsHeading(text) || isAfterStepsHeading(text);
    if (part || text.endsWith(':') || text.length > 120) return null;
    // A subtitle straight under the recipe's name ("Pieczony kalafior" over "Pieczone różyczki… na chrupiąco!"),
    // unless it says it names the recipe ("Get the Recipe: Baked Halibut").
    const above = lines[k - 1];
    if (above && !above.item && above.heading === 1 && line.heading > 1 && !RECIPE_LEAD.test(text)) return above.text;
    return text;
  }
  return null;
}

/** A heading naming its recipe without the "Recipe:" lead-in a card puts before the name. */
export const withoutRecipeLead = (title: string) => title.replace(RECIPE_LEAD, '');

/**
 * A page title without the site's name after it ("Pruimenjam - Culy", "Madpandekager | Valdemarsro"): the name
 * after the last dash or bar when it is the site's name (og:site_name) or its host's name.
 */
export function withoutSiteName(title: string, siteName: string | null, host: string | null): string {
  const cut = /^(.*\S)\s+[-|–—·:]\s+([^-|–—·:]+)$/u.exec(title);
  if (!cut) return title;
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const tail = letters(cut[2]!);
  const site = letters(siteName ?? '');
  const hostName = letters((host ?? '').replace(/\.[a-z]{2,}$/i, ''));
  return tail && (tail === site || tail === hostName) ? cut[1]! : title;
}
