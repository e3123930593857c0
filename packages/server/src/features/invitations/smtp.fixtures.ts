import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../../mail/mailer';

export interface ReceivedMail {
  to: string[];
  /** The message with quoted-printable undone (soft line breaks joined, =XX decoded; ASCII is enough here). */
  raw: string;
}

/** A local SMTP server for tests: keeps what it receives; `down` makes it refuse every message (451). */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { down: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.down) {
          const err = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(err);
        }
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    state,
    /** A mailer of the app under test that talks to this server. */
    mailer: () =>
      createMailer({ smtpUrl: url, from: 'Potluck <potluck@test>', dataDir: '/nonexistent', log: { info: () => {} } }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
