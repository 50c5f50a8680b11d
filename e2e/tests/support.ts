import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD } from '../site';

type Json = Record<string, unknown>;

/** A locale file of the player site, to find texts the way a reader of that language would. */
export function webText(language: 'th' | 'en' | 'zh', namespace: string): Json {
  const file = path.resolve(
    import.meta.dirname,
    `../../apps/web/src/locales/${language}/${namespace}.json`,
  );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

export function pick(obj: Json, dotted: string): string {
  const value = dotted.split('.').reduce<unknown>((o, k) => (o as Json)[k], obj);
  if (typeof value !== 'string') throw new Error(`no text at ${dotted}`);
  return value;
}

/** A visitor arriving from `ip` (the server trusts X-Forwarded-For in the e2e setup). */
export async function visitor(
  browser: Browser,
  options: {
    ip?: string;
    colorScheme?: 'light' | 'dark';
    language?: string;
    baseURL?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // A context made in a beforeAll hook gets no test's baseURL: such a hook passes its site's.
  const context = await browser.newContext({
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': options.ip ?? '198.51.100.20' },
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: 'Asia/Bangkok',
  });
  if (options.language) {
    await context.addInitScript(
      (lang) => window.localStorage.setItem('lang', lang),
      options.language,
    );
  }
  const page = await context.newPage();
  const errors = watchErrors(page);
  return { context, page, errors };
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Signs in to the back office in English through its login screen. */
export async function adminPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ timezoneId: 'Asia/Bangkok' });
  await context.addInitScript(() => window.localStorage.setItem('adminLanguage', 'en'));
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'System status', exact: true })).toBeVisible();
  return { context, page };
}

/** Puts one settings section back to what it was, through the API (test isolation). */
export async function restoreSection(page: Page, section: string, value: unknown): Promise<void> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('adminToken'));
  const res = await page.request.put(`/api/admin/settings/${section}`, {
    headers: { authorization: `Bearer ${token}` },
    data: value,
  });
  expect(res.status()).toBe(200);
}

export async function readSection(page: Page, section: string): Promise<Json> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('adminToken'));
  const res = await page.request.get(`/api/admin/settings/${section}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as Json;
}

/** Signs a demo account in through the API (as the sign-in form would) and answers the result. */
/** Solves the login's proof-of-work bot check as the player site does (altcha), in Node. */
export async function solveBotCheck(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/bot-challenge');
  expect(res.status()).toBe(200);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function apiLogin(
  page: Page,
  username: string,
  password: string,
): Promise<{ token: string; member: { type: number; account: string } }> {
  const botCheck = await solveBotCheck(page);
  const res = await page.request.post('/api/auth/login', {
    data: { username, password, botCheck },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; member: { type: number; account: string } };
}

/** Puts a real session into the page's session storage before any script runs. */
export async function signedIn(
  context: BrowserContext,
  page: Page,
  username: string,
  password: string,
) {
  const login = await apiLogin(page, username, password);
  await storeSession(context, login);
  return login;
}

/** Puts a session the API answered into the page's session storage before any script runs. */
export async function storeSession(
  context: BrowserContext,
  login: { token: string; member: { type: number; account: string } },
): Promise<void> {
  await context.addInitScript(
    ({ token, type, account }) => {
      window.sessionStorage.setItem('token', token);
      window.sessionStorage.setItem('isAgent', String(type));
      window.sessionStorage.setItem('username', account);
    },
    { token: login.token, type: login.member.type, account: login.member.account },
  );
}

/** Registers a new member through the API, as the sign-up form sends it; answers its session. */
export async function registerMember(
  page: Page,
  username: string,
  password: string,
): Promise<{ token: string; member: { id: number; type: number; account: string } }> {
  const botCheck = await solveBotCheck(page);
  const res = await page.request.post('/api/auth/register', {
    data: { username, password, confirmPassword: password, agreeTerms: true, botCheck },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as {
    token: string;
    member: { id: number; type: number; account: string };
  };
}

/** An operator's bearer token for the back-office API. */
export async function adminToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/admin/auth/login', {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Credits a member's main wallet by a manual adjustment in the back office (below the
 * maker-checker threshold it posts at once): the cashier's own way to fund a test player.
 */
export async function creditMember(page: Page, accountId: number, amount: number): Promise<void> {
  const token = await adminToken(page);
  const res = await page.request.post('/api/admin/adjustments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      accountId,
      amount,
      wallet: 'main',
      reason: 'e2e: play money for the games test',
      requestId: crypto.randomUUID(),
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  expect(((await res.json()) as { status: string }).status).toBe('posted');
}
