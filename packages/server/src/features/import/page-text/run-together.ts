import { startsWithAmount } from './line-kinds';

// Ingredients written in one paragraph, one after another ("2 eggs, 1 cup flour, a pinch of salt"): a row each.

/**
 * The text cut at each of `marks` outside brackets where what follows passes `next` (a comma before an amount, "…,
 * 2 eggs"; not the semicolon of "(12 Tbsp; 170g)").
 */
function cutOutsideBrackets(text: string, marks: string, next: (rest: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && marks.includes(c) && next(text.slice(i + 1, i + 4))) {
      parts.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  return [...parts, text.slice(from).trim()];
}

/** Where one ingredient of a run-together line ends and the next starts: a comma or a semicolon before an amount. */
const nextAmount = (rest: string) => /^\s+[\d½¼¾⅓⅔⅛]/u.test(rest);
/** Or a comma before a capital: another ingredient named without its amount ("…, Rosmarin, Thymian"). */
const nextName = (rest: string) => /^\s+\p{Lu}\p{Ll}/u.test(rest);

/**
 * The ingredients of a page that writes them all in one paragraph, one after another ("2 eggs, 1 cup flour, a
 * pinch of salt, 1 onion, diced"): a line for each amount, when three or more start with one, and for each name
 * written with a capital after a comma ("…, Rosmarin, Thymian"; "diced" goes on its ingredient). Else the line.
 */
export function runTogether(text: string): string[] {
  const parts = cutOutsideBrackets(text, ',;', nextAmount);
  // (The first may hold its amount later: "The thick end of 3 large carrots, Orange juice, 1/4 tsp. salt".)
  const counted =
    startsWithAmount(parts[0]!) || (/[\d½¼¾⅓⅔⅛]/u.test(parts[0]!) && parts.slice(1).every(startsWithAmount));
  return parts.length >= 3 && counted ? parts.flatMap((part) => cutOutsideBrackets(part, ',', nextName)) : [text];
}
