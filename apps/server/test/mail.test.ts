import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.ts';
import {
  accountDeletedEmail,
  approveEmailChange,
  confirmNewEmail,
  confirmSignUpEmail,
  existingAccountEmail,
  passwordChangedEmail,
} from '../src/mail/templates.ts';
import { tempDataDir } from './helpers/auth.ts';

const URL = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F';
const TO = 'person@gmail.com';

const emails = {
  'sign-up confirmation': confirmSignUpEmail(TO, URL),
  'new address confirmation': confirmNewEmail(TO, URL),
  'email change approval': approveEmailChange(TO, 'new@gmail.com', URL),
  'existing account': existingAccountEmail(TO, URL),
  'password changed': passwordChangedEmail(TO),
  'account deleted': accountDeletedEmail(TO),
};

const decodeQuotedPrintable = (value: string) =>
  value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The MIME parts of an .eml file: their headers and decoded bodies. */
function partsOf(eml: string): { headers: string; body: string }[] {
  const boundaries = [...eml.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  let chunks = [eml];
  for (const boundary of boundaries) chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks
    .map((chunk) => {
      const split = chunk.search(/\r?\n\r?\n/);
      const headers = chunk.slice(0, split);
      const raw = chunk.slice(split).trim();
      const body = /quoted-printable/i.test(headers) ? decodeQuotedPrintable(raw) : raw;
      return { headers, body };
    })
    .filter((part) => /^\s*Content-Type:/im.test(part.headers));
}

describe('emails', () => {
  it.each(Object.entries(emails))(
    '%s: a plain-text part, the app colours and the inline logo',
    async (_name, message) => {
      const data = tempDataDir();
      try {
        const mailer = createMailer({
          from: 'PhysioMate <no-reply@physiomate.app>',
          dataDir: data.dir,
          log: { info: () => {}, error: () => {} } as never,
        });
        await mailer.send(message);
        const outbox = path.join(data.dir, 'outbox');
        const [file] = readdirSync(outbox);
        const parts = partsOf(readFileSync(path.join(outbox, file!), 'utf8'));

        const text = parts.find((p) => /Content-Type: text\/plain/i.test(p.headers));
        const html = parts.find((p) => /Content-Type: text\/html/i.test(p.headers));
        const logo = parts.find((p) => /Content-Type: image\/png/i.test(p.headers));
        expect(text, 'plain-text part').toBeDefined();
        expect(text!.body).toContain('PhysioMate');
        expect(text!.body).not.toMatch(/<[a-z]/i);
        if (message.links.length > 0) expect(text!.body).toContain(URL);

        expect(html, 'HTML part').toBeDefined();
        expect(html!.body).toContain('#0e7490'); // brand-700, the app's teal
        expect(html!.body).not.toContain('#2563eb'); // not some other blue
        expect(html!.body).toContain('src="cid:logo@physiomate"');

        expect(logo, 'inline logo').toBeDefined();
        expect(logo!.headers).toMatch(/Content-ID: <logo@physiomate>/i);
        const png = Buffer.from(logo!.body.replace(/\s+/g, ''), 'base64');
        expect(png.subarray(1, 4).toString()).toBe('PNG');
      } finally {
        data.remove();
      }
    },
  );
});
