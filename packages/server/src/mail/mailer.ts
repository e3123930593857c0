import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML; every user-provided word in it is escaped (escapeHtml), never rendered as markup. */
  html?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** User text inside mail HTML: shown as typed, never as markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

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
  // Bounded waits: the first try of an invitation mail runs inside the request that sends it.
  const transport = lazyTransport((nm) =>
    nm.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
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
