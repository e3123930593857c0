import type { SystemSettings } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appSettings } from '../../db/schema/index';

/** Invitation-only by default (spec 001 §1): open registration is an explicit admin choice. */
export const DEFAULT_SETTINGS: SystemSettings = { open_registration: false };

export function createSettingsService(ctx: AppContext) {
  const { db } = ctx;
  async function get(): Promise<SystemSettings> {
    const rows = await db.select().from(appSettings);
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    return {
      open_registration:
        typeof stored.open_registration === 'boolean' ? stored.open_registration : DEFAULT_SETTINGS.open_registration,
    };
  }
  return {
    get,
    async update(patch: Partial<SystemSettings>): Promise<SystemSettings> {
      const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
      if (entries.length > 0) {
        const now = ctx.config.now();
        await db
          .insert(appSettings)
          .values(entries.map(([key, value]) => ({ key, value, updatedAt: now })))
          .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: now } });
      }
      return get();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
