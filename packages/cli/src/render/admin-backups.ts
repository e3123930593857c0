import type { Backup } from '@potluck/api';

export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;

const statusOf = (b: Backup) =>
  b.status === 'running' ? `running ${b.progress}%` : b.status === 'failed' ? `failed: ${b.error ?? ''}` : 'done';

/** One line per backup: name, when (UTC), size, how it was started, status. */
export function renderBackupTable(items: Backup[]): string {
  const rows = items.map((b) => [
    b.name,
    b.created_at.slice(0, 16).replace('T', ' '),
    b.status === 'done' ? fileSize(b.size_bytes) : '',
    b.trigger,
    statusOf(b),
  ]);
  const header = ['NAME', 'CREATED (UTC)', 'SIZE', 'TRIGGER', 'STATUS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
