import { z } from 'zod';

/**
 * GET /admin/system-info: what the admin needs to know about this installation. Statuses and counts only —
 * never a secret, key, hash, connection string or address.
 */
export const systemInfoSchema = z.object({
  version: z.string(),
  node_version: z.string(),
  uptime_seconds: z.number().int(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    /** Bytes used by this database (pg_database_size). */
    size_bytes: z.number().int().nullable(),
  }),
  storage: z.object({
    kind: z.enum(['local', 's3']),
    /** Recipe images, avatars and covers stored (each with its thumbnails). */
    image_count: z.number().int(),
  }),
  mail: z.object({
    /** smtp when SMTP_URL is set; outbox writes .eml files into the data folder. */
    transport: z.enum(['smtp', 'outbox']),
    configured: z.boolean(),
    pending_retry: z.number().int(),
    failed: z.number().int(),
  }),
  ai: z.object({
    configured: z.boolean(),
    /** Where the key comes from: the environment (OPENAI_API_KEY), saved by an admin, or none. */
    source: z.enum(['environment', 'settings', 'none']),
  }),
  counts: z.object({
    users: z.number().int(),
    active_users: z.number().int(),
    admins: z.number().int(),
    recipes: z.number().int(),
    pending_invitations: z.number().int(),
  }),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
