import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema } from './config-env.schemas';
import type { S3Config } from './storage/s3-storage';

/** Argon2id cost. Production values meet ARCHITECTURE §5; only tests build a Config with less. */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export interface RateLimits {
  /** Per IP, in memory: login attempts per minute. */
  loginPerIpPerMinute: number;
  /** Per IP, in memory: registration attempts per minute. */
  registerPerIpPerMinute: number;
  /** Per account, in the database: failed logins per hour before the account is locked out. */
  loginFailuresPerAccountPerHour: number;
  /** Per invitation token or email, in the database: registration attempts per hour. */
  registerPerAccountPerHour: number;
  /** Per member, in the database: invitations sent per hour. */
  invitationsPerUserPerHour: number;
  /** Per member, in the database: friend searches per minute (the member list cannot be scraped). */
  friendSearchPerMinute: number;
  /** Per member, in the database: friend invite codes looked up or used per hour (codes cannot be guessed). */
  inviteCodesPerHour: number;
}

/** The AI provider: env values override what an admin saved in System Settings; limits bound the cost. */
export interface AiConfig {
  envApiKey: string | undefined;
  envBaseUrl: string | undefined;
  envModel: string | undefined;
  defaultModel: string;
  timeoutMs: number;
  /** Per member: AI calls per minute and per day (counted in the database across processes). */
  callsPerMinute: number;
  callsPerDay: number;
  /** Longest text a member may send to the provider in one call. */
  maxInputChars: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secret: string;
  publicUrl: string;
  admin: { email: string; username: string; password: string } | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  logLevel: string;
  webDir: string;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (per-IP rate limits need it). */
  trustProxy: boolean;
  /** Per-IP request limits are counted in Redis when set, else in the database (shared by every process). */
  redisUrl: string | undefined;
  rateLimits: RateLimits;
  argon2: Argon2Params;
  /** Access JWT lifetime. */
  accessTokenTtlSeconds: number;
  /** Absolute session (refresh family) lifetime with remember_me. */
  sessionTtlSeconds: number;
  /** Absolute session lifetime without remember_me. */
  shortSessionTtlSeconds: number;
  invitationTtlHours: number;
  bodyLimitBytes: number;
  /** Recipe images: largest accepted file (POTLUCK_MAX_UPLOAD_MB) and decoded size (decompression bombs). */
  images: { maxUploadMb: number; maxPixels: number };
  /** S3_*: images in an S3-compatible bucket instead of POTLUCK_DATA_DIR/images (needed to run several processes). */
  s3?: S3Config | undefined;
  /**
   * How long a page of recipes (list or search), a shopping list, the meal plan list, a plan's calendar range, friend
   * search answers, the friends overview and the activity feed (decision 015) are answered from this process's
   * cache, per member where they are personal; every successful
   * write request clears it at once, here and (through the change feed) in every other process on the same
   * PostgreSQL, so the lifetime bounds only how long view counts on cards lag and staleness while a process
   * cannot hear the others (POTLUCK_LIST_CACHE_SECONDS, default 60, 0 turns the cache off).
   */
  listCacheSeconds: number;
  /**
   * How long a checked session is trusted without asking the database again (POTLUCK_SESSION_CACHE_SECONDS,
   * 0 asks every time). Cleared by every successful write and every revocation in this process (decision 008).
   */
  sessionCacheSeconds: number;
  ai: AiConfig;
  /** The one clock of the server; tests move it to exercise expiry. */
  now: () => Date;
  /** POTLUCK_DEMO=1: seed the demo family and its recipes at start (idempotent). */
  demo?: boolean;
  /**
   * Server-side fetches of user URLs (recipe import) go through the SSRF guard. allowHosts
   * (POTLUCK_FETCH_ALLOW_HOSTS, comma-separated IP addresses, CIDR ranges, host names or *.domain) lets a
   * self-hoster reach their LAN; timeoutMs and maxBytes keep the guard's defaults (10 s, 5 MB) outside tests.
   */
  fetch?: { allowHosts: string[]; timeoutMs?: number; maxBytes?: number };
  /**
   * Scheduled backups (beside the images: the bucket or POTLUCK_DATA_DIR/backups): every everyHours
   * (POTLUCK_BACKUP_EVERY_HOURS, default 24, 0 turns them off), keeping the newest `keep` (POTLUCK_BACKUP_KEEP,
   * default 7). Unset (tests): off.
   */
  backups?: { everyHours: number; keep: number };
}

/** packages/web/dist: two levels up from both src/config.ts and the bundled dist/server.js. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start; an invalid value stops the server with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.POTLUCK_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    secret: e.POTLUCK_SECRET ?? loadOrCreateSecret(dataDir),
    publicUrl: (e.POTLUCK_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    admin:
      e.POTLUCK_ADMIN_EMAIL && e.POTLUCK_ADMIN_USERNAME && e.POTLUCK_ADMIN_PASSWORD
        ? { email: e.POTLUCK_ADMIN_EMAIL, username: e.POTLUCK_ADMIN_USERNAME, password: e.POTLUCK_ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    logLevel: e.LOG_LEVEL,
    webDir: e.POTLUCK_WEB_DIR ? resolve(e.POTLUCK_WEB_DIR) : DEFAULT_WEB_DIR,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    rateLimits: {
      loginPerIpPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      registerPerIpPerMinute: e.RATE_LIMIT_REGISTER_PER_MINUTE,
      loginFailuresPerAccountPerHour: e.RATE_LIMIT_LOGIN_FAILURES_PER_HOUR,
      registerPerAccountPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      invitationsPerUserPerHour: e.RATE_LIMIT_INVITATIONS_PER_HOUR,
      friendSearchPerMinute: e.RATE_LIMIT_FRIEND_SEARCH_PER_MINUTE,
      inviteCodesPerHour: e.RATE_LIMIT_INVITE_CODES_PER_HOUR,
    },
    argon2: PRODUCTION_ARGON2,
    accessTokenTtlSeconds: 15 * 60,
    sessionTtlSeconds: 30 * 24 * 3600,
    shortSessionTtlSeconds: 7 * 24 * 3600,
    invitationTtlHours: 168,
    bodyLimitBytes: 1024 * 1024,
    images: { maxUploadMb: e.POTLUCK_MAX_UPLOAD_MB, maxPixels: Math.round(e.POTLUCK_MAX_IMAGE_MEGAPIXELS * 1_000_000) },
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    listCacheSeconds: e.POTLUCK_LIST_CACHE_SECONDS,
    sessionCacheSeconds: e.POTLUCK_SESSION_CACHE_SECONDS,
    ai: {
      envApiKey: e.OPENAI_API_KEY,
      envBaseUrl: e.OPENAI_BASE_URL,
      envModel: e.OPENAI_MODEL,
      defaultModel: 'gpt-4o-mini',
      timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
      callsPerMinute: e.AI_CALLS_PER_MINUTE,
      callsPerDay: e.AI_CALLS_PER_DAY,
      maxInputChars: e.AI_MAX_INPUT_CHARS,
    },
    now: () => new Date(),
    demo: e.POTLUCK_DEMO,
    fetch: { allowHosts: e.POTLUCK_FETCH_ALLOW_HOSTS },
    backups: { everyHours: e.POTLUCK_BACKUP_EVERY_HOURS, keep: e.POTLUCK_BACKUP_KEEP },
  };
}

/** A generated secret survives restarts (sessions stay valid) and is readable only by its owner. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
