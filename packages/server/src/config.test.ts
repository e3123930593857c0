import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'potluck-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ POTLUCK_DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      accessTokenTtlSeconds: 900,
      sessionTtlSeconds: 30 * 24 * 3600,
      invitationTtlHours: 168,
      bodyLimitBytes: 1024 * 1024,
      rateLimits: { loginFailuresPerAccountPerHour: 100 },
    });
    expect(config.webDir).toMatch(/packages\/web\/dist$/);
  });

  it('uses production argon2id parameters (ARCHITECTURE §5); the environment cannot lower them', () => {
    const { argon2 } = loadConfig({ POTLUCK_DATA_DIR: tempDir(), ARGON2_MEMORY_COST: '8' } as NodeJS.ProcessEnv);
    expect(argon2.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(argon2.timeCost).toBeGreaterThanOrEqual(2);
    expect(argon2.parallelism).toBe(1);
  });

  it('generates a secret once, keeps it in the data dir with mode 0600, and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ POTLUCK_DATA_DIR: dir });
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(loadConfig({ POTLUCK_DATA_DIR: dir }).secret).toBe(first.secret);
    expect(loadConfig({ POTLUCK_DATA_DIR: dir, POTLUCK_SECRET: 'x'.repeat(40) }).secret).toBe('x'.repeat(40));
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      POTLUCK_DATA_DIR: tempDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/potluck',
      POTLUCK_PUBLIC_URL: 'https://cook.example.com/',
      POTLUCK_ADMIN_EMAIL: 'a@example.com',
      POTLUCK_ADMIN_USERNAME: 'admin',
      POTLUCK_ADMIN_PASSWORD: 'admin-password',
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '5',
      POTLUCK_WEB_DIR: '/srv/web',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/potluck',
      publicUrl: 'https://cook.example.com',
      admin: { email: 'a@example.com', username: 'admin', password: 'admin-password' },
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      webDir: '/srv/web',
      trustProxy: true,
      rateLimits: { loginFailuresPerAccountPerHour: 5 },
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ POTLUCK_SECRET: 'short' }, 'POTLUCK_SECRET'],
    [{ POTLUCK_ADMIN_EMAIL: 'a@example.com' }, 'POTLUCK_ADMIN_USERNAME and POTLUCK_ADMIN_PASSWORD'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('rejects %j with a readable message', (env, mention) => {
    expect(() => loadConfig({ POTLUCK_DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ POTLUCK_DATA_DIR: tempDir(), ...env })).toThrow(mention);
  });
});
