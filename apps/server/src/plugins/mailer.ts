import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Account emails: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox (see mail/mailer.ts). */
    mailer: Mailer;
  }
}

/** Builds the one mailer every feature sends with (accounts, reminders, deletion notices). */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.dataDir,
        log: app.log,
      }),
    );
  },
  { name: 'mailer' },
);
