import { z } from 'zod';
import { parseAllowList } from './lib/safe-fetch/address-policy';

// The server's environment variables, one key each. README.md's configuration table lists exactly these keys
// (config-readme.test.ts checks both ways), so a new variable cannot stay undocumented.

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
/** A yes/no variable: 'true' or '1' turn it on; unset or empty mean off. */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    POTLUCK_DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    POTLUCK_SECRET: optionalString.pipe(z.string().min(32, 'POTLUCK_SECRET must be at least 32 characters').optional()),
    POTLUCK_PUBLIC_URL: optionalString.pipe(z.url('POTLUCK_PUBLIC_URL must be a URL').optional()),
    POTLUCK_ADMIN_EMAIL: optionalString,
    POTLUCK_ADMIN_USERNAME: optionalString,
    POTLUCK_ADMIN_PASSWORD: optionalString,
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    SMTP_FROM: z.string().min(3).default('Potluck <potluck@localhost>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    POTLUCK_WEB_DIR: optionalString,
    TRUST_PROXY: flag,
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
        .optional(),
    ),
    RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(30),
    RATE_LIMIT_REGISTER_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: positiveInt(100),
    RATE_LIMIT_REGISTER_PER_HOUR: positiveInt(20),
    RATE_LIMIT_INVITATIONS_PER_HOUR: positiveInt(20),
    RATE_LIMIT_FRIEND_SEARCH_PER_MINUTE: positiveInt(60),
    RATE_LIMIT_INVITE_CODES_PER_HOUR: positiveInt(30),
    POTLUCK_MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(10),
    POTLUCK_MAX_IMAGE_MEGAPIXELS: z.coerce.number().positive().max(268).default(50),
    S3_ENDPOINT: optionalString.pipe(z.url('S3_ENDPOINT must be a URL').optional()),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: flag,
    POTLUCK_DEMO: flag,
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalString.pipe(z.url('OPENAI_BASE_URL must be a URL').optional()),
    OPENAI_MODEL: optionalString,
    AI_TIMEOUT_SECONDS: positiveInt(30),
    AI_CALLS_PER_MINUTE: positiveInt(10),
    AI_CALLS_PER_DAY: positiveInt(200),
    AI_MAX_INPUT_CHARS: positiveInt(20000),
    POTLUCK_LIST_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
    POTLUCK_SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(10),
    POTLUCK_BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(8760).default(24),
    POTLUCK_BACKUP_KEEP: positiveInt(7),
    POTLUCK_FETCH_ALLOW_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .superRefine((entries, ctx) => {
        try {
          parseAllowList(entries);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
        }
      }),
  })
  .superRefine((env, ctx) => {
    const admin = [env.POTLUCK_ADMIN_EMAIL, env.POTLUCK_ADMIN_USERNAME, env.POTLUCK_ADMIN_PASSWORD];
    if (admin.some(Boolean) && !admin.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['POTLUCK_ADMIN_EMAIL'],
        message: 'Set all of POTLUCK_ADMIN_EMAIL, POTLUCK_ADMIN_USERNAME and POTLUCK_ADMIN_PASSWORD, or none',
      });
    }
    // A half-configured bucket must stop the start, not quietly fall back to the local folder.
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if ((s3.some(Boolean) || env.S3_ENDPOINT) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_ENDPOINT needs them too)',
      });
    }
  });
