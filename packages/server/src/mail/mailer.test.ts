import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn, unique } from '../test/test-app';
import { createMailer } from './mailer';

const quietLog = { info: () => {} };

describe('mail over SMTP', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Potluck <potluck@test>',
      dataDir: '/nonexistent',
      log: quietLog,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'cook@example.com', subject: 'Hello', text: 'Plain body' });
    mailer.close();
    const msg = received.at(-1)!;
    expect(msg.from).toBe('potluck@test');
    expect(msg.to).toEqual(['cook@example.com']);
    expect(msg.raw).toContain('Subject: Hello');
    expect(msg.raw).toContain('Plain body');
  });

  it('an invitation sent through the API arrives with its link', async () => {
    let t: TestApp | undefined;
    try {
      t = await createTestApp(
        { smtpUrl: `smtp://127.0.0.1:${port}` },
        {
          mailer: createMailer({
            smtpUrl: `smtp://127.0.0.1:${port}`,
            from: 'Potluck <potluck@test>',
            dataDir: '/x',
            log: quietLog,
          }),
        },
      );
      const member = await signedIn(t);
      const email = `${unique('smtp')}@example.com`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations/send',
        headers: member.auth,
        payload: { email, message: 'Come cook with us' },
      });
      expect(res.statusCode).toBe(201);
      const msg = received.at(-1)!;
      expect(msg.to).toEqual([email]);
      const raw = msg.raw.replace(/=\r?\n/g, '');
      expect(raw).toContain(new URL(res.json().invitation_link).searchParams.get('token'));
      expect(raw).toContain('Come cook with us');
    } finally {
      await t?.close();
    }
  });

  it('an unreachable SMTP server does not fail the invitation (the link is in the answer) but is logged', async () => {
    const dead = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Potluck <potluck@test>',
      dataDir: '/x',
      log: quietLog,
    });
    const t = await createTestApp({}, { mailer: dead });
    try {
      const member = await signedIn(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations/send',
        headers: member.auth,
        payload: { email: `${unique('dead')}@example.com` },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().invitation_link).toMatch(/\/register\?token=/);
      expect(t.logs.some((l) => l.msg === 'Invitation mail could not be sent')).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('mail without SMTP: the outbox', () => {
  it('writes an .eml file readable only by the owner and logs where it is', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'potluck-outbox-'));
    const lines: Array<{ obj: unknown; msg?: string }> = [];
    const mailer = createMailer({
      from: 'Potluck <potluck@test>',
      dataDir,
      log: { info: (obj, msg) => lines.push({ obj, msg }) },
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'cook@example.com', subject: 'Outbox test', text: 'Link: http://x/register?token=abc' });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const file = join(dataDir, 'outbox', files[0]!);
    expect(files[0]).toMatch(/\.eml$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toContain('To: cook@example.com');
    expect(raw).toContain('Subject: Outbox test');
    expect(raw).toContain('register?token=abc');
    expect(lines[0]).toMatchObject({ obj: { file, to: 'cook@example.com' } });
  });
});
