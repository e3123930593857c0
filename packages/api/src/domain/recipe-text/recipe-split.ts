import { stripMarkdown } from './ingredient-text';
import { readMetaLine } from './recipe-meta';

const LABEL_ONLY =
  /^(?:(?:prep(?:aration)?|cook(?:ing)?|total|active|bake|baking)(?:\s*time)?|servings?|serves|yields?|makes|course|cuisine|difficulty):?$/i;
const UNIT_ONLY = /^(?:servings?|people|portions?|minutes?|mins?|hours?|hrs?)$/i;

/** Lines with odd spaces folded; recipe widgets put "Prep Time" and "15 mins" on separate lines, so those are joined. */
export function splitRecipeLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/[\u200b-\u200d\ufeff]/g, '')
        .replace(/[\s\u00a0]+/g, ' ')
        .trim(),
    );
  const joined: string[] = [];
  const nextFilled = (from: number) => {
    let index = from;
    while (index < lines.length && lines[index] === '') index += 1;
    return index;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const value = nextFilled(index + 1);
    if (LABEL_ONLY.test(stripMarkdown(line)) && value < lines.length) {
      // "Servings / 24 / cookies": a one-word third line is the value's unit, when that still reads as metadata.
      const unit = nextFilled(value + 1);
      const oneWord = unit < lines.length && (UNIT_ONLY.test(lines[unit]!) || /^\p{Ll}{2,20}$/u.test(lines[unit]!));
      const withUnit = `${line} ${lines[value]} ${lines[unit] ?? ''}`;
      const withoutUnit = `${line} ${lines[value]}`;
      if (oneWord && readMetaLine(withUnit) !== null) {
        joined.push(withUnit);
        index = unit;
        continue;
      }
      if (readMetaLine(withoutUnit) !== null) {
        joined.push(withoutUnit);
        index = value;
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}
