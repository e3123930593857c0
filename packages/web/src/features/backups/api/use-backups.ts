import { type Backup, contract } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export const BACKUPS_KEY = '/admin/backups';

const running = (items: Backup[] | undefined) => items?.some((b) => b.status === 'running') ?? false;

/** GET /admin/backups, asked again every second while one is being written (its progress moves). */
export function useBackups() {
  return useSWR(BACKUPS_KEY, async () => (await api.backups.list()).items, {
    refreshInterval: (items) => (running(items) ? 1000 : 0),
  });
}

/** POST /admin/backups: starts one; it answers at once with the backup, still running. */
export const startBackup = () => api.backups.create();

export const deleteBackup = (name: string) => api.backups.remove({ params: { name } });

/** GET the file with the admin's token and hand it to the browser as a download. */
export async function downloadBackup(name: string): Promise<void> {
  const res = await api.fetchRaw(contract.backups.download, { params: { name } });
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
