import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export const ORIGIN = 'http://localhost:3000';
export const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-auth-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type Mail = { file: string; to: string; subject: string; text: string; links: string[] };

/** Decodes quoted-printable soft breaks and escapes, enough to read links out of an .eml file. */
function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every message in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): Mail[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    const decoded = decodeQuotedPrintable(raw);
    const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
    const subject = /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
    const links = [
      ...new Set([...decoded.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0].replaceAll('&amp;', '&'))),
    ];
    return { file, to, subject, text: decoded, links };
  });
}

export function mailsTo(dataDir: string, email: string): Mail[] {
  return readOutbox(dataDir).filter((m) => m.to === email);
}

export function lastLinkTo(dataDir: string, email: string): string {
  const mails = mailsTo(dataDir, email);
  const link = mails.at(-1)?.links.find((l) => l.includes('/api/auth/'));
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}

/** A browser-like client: keeps cookies, sends our Origin, comes from one IP. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '10.0.0.1',
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const u = new URL(url, ORIGIN);
    const options: InjectOptions = {
      method,
      url: u.pathname + u.search,
      remoteAddress: this.ip,
      headers: {
        ...(method !== 'GET' ? { origin: ORIGIN } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
    };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const res = await this.app.inject(options);
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, payload: unknown = {}) => this.request('POST', url, payload);

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('session_token'));
  }

  async session(): Promise<{
    user: { id: string; email: string; emailVerified: boolean } | null;
    tier: string;
  }> {
    return (await this.get('/api/session')).json();
  }
}

/**
 * Signs up, follows the confirmation link (which only confirms), signs in with the password and
 * returns the signed-in client.
 */
export async function signedInClient(
  app: FastifyInstance,
  dataDir: string,
  email: string,
  password = 'correct horse',
  ip = '10.0.0.1',
): Promise<Client> {
  const client = new Client(app, ip);
  const res = await client.post('/api/auth/sign-up/email', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const confirm = await client.get(lastLinkTo(dataDir, email));
  if (confirm.statusCode !== 302) throw new Error(`confirmation failed: ${confirm.statusCode}`);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.statusCode !== 200 || !client.hasSession()) throw new Error(`sign-in failed: ${signIn.body}`);
  return client;
}
