/**
 * Accounts for browser tests against the real server: sign up, confirm through the outbox, sign in,
 * set a plan with the operator CLI, and save assessments through the API. Requests go through
 * `page.request`, which shares cookies with the page.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

const run = promisify(execFile);

/** Must match playwright.config.ts (DATA_DIR is relative to the repository root). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const E2E_DATA_DIR = path.resolve(REPO_ROOT, process.env.E2E_DATA_DIR ?? '.data-test/e2e');
export const PASSWORD = 'correct-horse-battery-9';

export type Tier = 'free' | 'pro' | 'master';
export type Account = { email: string; password: string };

export function uniqueEmail(label = 'user'): string {
  return `e2e.${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@gmail.com`;
}

function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest confirmation link mailed to `email` (emails land as .eml files in DATA_DIR/outbox). */
export function latestLinkTo(email: string): string | null {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim().toLowerCase() ?? '';
    if (!to.includes(email.toLowerCase())) continue;
    const decoded = decodeQuotedPrintable(raw);
    const link = [...decoded.matchAll(/https?:\/\/[^\s"<>]+/g)]
      .map((m) => m[0].replaceAll('&amp;', '&'))
      .find((l) => l.includes('/api/auth/'));
    if (link) return link;
  }
  return null;
}

function originOf(page: Page): string {
  return new URL(page.url() === 'about:blank' ? '/' : page.url(), baseUrl()).origin;
}

function baseUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;
}

/** Signs up, confirms the address through the mailed link and signs in (cookies land in the page). */
export async function createAccount(page: Page, label?: string): Promise<Account> {
  const account = { email: uniqueEmail(label), password: PASSWORD };
  const origin = originOf(page);
  const headers = { Origin: origin };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(signUp.ok(), `sign-up: ${signUp.status()} ${await signUp.text()}`).toBeTruthy();

  let link: string | null = null;
  await expect
    .poll(() => (link = latestLinkTo(account.email)), { message: `confirmation email to ${account.email}` })
    .not.toBeNull();
  // The link carries the server's public URL; keep the path and query, use the test origin.
  const url = new URL(link!);
  const confirm = await page.request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
  expect(confirm.status(), `confirm: ${confirm.status()}`).toBeLessThan(400);

  await signIn(page, account);
  return account;
}

export async function signIn(page: Page, account: Account): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { Origin: originOf(page) },
  });
  expect(res.ok(), `sign-in: ${res.status()} ${await res.text()}`).toBeTruthy();
  const session = await page.request.get('/api/session');
  expect(((await session.json()) as { user: { email: string } | null }).user?.email).toBe(account.email);
}

/** Ends the page's session through the API, as the header's Sign out would. */
export async function signOut(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/sign-out', {
    data: {},
    headers: { Origin: originOf(page) },
  });
  expect(res.ok(), `sign-out: ${res.status()}`).toBeTruthy();
}

/** Signs in the way a person does: through the form on /auth. */
export async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * The operator command, as an operator would run it. With the embedded database the running e2e
 * server carries it out (the CLI hands it over through DATA_DIR/admin.sock); on PostgreSQL (the
 * suite's second pass, scripts/test-e2e.mjs) it connects to the same database.
 */
async function admin(...args: string[]): Promise<void> {
  const database = process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {};
  await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...database, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
}

/** Sets a tier with the operator command. */
export async function setTier(account: Account, tier: Tier): Promise<void> {
  await admin('set-tier', account.email, tier);
}

/** The test-mode billing clock: ends the user's current period now (`billing-advance`). */
export async function advanceBilling(account: Account): Promise<void> {
  await admin('billing-advance', account.email);
}

/** The tier the server reports for the signed-in user. */
export async function currentTier(page: Page): Promise<string> {
  const session = await page.request.get('/api/session');
  return ((await session.json()) as { tier: string }).tier;
}

export type SavedAssessment = {
  assessment: { id: string; createdAt: string };
  recommendations: { exercises: { id: string; name: string }[]; identified_pain_areas: string[] } | null;
  /** Exercises the server kept back for the tier (free sees the first 4). */
  hiddenExercises?: number;
};

/** Saves an assessment for the signed-in user (the wizard does the same on submit). */
export async function saveAssessment(
  page: Page,
  input: { symptoms: string; painLocations: string[] },
): Promise<SavedAssessment> {
  const res = await page.request.post('/api/assessments', {
    data: input,
    headers: { Origin: originOf(page) },
  });
  expect(res.status(), `save assessment: ${await res.text()}`).toBe(201);
  return (await res.json()) as SavedAssessment;
}
