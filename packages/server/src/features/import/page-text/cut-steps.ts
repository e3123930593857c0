import { letters } from './page-elements';

/**
 * Structured steps each cut short with an ellipsis where the page shows it whole ("Lava las lentejas bajo el grifo y
 * deja..." over "…y déjalas escurrir."): each, without its cut word, the start of the page's step in its place.
 */
export function cutShort(parts: string[], shown: string[]): boolean {
  if (parts.length < 2 || parts.length !== shown.length) return false;
  return parts.every((part, k) => {
    const cut = /^(.*\S)\s+\S*(?:\.{3}|…)$/su.exec(part.trim());
    return !!cut && letters(shown[k]!).startsWith(letters(cut[1]!)) && letters(shown[k]!) !== letters(cut[1]!);
  });
}
