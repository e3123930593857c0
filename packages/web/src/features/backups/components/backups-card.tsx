import { type Backup, errorText } from '@potluck/api';
import { Button, Card, ConfirmDialog, ErrorState, ProgressBar, Skeleton, useToast } from '@potluck/ui';
import { useState } from 'react';
import { deleteBackup, downloadBackup, startBackup, useBackups } from '../api/use-backups';
import * as styles from './backups.css';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Admin Settings → Backups: take one now (with its progress), list, download and delete them. */
export function BackupsCard() {
  const { data, error, mutate } = useBackups();
  const { toast } = useToast();
  const [starting, setStarting] = useState(false);
  const busy = starting || (data?.some((b) => b.status === 'running') ?? false);

  const start = async () => {
    setStarting(true);
    try {
      const backup = await startBackup();
      await mutate((items) => [backup, ...(items ?? [])], { revalidate: false });
      await mutate();
    } catch (e) {
      toast({ variant: 'error', title: 'The backup did not start', description: errorText(e, 'Please try again.') });
    } finally {
      setStarting(false);
    }
  };
  const download = async (name: string) => {
    try {
      await downloadBackup(name);
    } catch (e) {
      toast({ variant: 'error', title: 'The download failed', description: errorText(e, 'Please try again.') });
    }
  };
  const remove = async (name: string) => {
    try {
      await deleteBackup(name);
      toast({ variant: 'success', title: 'Backup deleted' });
      await mutate();
    } catch (e) {
      toast({ variant: 'error', title: 'The backup was not deleted', description: errorText(e, 'Please try again.') });
      throw e;
    }
  };

  return (
    <Card asChild padding="lg">
      <section aria-labelledby="backups-heading" className={styles.card}>
        <div className={styles.header}>
          <h2 id="backups-heading" className={styles.title}>
            Backups
          </h2>
          <Button onClick={() => void start()} disabled={busy} loading={starting}>
            Back up now
          </Button>
        </div>
        <p className={styles.hint}>
          A backup holds every table and every photo of this instance in one file. Restore it into a fresh instance with{' '}
          <code>pnpm restore FILE</code> (see the README). It holds every member&apos;s data: keep it private.
        </p>
        {error && !data ? (
          <ErrorState
            title="Backups could not be loaded"
            message={errorText(error, 'Please try again.')}
            onRetry={() => void mutate()}
            headingLevel="h3"
          />
        ) : !data ? (
          <div role="status" aria-busy="true" aria-label="Loading backups">
            <Skeleton height={48} />
          </div>
        ) : data.length === 0 ? (
          <p className={styles.hint}>No backups yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Backups">
            {data.map((b) => (
              <BackupRow key={b.name} backup={b} onDownload={download} onDelete={remove} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

interface RowProps {
  backup: Backup;
  onDownload: (name: string) => Promise<void>;
  onDelete: (name: string) => Promise<void>;
}

function BackupRow({ backup, onDownload, onDelete }: RowProps) {
  const label = `${when(backup.created_at)} · ${backup.trigger === 'scheduled' ? 'scheduled' : 'manual'}`;
  return (
    <li className={styles.row} aria-label={backup.name}>
      <div className={styles.meta}>
        <span className={styles.name}>{label}</span>
        {backup.status === 'running' ? (
          <ProgressBar value={backup.progress} label="Backing up" />
        ) : backup.status === 'failed' ? (
          <span className={styles.failed}>Failed: {backup.error}</span>
        ) : (
          <span className={styles.hint}>{size(backup.size_bytes)}</span>
        )}
      </div>
      {backup.status === 'done' && (
        <Button variant="secondary" size="sm" onClick={() => void onDownload(backup.name)}>
          Download
        </Button>
      )}
      {backup.status !== 'running' && (
        <ConfirmDialog
          title="Delete this backup?"
          description={`${label}. The file is removed from the server; copies you downloaded stay.`}
          confirmLabel="Delete"
          onConfirm={() => onDelete(backup.name)}
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete backup ${backup.name}`}>
              Delete
            </Button>
          }
        />
      )}
    </li>
  );
}
