/**
 * Helpers for the SMS-code tests of verification, registration, password-reset and
 * contact-binding: solve the bot check, switch modules, read codes from the outbox.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MODULE_IDS, type TModuleId } from '@lw/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { App } from '../../../app.js';
import { outboxMessages } from '../../../db/schema/index.js';
import { TestClock } from '../../../platform/clock.js';

/** A solved proof-of-work bot check, good for one request. */
export async function solvedBotCheck(app: App): Promise<string> {
  const res = await app.inject({ url: '/api/auth/bot-challenge' });
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Every module on, then the given overrides (e.g. { 'login.smsCode': false }). */
export async function setModules(
  app: App,
  admin: { authorization: string },
  overrides: Partial<Record<TModuleId, boolean>> = {},
): Promise<void> {
  const enabled = { ...Object.fromEntries(MODULE_IDS.map((id) => [id, true])), ...overrides };
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings/modules',
    headers: admin,
    payload: { enabled },
  });
  if (res.statusCode !== 200) throw new Error(`modules: ${res.statusCode} ${res.body}`);
}

let ipCounter = 1;
/** A fresh client address, so the per-IP limits of one test do not touch another. */
export function freshIp(): string {
  const n = ipCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let mobileCounter = 0;
/** A fresh Thai mobile number as typed ('08' + 8 digits) and its E.164 form. */
export function freshMobile(): { mobileNum: string; e164: string; national: string } {
  const national = `8${String(10_000_000 + mobileCounter++ * 7919).slice(-8)}`;
  return { mobileNum: `0${national}`, e164: `+66${national}`, national };
}

/** POST sendSmsCode with a solved bot check (unless `botCheck` is given) from `ip`. */
export async function sendSms(
  app: App,
  body: { purpose: string; mobileNum: string; countryDialingCode?: string; botCheck?: string },
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  const botCheck = 'botCheck' in body ? body.botCheck : await solvedBotCheck(app);
  return app.inject({
    method: 'POST',
    url: '/api/auth/sms-code',
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers ?? {},
    payload: { countryDialingCode: '66', ...body, botCheck },
  });
}

/**
 * Sends every body at the same time, each from its own address unless `ips` says otherwise; the
 * bot checks are solved first, so the requests really run in parallel.
 */
export async function sendSmsInParallel(
  app: App,
  bodies: { purpose: string; mobileNum: string }[],
  ips: string[] = bodies.map(() => freshIp()),
) {
  const checks: string[] = [];
  for (let i = 0; i < bodies.length; i++) checks.push(await solvedBotCheck(app));
  return Promise.all(
    bodies.map((body, i) => sendSms(app, { ...body, botCheck: checks[i]! }, { ip: ips[i]! })),
  );
}

let blockCounter = 0;
/**
 * `count` Thai numbers ('09' + block + 4 digits) in a number block no other test uses (no
 * account has a number starting with 9): one block, as the silent-answer limits count them.
 */
export function numbersInFreshBlock(count: number): { mobileNum: string; e164: string }[] {
  const block = String(1000 + blockCounter++).padStart(4, '0');
  return Array.from({ length: count }, (_, i) => {
    const national = `9${block}${String(i).padStart(4, '0')}`;
    return { mobileNum: `0${national}`, e164: `+66${national}` };
  });
}

/** Text of the newest SMS to `e164` in the outbox (null: none). */
export async function lastSmsBody(app: App, e164: string): Promise<string | null> {
  const [row] = await app.services.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.to, e164)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.body ?? null;
}

/** The newest SMS to `e164` in the outbox, with the code it carries. */
export async function lastSms(
  app: App,
  e164: string,
): Promise<{ body: string; code: string } | null> {
  const [row] = await app.services.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.to, e164)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row) return null;
  return { body: row.body, code: /\b(\d{6})\b/.exec(row.body)![1]! };
}

/**
 * Lets `ms` go by (back, when negative) on the app's clock, which every code limit, expiry and
 * daily quota reads; codes are written at the clock's time, so nothing is backdated (a backdated
 * row could cross midnight and leave "today" when the suite runs just after 00:00).
 */
export async function timePasses(app: App, ms: number): Promise<void> {
  const { clock } = app.services;
  if (!(clock instanceof TestClock))
    throw new Error('timePasses needs the TestClock of createTestApp');
  clock.advance(ms);
}
