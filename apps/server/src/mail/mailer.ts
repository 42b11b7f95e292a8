import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** The app's logo (the header's mark, as a 96 px PNG), sent inline with every email. */
export const LOGO_CID = 'logo@physiomate';
const logo = {
  filename: 'physiomate.png',
  path: path.join(import.meta.dirname, 'logo.png'),
  cid: LOGO_CID,
  contentType: 'image/png',
};

/** Every email: a plain-text part for clients that show no HTML, the HTML, and the inline logo. */
const parts = (message: MailMessage) => ({
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  attachments: [logo],
});

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links in the message, printed to the server log when mail goes to the outbox. */
  links: string[];
};

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

type Logger = Pick<FastifyBaseLogger, 'info' | 'error'>;

export type MailerOptions = {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
};

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox
 * and its links are logged, so the embedded default works without a mail server. The log never
 * holds the recipient's address.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...parts(message) });
        log.info({ subject: message.subject }, 'email sent');
      },
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await builder.sendMail({ from, ...parts(message) });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer, { mode: 0o600 });
      log.info(
        { file: `outbox/${name}`, subject: message.subject, links: message.links },
        'email written to the outbox',
      );
    },
  };
}
