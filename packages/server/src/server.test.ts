import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shutdown } from './server';
import { createTestApp, seedUser } from './test/test-app';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    // Production-strength argon2 makes the login slow enough to still be running when shutdown starts.
    const t = await createTestApp({ argon2: { memoryCost: 19456, timeCost: 6, parallelism: 1 } });
    const user = await seedUser(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/v1/auth/login-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_or_username: user.username, password: user.password }),
    });
    await expect
      .poll(
        () => t.logs.some((l) => l.msg === 'incoming request' && (l.req as { url: string }).url.includes('login')),
        { interval: 5 },
      )
      .toBe(true);

    const code = await shutdown(t.app, 'test');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('access_token');
    expect(code).toBe(0);
    // The answer really was in flight: it completed after the shutdown had begun.
    const timeOf = (msg: string) => t.logs.find((l) => l.msg === msg)?.time as number;
    expect(timeOf('request completed')).toBeGreaterThanOrEqual(timeOf('Shutting down: finishing in-flight requests'));
    await expect(t.database.db.execute(sql`SELECT 1`)).rejects.toThrow();
    await expect(fetch(`${address}/api/v1/health`)).rejects.toThrow();
  });

  it('the server process exits 0 on SIGTERM after logging its stop', async () => {
    const cwd = fileURLToPath(new URL('..', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd,
      env: {
        ...process.env,
        PORT: '0',
        POTLUCK_DATA_DIR: mkdtempSync(join(tmpdir(), 'potluck-proc-')),
        POTLUCK_WEB_DIR: '/nonexistent',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect
      .poll(() => /Server listening at (http:\/\/[\d.:]+)/.exec(out)?.[1], { timeout: 50_000, interval: 50 })
      .toBeTruthy();
    const url = /Server listening at (http:\/\/[\d.:]+)/.exec(out)![1]!;
    expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('Shutting down');
    expect(out).toContain('Server stopped');
  }, 60_000);
});
