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
  const named = namesBeforeAmounts(text);
  if (named) return named;
  const parts = cutOutsideBrackets(text, ',;', nextAmount);
  // (The first may hold its amount later: "The thick end of 3 large carrots, Orange juice, 1/4 tsp. salt".)
  const counted =
    startsWithAmount(parts[0]!) || (/[\d½¼¾⅓⅔⅛]/u.test(parts[0]!) && parts.slice(1).every(startsWithAmount));
  return parts.length >= 3 && counted ? parts.flatMap((part) => cutOutsideBrackets(part, ',', nextName)) : [text];
}

/** A short part that ends with its amount ("돼지고기 300g", "양파 1개", "Мука 200 г"), not with a time ("Prep 10 min"). */
const ENDS_WITH_AMOUNT = /\s[\d½¼¾⅓⅔⅛][\d.,/½¼¾]*\s*\p{L}{0,6}\.?$|\p{L}[\d½¼¾⅓⅔⅛][\d.,/½¼¾]*\p{L}{0,3}$/u;
const ENDS_WITH_TIME = /\d\s*(?:min|mins|minutes?|h|hrs?|hours?|분|시간|分|分钟|小时|мин|ч)\.?$/iu;
const MAX_NAMED_WORDS = 5;

/**
 * Ingredients written each with its name before its amount, one after another ("돼지고기 300g, 양파 1개, 간장 2큰술,
 * 소금 약간"): a row each, when there are three or more, each short, and two in three end with an amount.
 */
function namesBeforeAmounts(text: string): string[] | null {
  // (After their group's name and a colon: "主料：牛腩600克、番茄3个、土豆2个".)
  const rows = text.replace(/^[^\d:：,，、]{1,12}[:：]\s*(?=\S)/u, '');
  const parts = cutOutsideBrackets(rows, ',;、，', () => true).filter(Boolean);
  if (parts.length < 3 || parts.some((p) => p.split(/\s+/).length > MAX_NAMED_WORDS || startsWithAmount(p)))
    return null;
  const amounts = parts.filter((p) => ENDS_WITH_AMOUNT.test(p) && !ENDS_WITH_TIME.test(p)).length;
  return amounts * 3 >= parts.length * 2 ? parts : null;
}
