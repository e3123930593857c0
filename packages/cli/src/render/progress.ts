/** Files at least this large show a progress bar while they upload (smaller ones finish before it draws). */
export const PROGRESS_MIN_BYTES = 256 * 1024;

const BAR_WIDTH = 24;

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** One line of upload progress: `Uploading photo.jpg  ██████░░░░  42%  1.2 MB of 2.9 MB`. */
export function progressLine(name: string, sent: number, total: number): string {
  const ratio = total > 0 ? Math.min(1, sent / total) : 1;
  const filled = Math.round(ratio * BAR_WIDTH);
  const bar = '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
  return `Uploading ${name}  ${bar} ${String(Math.floor(ratio * 100)).padStart(3)}%  ${size(Math.min(sent, total))} of ${size(total)}`;
}

/** One line of a run over many items: `Importing  ██████░░░░  3/10  pancakes.json`. */
export function countProgressLine(label: string, done: number, total: number, current = ''): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * BAR_WIDTH);
  const count = `${done}/${total}`.padStart(String(total).length * 2 + 1);
  return `${label}  ${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}  ${count}${current ? `  ${current}` : ''}`;
}
