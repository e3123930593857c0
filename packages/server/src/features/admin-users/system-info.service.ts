import type { SystemInfo } from '@potluck/api';
import { sql } from 'drizzle-orm';
import serverPackage from '../../../package.json';
import type { AppContext } from '../../context';
import { at, rows } from '../../db/raw';
import type { AiKeyService } from '../../ai/ai-key.service';

/** GET /admin/system-info: statuses and counts only; nothing here may carry a key, hash, URL or address. */
export function createSystemInfoService(ctx: AppContext, deps: { aiKeys: AiKeyService }) {
  const { db, config } = ctx;
  return async function systemInfo(): Promise<SystemInfo> {
    const now = at(config.now());
    const [[c], size, ai] = await Promise.all([
      rows<{
        users: number;
        active_users: number;
        admins: number;
        recipes: number;
        pending_invitations: number;
        images: number;
        mail_pending: number;
        mail_failed: number;
      }>(
        db,
        sql`SELECT (SELECT count(*)::int FROM users) AS users,
          (SELECT count(*)::int FROM users WHERE is_active) AS active_users,
          (SELECT count(*)::int FROM users WHERE role = 'admin' AND is_active) AS admins,
          (SELECT count(*)::int FROM recipes) AS recipes,
          (SELECT count(*)::int FROM invitations WHERE accepted_at IS NULL AND expires_at > ${now}) AS pending_invitations,
          (SELECT count(*)::int FROM recipe_images) + (SELECT count(*)::int FROM user_images) AS images,
          (SELECT count(*)::int FROM invitations WHERE mail_status = 'pending_retry') AS mail_pending,
          (SELECT count(*)::int FROM invitations WHERE mail_status = 'failed') AS mail_failed`,
      ),
      rows<{ n: string | number }>(db, sql`SELECT pg_database_size(current_database()) AS n`).catch(() => []),
      deps.aiKeys.status(),
    ]);
    const bytes = size[0] ? Number(size[0].n) : null;
    return {
      version: serverPackage.version,
      node_version: process.version,
      uptime_seconds: Math.floor(process.uptime()),
      database: { engine: ctx.database.engine, size_bytes: bytes !== null && Number.isFinite(bytes) ? bytes : null },
      storage: { kind: config.s3 ? 's3' : 'local', image_count: c!.images },
      mail: {
        transport: ctx.mailer.kind,
        configured: ctx.mailer.kind === 'smtp',
        pending_retry: c!.mail_pending,
        failed: c!.mail_failed,
      },
      ai: { configured: ai.configured, source: ai.source },
      counts: {
        users: c!.users,
        active_users: c!.active_users,
        admins: c!.admins,
        recipes: c!.recipes,
        pending_invitations: c!.pending_invitations,
      },
    };
  };
}
