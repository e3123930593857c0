/**
 * Plain-text layout helpers for terminal output: word wrapping, padding and tables. Widths count
 * code points, which is right for the Latin text of recipes; wide glyphs (emoji, CJK) may sit a
 * column off, never worse.
 */

/** How many terminal columns `text` takes (code points; see above). */
export const textWidth = (text: string): number => [...text].length;

export const padEnd = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - textWidth(text)));
export const padStart = (text: string, width: number): string =>
  ' '.repeat(Math.max(0, width - textWidth(text))) + text;

/** Cuts `text` to `width` columns, ending in "…" when something was cut. */
export function truncate(text: string, width: number): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  if (width <= 1) return chars.slice(0, width).join('');
  return `${chars
    .slice(0, width - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Wraps `text` to `width` columns. Existing line breaks are kept (paragraphs stay paragraphs); a word
 * longer than the line is put on a line of its own rather than broken. Every line after the first
 * starts with `indent` (a hanging indent), and the first one with `firstIndent` (default: `indent`).
 */
export function wrap(text: string, width: number, indent = '', firstIndent = indent): string[] {
  const lines: string[] = [];
  let first = true;
  for (const paragraph of text.replace(/\r\n?/g, '\n').trim().split('\n')) {
    const words = paragraph.split(/\s+/).filter((word) => word !== '');
    if (words.length === 0) {
      // One blank line between paragraphs, however many were typed.
      if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      if (line === '') {
        line = (first ? firstIndent : indent) + word;
        first = false;
      } else if (textWidth(line) + 1 + textWidth(word) <= width) line += ` ${word}`;
      else {
        lines.push(line);
        line = indent + word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface Column {
  header: string;
  /** Right-aligned (numbers); left-aligned otherwise. */
  align?: 'left' | 'right';
  /** This column gives up width when the table is wider than the terminal (cells are cut with "…"). */
  shrink?: boolean;
  /** The column never gets narrower than this when shrinking. @default 10 */
  minWidth?: number;
}

/**
 * Lays out rows under a header as aligned columns, two spaces apart, without trailing spaces. When the
 * table is wider than `maxWidth`, the `shrink` column is narrowed (down to its minWidth) to fit.
 */
export function table(columns: readonly Column[], rows: readonly (readonly string[])[], maxWidth: number): string[] {
  const widths = columns.map((column, i) =>
    Math.max(textWidth(column.header), ...rows.map((row) => textWidth(row[i] ?? ''))),
  );
  const gap = 2;
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * (columns.length - 1);
  const shrinking = columns.findIndex((column) => column.shrink);
  if (total > maxWidth && shrinking >= 0) {
    const current = widths[shrinking] ?? 0;
    const floor = Math.min(
      current,
      Math.max(columns[shrinking]?.minWidth ?? 10, textWidth(columns[shrinking]?.header ?? '')),
    );
    widths[shrinking] = Math.max(floor, current - (total - maxWidth));
  }
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) => {
        const width = widths[i] ?? 0;
        const cell = truncate(cells[i] ?? '', width);
        return column.align === 'right' ? padStart(cell, width) : padEnd(cell, width);
      })
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(columns.map((column) => column.header)), ...rows.map(line)];
}
