/**
 * Up to two initials for an avatar fallback: first letters of the first and last words of a
 * display name or username ("Nonna Maria Rossi" → "NR", "marco_b" → "MB"), or the first two
 * letters of a single word ("Zoë" → "ZO"). Punctuation is skipped; nothing usable gives "?".
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/[\s_.-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last ? [...first][0]! + [...last][0]! : [...first].slice(0, 2).join('');
  return letters.toLocaleUpperCase();
}

export const AVATAR_TINTS = ['primary', 'secondary', 'accent'] as const;
export type AvatarTint = (typeof AVATAR_TINTS)[number];

/** A stable tint per name, so one person always gets the same fallback colour. */
export function tintOf(name: string | null | undefined): AvatarTint {
  let hash = 0;
  for (const char of name ?? '') hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_TINTS[hash % AVATAR_TINTS.length]!;
}
