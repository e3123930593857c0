/** Emphasis for terminal output. Apply it after measuring and padding: escape codes take no columns. */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
}

export const plainStyle: Style = { bold: (text) => text, dim: (text) => text };

export const ansiStyle: Style = {
  bold: (text) => (text ? `\x1b[1m${text}\x1b[22m` : text),
  dim: (text) => (text ? `\x1b[2m${text}\x1b[22m` : text),
};

/**
 * Colour (well, bold and dim) only for a terminal, and never when NO_COLOR is set
 * (https://no-color.org); FORCE_COLOR turns it on for pipes (`| less -R`).
 */
export function wantsColor(env: Record<string, string | undefined>, isTTY: boolean): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTTY && env.TERM !== 'dumb';
}
