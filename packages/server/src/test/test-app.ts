import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import type { MailMessage } from '../mail/mailer';
import { createPasswordHasher } from '../features/auth/password.service';
import { createTestDatabase } from './test-db';

/** Far below production cost (which config.ts fixes for real starts) so the suite stays fast. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const PASSWORD = 'correct-horse-1';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'potluck-test-')),
    databaseUrl: undefined,
    secret: 'test-secret-test-secret-test-secret-0123456789',
    publicUrl: 'http://potluck.test',
    admin: undefined,
    smtpUrl: undefined,
    smtpFrom: 'Potluck <potluck@test>',
    logLevel: 'info',
    webDir: '/nonexistent/potluck-web',
    trustProxy: false,
    redisUrl: undefined,
    rateLimits: {
      loginPerIpPerMinute: 10_000,
      registerPerIpPerMinute: 10_000,
      loginFailuresPerAccountPerHour: 10_000,
      registerPerAccountPerHour: 10_000,
      invitationsPerUserPerHour: 10_000,
      friendSearchPerMinute: 10_000,
      inviteCodesPerHour: 10_000,
    },
    argon2: TEST_ARGON2,
    accessTokenTtlSeconds: 15 * 60,
    sessionTtlSeconds: 30 * 24 * 3600,
    shortSessionTtlSeconds: 7 * 24 * 3600,
    invitationTtlHours: 168,
    bodyLimitBytes: 1024 * 1024,
    images: { maxUploadMb: 10, maxPixels: 50_000_000 },
    listCacheSeconds: 10,
    sessionCacheSeconds: 10,
    ai: {
      envApiKey: undefined,
      envBaseUrl: undefined,
      envModel: undefined,
      defaultModel: 'gpt-4o-mini',
      timeoutMs: 5_000,
      callsPerMinute: 1_000,
      callsPerDay: 10_000,
      maxInputChars: 20_000,
    },
    now: () => new Date(),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** Mail the app sent (unless the test gave its own mailer). */
  mail: MailMessage[];
  config: Config;
  database: Database;
  clock: TestClock;
  /** Every log line of this app, parsed. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** An app on a fresh database clone (or the given one), logs captured, clock movable. */
export async function createTestApp(overrides: Partial<Config> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const clock = testClock();
  const config = testConfig({ now: clock.now, ...overrides });
  const database = deps.database ?? (await createTestDatabase());
  const logs: Array<Record<string, unknown>> = [];
  const mail: MailMessage[] = [];
  const mailer = deps.mailer ?? {
    kind: 'outbox' as const,
    send: async (m: MailMessage) => void mail.push(m),
    close: () => {},
  };
  const app = await buildApp(config, {
    ...deps,
    database,
    mailer,
    logStream: { write: (line) => void logs.push(JSON.parse(line)) },
  });
  return { app, mail, config, database, clock, logs, close: () => app.close() };
}

let counter = 0;
/** A unique name per call, so tests sharing one database never collide. */
export const unique = (prefix = 'user') => `${prefix}_${process.pid}_${++counter}`;

export interface SeededUser {
  id: number;
  email: string;
  username: string;
  password: string;
}

/** Inserts a user directly (tests of other endpoints should not depend on registration). */
export async function seedUser(
  t: Pick<TestApp, 'database' | 'config'>,
  input: { role?: 'user' | 'admin'; isActive?: boolean; username?: string; email?: string; password?: string } = {},
): Promise<SeededUser> {
  const username = input.username ?? unique();
  const email = input.email ?? `${username.toLowerCase()}@example.com`;
  const password = input.password ?? PASSWORD;
  const passwordHash = await createPasswordHasher(t.config.argon2).hash(password);
  const now = t.config.now();
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      username,
      passwordHash,
      role: input.role ?? 'user',
      isActive: input.isActive ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { id: row!.id, email, username, password };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export async function login(
  app: FastifyInstance,
  identifier: string,
  password = PASSWORD,
  rememberMe = false,
): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login-json',
    payload: { email_or_username: identifier, password, remember_me: rememberMe },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<Tokens>();
}

/** A seeded user, signed in. */
export async function signedIn(
  t: TestApp,
  input: Parameters<typeof seedUser>[1] = {},
): Promise<SeededUser & { tokens: Tokens; auth: Record<string, string> }> {
  const user = await seedUser(t, input);
  const tokens = await login(t.app, user.username, user.password);
  return { ...user, tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const detail = (res: LightMyRequestResponse) => res.json<{ detail: unknown }>().detail;

/** The token of the first-run link this app logged, if any. */
export function firstRunToken(t: Pick<TestApp, 'logs'>): string | undefined {
  const line = t.logs.map((l) => String(l.msg)).find((m) => m.startsWith('First-run setup: open '));
  return line
    ? (new URL(line.slice('First-run setup: open '.length)).searchParams.get('token') ?? undefined)
    : undefined;
}

/** Invites an address as the given member and returns the token from the link in the answer. */
export async function invite(
  t: Pick<TestApp, 'app'>,
  inviter: { auth: Record<string, string> },
  email: string,
  extra: { message?: string; invited_user_name?: string } = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/send',
    headers: inviter.auth,
    payload: { email, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return new URL(res.json<{ invitation_link: string }>().invitation_link).searchParams.get('token')!;
}
