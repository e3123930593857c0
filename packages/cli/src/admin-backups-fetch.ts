import { chmod, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Backup, contract } from '@potluck/api';
import type { Context } from './context';
import { downloadFile } from './download';
import { UserError } from './errors';
import { countProgressLine } from './render/progress';
import { fileSize } from './render/admin-backups';

/** How often the backup's progress is asked for (POTLUCK_POLL_MS in tests). */
const POLL_MS = 500;

/**
 * Starts a backup on the server, shows its progress on stderr (a terminal only), downloads the file when it
 * is whole and saves it owner-only: it holds every member's data.
 */
export async function takeAndSave(ctx: Context, out: string): Promise<void> {
  const client = await ctx.sessionClient();
  const started = await ctx.call(() => client.backups.create(), { authenticated: true });
  const pollMs = Number(ctx.io.env.POTLUCK_POLL_MS ?? POLL_MS);
  const show = ctx.io.interactive && !ctx.json;
  let backup: Backup = started;
  while (backup.status === 'running') {
    if (show) ctx.io.stderr(`\r${countProgressLine('Backing up', backup.progress, 100, `${backup.progress}%`)}`);
    await new Promise((r) => setTimeout(r, pollMs));
    const list = await ctx.call(() => client.backups.list(), { authenticated: true });
    const found = list.items.find((b) => b.name === started.name);
    if (!found) throw new UserError(`The backup ${started.name} disappeared from the server before it finished.`);
    backup = found;
  }
  if (show) ctx.io.stderr('\n');
  if (backup.status === 'failed') throw new UserError(`The backup failed: ${backup.error ?? 'no reason given'}.`);
  const download = await downloadFile(ctx, () =>
    client.fetchRaw(contract.backups.download, { params: { name: backup.name } }),
  );
  const file = resolve(out);
  try {
    await writeFile(file, download.bytes, { mode: 0o600 });
    await chmod(file, 0o600);
  } catch (error) {
    throw new UserError(`Cannot write ${file}: ${(error as Error).message}.`);
  }
  ctx.print(
    { ...backup, file, bytes: download.bytes.length },
    `Backed up to ${file} (${fileSize(download.bytes.length)}; ${backup.name} stays on the server too).`,
  );
}
