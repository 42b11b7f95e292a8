import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

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
  ...(message.headers ? { headers: message.headers } : {}),
});

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links in the message (never logged: a confirmation link signs in whoever holds it). */
  links: string[];
  /** Extra headers (List-Unsubscribe on reminders). */
  headers?: Record<string, string>;
};

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Deletes every kept message to the address (the outbox's files); returns how many. */
  forget(address: string): Promise<number>;
}

type Logger = Pick<FastifyBaseLogger, 'info' | 'error'>;

export type MailerOptions = {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
};

/** The recipient of an .eml file, from its headers (the first few kilobytes). */
async function recipientOf(file: string): Promise<string | null> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const headers =
      buffer
        .subarray(0, bytesRead)
        .toString('utf8')
        .split(/\r?\n\r?\n/)[0] ?? '';
    return /^To: (.+)$/im.exec(headers)?.[1]?.trim().toLowerCase() ?? null;
  } finally {
    await handle.close();
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox
 * (0600), so the embedded default works without a mail server: whoever runs it reads the links
 * there. The log says that a link was written, never the link (it signs in whoever opens it, and
 * its token carries the address) nor the recipient's address.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  // Nodemailer (a few MB of heap) is imported at the first email, not at start: a process may
  // serve for hours without sending one.
  let transporter: Promise<Transporter> | undefined;
  const transport = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transporter;
  };
  if (smtpUrl) {
    return {
      kind: 'smtp',
      async send(message) {
        await (await transport()).sendMail({ from, ...parts(message) });
        log.info({ subject: message.subject }, 'email sent');
      },
      forget: async () => 0,
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...parts(message) });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer, { mode: 0o600 });
      log.info(
        { file: `outbox/${name}`, subject: message.subject },
        message.links.length
          ? 'email written to the outbox; link written to the outbox'
          : 'email written to the outbox',
      );
    },
    async forget(address) {
      let names: string[];
      try {
        names = (await readdir(outbox)).filter((n) => n.endsWith('.eml'));
      } catch {
        return 0;
      }
      const wanted = address.trim().toLowerCase();
      let removed = 0;
      for (const name of names) {
        const file = path.join(outbox, name);
        const to = await recipientOf(file).catch(() => null);
        if (to === wanted || to === `<${wanted}>`) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
