import { type Backup, contract } from '@potluck/api';
import { useEffect } from 'react';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export const BACKUPS_KEY = '/admin/backups';

const running = (items: Backup[] | undefined) => items?.some((b) => b.status === 'running') ?? false;

/**
 * GET /admin/backups, asked again every second while one is being written (its progress moves). Polled by an
 * interval of its own: SWR's refreshInterval, given as a function of the data, was not started again when a
 * backup began on a list with none running, so the progress stood still in the browser until a reload.
 */
export function useBackups() {
  const swr = useSWR(BACKUPS_KEY, async () => (await api.backups.list()).items);
  const { mutate } = swr;
  const busy = running(swr.data);
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void mutate(), 1000);
    return () => clearInterval(timer);
  }, [busy, mutate]);
  return swr;
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
