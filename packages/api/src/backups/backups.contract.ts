import { z } from 'zod';
import { endpoint } from '../endpoint';

/** Names the server makes for backup files: a moment, how it was started, an optional counter. */
export const BACKUP_NAME_PATTERN = /^potluck-\d{8}-\d{6}Z-(manual|scheduled)(-\d{1,3})?\.jsonl\.gz$/;

export const BACKUP_MESSAGES = {
  invalidName: 'Not a backup name',
  notFound: 'Backup not found',
  running: 'This backup is still being written',
  alreadyRunning: 'A backup is already running',
} as const;

export const backupSchema = z.object({
  name: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  /** running: being written now (by any server process of the instance); failed: it stopped with error. */
  status: z.enum(['running', 'done', 'failed']),
  /** Share of tables and images written, 0–100. */
  progress: z.number().int().min(0).max(100),
  trigger: z.enum(['manual', 'scheduled']),
  error: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({ items: z.array(backupSchema) });

const nameParams = z.object({
  name: z
    .string()
    .max(80)
    .regex(BACKUP_NAME_PATTERN, BACKUP_MESSAGES.invalidName)
    .meta({ examples: ['potluck-20260101-020000Z-scheduled.jsonl.gz'] }),
});

/** Admin only: whole-instance backups (every table and every stored image), kept beside the images. */
export const backupsContract = {
  list: endpoint({
    method: 'GET',
    path: '/admin/backups',
    summary: 'The instance’s backups, newest first, with running and failed ones (admin)',
    auth: true,
    responses: { 200: backupListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/backups',
    summary: 'Start a backup now; answers at once with the backup, status running (admin)',
    description:
      'The file is written in the background: follow it with GET /admin/backups (progress), then download it. ' +
      'One backup runs at a time in the whole instance, whichever process started it (409 while one runs).',
    auth: true,
    responses: { 201: backupSchema },
  }),
  download: endpoint({
    method: 'GET',
    path: '/admin/backups/:name/download',
    summary: 'The backup file (application/gzip; gzip’d JSON Lines) (admin)',
    auth: true,
    params: nameParams,
    responses: { 200: z.unknown() },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/backups/:name',
    summary: 'Delete a backup file (admin)',
    auth: true,
    params: nameParams,
    responses: { 204: z.undefined() },
  }),
};
