import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text only: user-provided words are never rendered as HTML (ARCHITECTURE §5). */
  text: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (a folder of .eml files plus a log line). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailLogger {
  info(obj: unknown, msg?: string): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: MailLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(join(options.dataDir, 'outbox'), options.from, options.log);
}

// nodemailer loads on the first mail, not at start-up.
const loadNodemailer = async () => (await import('nodemailer')).default;

/** One transport, created on first use. */
function lazyTransport(create: (nm: Awaited<ReturnType<typeof loadNodemailer>>) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  let created: Transporter | undefined;
  return {
    get: () => (transport ??= loadNodemailer().then((nm) => (created = create(nm)))),
    close: () => created?.close(),
  };
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport((nm) => nm.createTransport(url));
  return {
    kind: 'smtp',
    async send(message) {
      await (await transport.get()).sendMail({ from, ...message });
    },
    close: transport.close,
  };
}

/** Without SMTP, mail is still inspectable: a full RFC 822 message per file, and the log says where. */
function outboxMailer(dir: string, from: string, log: MailLogger): Mailer {
  const builder = lazyTransport((nm) => nm.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await builder.get()).sendMail({ from, ...message });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, to: message.to, subject: message.subject }, 'Mail written to outbox (SMTP_URL is not set)');
    },
    close: builder.close,
  };
}
