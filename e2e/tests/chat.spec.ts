import { expect, test, type APIRequestContext } from './site-test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ADMIN_PASSWORD, E2E_PORT, endProcess, startServer } from '../site';
import { pick, webText } from './support';

/*
 * Live chat across TWO server processes sharing Redis: the member's page talks to process A,
 * the operator's back office to process B. This spec starts its own two processes (the built
 * apps/server/dist/main.js, ports E2E_PORT+2000 and +2001) on a scratch PostgreSQL database
 * (PGlite belongs to one process) created for the run and dropped at the end, with Redis at
 * REDIS_URL. Without PostgreSQL or Redis it skips, saying which one is missing.
 */
const PG_SERVER = process.env.E2E_CHAT_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_CHAT_REDIS ?? 'redis://127.0.0.1:6379';
const BASE_PORT = E2E_PORT + 2000;
const A = `http://127.0.0.1:${BASE_PORT}`;
const B = `http://127.0.0.1:${BASE_PORT + 1}`;
// The member's language follows the account (Thai by default): find the texts as a Thai reader.
const chatText = webText('th', 'chat');
const tx = (key: string) => pick(chatText, key);

const processes: ChildProcess[] = [];
let database: string | null = null;
let missing: string | null = null;

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return `PostgreSQL is not reachable at ${PG_SERVER}`;
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `Redis is not reachable at ${REDIS_URL}`;
  } finally {
    redis.disconnect();
  }
  return null;
}

async function adminSql(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startChatServer(port: number, databaseUrl: string): Promise<void> {
  processes.push(await startServer(port, { DATABASE_URL: databaseUrl, REDIS_URL }));
}

async function register(request: APIRequestContext, username: string) {
  const challenge = (await (await request.get(`${A}/api/auth/bot-challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const botCheck = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await request.post(`${A}/api/auth/register`, {
    data: {
      username,
      password: 'Passw0rd9',
      confirmPassword: 'Passw0rd9',
      agreeTerms: true,
      botCheck,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { token: string; member: { type: number; account: string } };
}

test.describe('live chat across two server processes sharing Redis', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    missing = await reachable();
    if (missing) return;
    database = `lw_e2e_chat_${process.pid}_${Date.now().toString(36)}`;
    await adminSql(`CREATE DATABASE ${database}`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${database}`;
    // A migrates and seeds the fresh database first; B starts on the ready one.
    await startChatServer(BASE_PORT, url.toString());
    await startChatServer(BASE_PORT + 1, url.toString());
  });

  test.afterAll(async () => {
    await Promise.all(processes.map(endProcess));
    if (database) await adminSql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test('a member on A and an operator on B chat both ways, see typing, close and rate', async ({
    browser,
  }) => {
    test.skip(missing !== null, missing ?? '');
    test.setTimeout(90_000);

    // The member, signed in on process A.
    const member = await browser.newContext({ baseURL: A, timezoneId: 'Asia/Bangkok' });
    const username = `chat${Date.now().toString(36).slice(-7)}`;
    const login = await register(member.request, username);
    await member.addInitScript(
      ({ token, type, account }) => {
        window.sessionStorage.setItem('token', token);
        window.sessionStorage.setItem('isAgent', String(type));
        window.sessionStorage.setItem('username', account);
      },
      { token: login.token, type: login.member.type, account: login.member.account },
    );
    const player = await member.newPage();
    await player.goto('/');
    await player.getByRole('button', { name: /Live chat 24\/7|แชทสด 24 ชม\./ }).click();
    const chat = player.getByRole('dialog', { name: tx('title') });
    await expect(chat).toBeVisible();
    await chat.getByLabel(tx('message'), { exact: true }).fill('Hello, is my deposit in?');
    await chat.getByRole('button', { name: tx('send'), exact: true }).click();
    await expect(chat.getByText('Hello, is my deposit in?')).toBeVisible();
    await expect(chat.getByText(tx('waiting'))).toBeVisible();

    // The operator, in the back office of process B.
    const office = await browser.newContext({ baseURL: B, timezoneId: 'Asia/Bangkok' });
    await office.addInitScript(() => window.localStorage.setItem('adminLanguage', 'en'));
    const admin = await office.newPage();
    await admin.goto('/admin');
    await admin.getByLabel('Username').fill('admin');
    await admin.getByLabel('Password').fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('link', { name: 'Live chat', exact: true }).click();
    await expect(admin.getByText('Live', { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: new RegExp(username) }).click();
    await expect(admin.getByText('Hello, is my deposit in?')).toBeVisible();
    await admin.getByRole('button', { name: 'Take chat' }).click();
    await expect(chat.getByText(tx('joined').replace('{{name}}', 'Super Admin'))).toBeVisible();

    // Both ways, live, across the two processes.
    await admin.getByLabel('Reply').fill('Yes, it arrived a minute ago.');
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(chat.getByText('Yes, it arrived a minute ago.')).toBeVisible();
    await chat.getByLabel(tx('message'), { exact: true }).pressSequentially('Thank');
    await expect(admin.getByText('The player is typing…')).toBeVisible();
    await chat.getByLabel(tx('message'), { exact: true }).pressSequentially(' you!');
    await chat.getByRole('button', { name: tx('send'), exact: true }).click();
    await expect(admin.getByText('Thank you!')).toBeVisible();
    await admin.getByLabel('Reply').pressSequentially('Any');
    await expect(chat.getByTestId('chat-typing')).toHaveText(tx('typing'));
    await admin.getByLabel('Reply').fill('');

    // Screens to look at while developing (E2E_CHAT_SHOTS=<folder>).
    const shots = process.env.E2E_CHAT_SHOTS;
    if (shots) {
      await admin.screenshot({ path: path.join(shots, 'chat-inbox.png') });
      await player.screenshot({ path: path.join(shots, 'chat-window.png') });
    }

    // The operator closes; the member rates.
    await admin.getByRole('button', { name: 'Close chat' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Close chat' }).click();
    await expect(chat.getByText(tx('rateTitle'))).toBeVisible();
    await chat.getByRole('radio', { name: tx('stars_other').replace('{{count}}', '4') }).click();
    await chat.getByLabel(tx('comment')).fill('Fast and kind');
    await chat.getByRole('button', { name: tx('rateSend') }).click();
    await expect(chat.getByRole('button', { name: tx('newChat') })).toBeVisible();

    // The back office's history shows the rating.
    await admin.getByRole('tab', { name: 'Closed' }).click();
    await admin.getByRole('button', { name: new RegExp(username) }).click();
    await expect(admin.getByText(/Rating: 4\/5 — Fast and kind/)).toBeVisible();
    await member.close();
    await office.close();
  });
});
