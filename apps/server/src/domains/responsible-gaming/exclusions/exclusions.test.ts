import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { accounts } from '../../../db/schema/index.js';
import { publishedPayloads } from '../../../platform/events/events-test-kit.js';
import { auditActions, operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import {
  freshMobile,
  lastSms,
  sendSms,
  setModules,
} from '../../identity/verification/verification.test-kit.js';
import {
  adminExclusionsUrl,
  liftUrl,
  passwordSignIn,
  takeExclusion,
} from './exclusions-test-kit.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: { authorization: string };
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
});
afterAll(() => t.close());

/** A fresh member (no KYC of any kind: no real name, mobile or e-mail proven), signed in. */
async function member() {
  const username = `excl${String(++n).padStart(3, '0')}${Date.now() % 100_000}`;
  const created = await createAccount(t.app, { username });
  return { ...created, headers: await signIn(t.app, username) };
}

const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/members/me', headers });

const refusal = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  error: (res.json() as { error?: { code: string; details?: unknown } }).error,
});

describe('time-out and self-exclusion by the member', () => {
  it('a time-out applies at once (MGA review: not within 24 hours): signed out everywhere, no sign-in, with its end', async () => {
    const m = await member();
    const other = await signIn(t.app, m.username);
    const at = t.clock.now();
    const res = await takeExclusion(t.app, m.headers, '24h');
    expect(res.statusCode, res.body).toBe(201);
    const taken = res.json();
    expect(taken).toMatchObject({ kind: 'time_out', period: '24h', status: 'in_force' });
    expect(Date.parse(taken.endsAt) - at.getTime()).toBeGreaterThanOrEqual(DAY - 1000);
    expect(Date.parse(taken.endsAt) - at.getTime()).toBeLessThanOrEqual(DAY + 5000);
    // Both sessions ended in the same transaction.
    expect((await me(m.headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const signin = refusal(await passwordSignIn(t.app, m.username));
    expect(signin).toMatchObject({
      status: 403,
      error: { code: 'PLAY_RESTRICTED', details: { kind: 'time_out', until: taken.endsAt } },
    });
    const events = await publishedPayloads(t.app.services.db, 'account.excluded');
    expect(events).toContainEqual({
      accountId: m.id,
      exclusionId: taken.id,
      kind: 'time_out',
      period: '24h',
      until: taken.endsAt,
      by: 'member',
      operatorId: null,
    });
    expect(await publishedPayloads(t.app.services.db, 'account.sessions_ended')).toContainEqual({
      accountId: m.id,
    });
  });

  it('a wrong password excludes nothing; KYC is never asked (MGA review)', async () => {
    const m = await member();
    const wrong = await takeExclusion(t.app, m.headers, '7d', 'not-my-password');
    expect(refusal(wrong)).toMatchObject({ status: 400, error: { code: 'WRONG_PASSWORD' } });
    expect((await me(m.headers)).statusCode).toBe(200);
    // The account has no real name, no proven mobile or e-mail: the exclusion still applies.
    const [row] = await t.app.services.db.select().from(accounts).where(eq(accounts.id, m.id));
    expect([row!.realName, row!.mobileVerifiedAt, row!.emailVerifiedAt]).toEqual([
      null,
      null,
      null,
    ]);
    expect((await takeExclusion(t.app, m.headers, '6m')).statusCode).toBe(201);
  });

  it('a time-out ends by itself at its end, with no operator', async () => {
    const m = await member();
    expect((await takeExclusion(t.app, m.headers, '48h')).statusCode).toBe(201);
    t.clock.advance(48 * HOUR - 60_000);
    expect(refusal(await passwordSignIn(t.app, m.username)).error?.code).toBe('PLAY_RESTRICTED');
    t.clock.advance(2 * 60_000);
    const again = await passwordSignIn(t.app, m.username);
    expect(again.statusCode, again.body).toBe(200);
    const mine = await t.app.inject({
      url: '/api/responsible-gaming/exclusions',
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(mine.json()).toMatchObject({
      current: null,
      history: [{ kind: 'time_out', period: '48h', status: 'ended', source: 'member' }],
    });
  });

  it('every sign-in path refuses an excluded member: password, SMS code, remembered device, one-click and social ends, second step and registration sessions', async () => {
    const m = await member();
    const mobile = freshMobile();
    await t.app.services.db
      .update(accounts)
      .set({ mobile: mobile.national, countryDialingCode: '66', mobileVerifiedAt: new Date() })
      .where(eq(accounts.id, m.id));
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: m.username, password: 'Passw0rd!x', site: 'member', remember: true },
    });
    const cookie = remembered.cookies.find((c) => c.name.includes('device'))!;
    expect(cookie).toBeDefined();
    expect((await takeExclusion(t.app, m.headers, '1y')).statusCode).toBe(201);
    const expected = {
      status: 403,
      error: { code: 'PLAY_RESTRICTED', details: { kind: 'self_exclusion', until: null } },
    };

    expect(refusal(await passwordSignIn(t.app, m.username))).toMatchObject(expected);

    await setModules(t.app, admin);
    const sent = await sendSms(t.app, { purpose: 'login', mobileNum: mobile.mobileNum });
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = (await lastSms(t.app, mobile.e164))!;
    const bySms = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/sms',
      payload: {
        countryDialingCode: '+66',
        mobileNum: mobile.mobileNum,
        verificationCode: sms.code,
      },
    });
    expect(refusal(bySms)).toMatchObject(expected);

    // The exclusion revoked the remembered device: it signs nobody in.
    const byDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/remembered',
      cookies: { [cookie.name]: cookie.value },
      payload: { site: 'member' },
    });
    expect(byDevice.statusCode).not.toBe(200);

    // One-click, social and the hand-over tickets end in completeLogin; the second step and
    // registration open their session with startSession.
    const account = (await t.app.services.accounts.findById(m.id))!;
    const meta = { ip: '10.9.9.9', userAgent: 'test' };
    for (const method of ['oneClick', 'google', 'ticket']) {
      await expect(
        t.app.services.playerAuth.completeLogin(account, 'member', method, meta, {
          mustChangePassword: false,
        }),
      ).rejects.toMatchObject({ code: 'PLAY_RESTRICTED' });
    }
    const rules = await t.app.services.playerAuth.sessionRules();
    await expect(
      t.app.services.playerAuth.startSession(account, 'member', 'secondStep', meta, rules, {
        mustChangePassword: false,
      }),
    ).rejects.toMatchObject({ code: 'PLAY_RESTRICTED' });
  });
});

describe('lifting a self-exclusion: only an operator, after its period, with a cooling-off', () => {
  it('a definite self-exclusion outlives its period until lifted; the lift takes effect 24 hours later (MGA review: not before)', async () => {
    const m = await member();
    const taken = (await takeExclusion(t.app, m.headers, '6m')).json();
    const support = await operatorHeaders(t, 'support');
    const lift = () =>
      t.app.inject({
        method: 'POST',
        url: liftUrl(m.id, taken.id),
        headers: support,
        payload: { reason: 'The member asked by e-mail' },
      });
    // Before the period's end: refused, nothing changes.
    expect(refusal(await lift())).toMatchObject({
      status: 409,
      error: { code: 'EXCLUSION_NOT_LIFTABLE', details: { liftableFrom: taken.endsAt } },
    });
    t.clock.set(new Date(Date.parse(taken.endsAt) + HOUR));
    // Past the period it is still in force: a self-exclusion never ends by itself.
    expect(refusal(await passwordSignIn(t.app, m.username)).error?.code).toBe('PLAY_RESTRICTED');
    const lifted = await lift();
    expect(lifted.statusCode, lifted.body).toBe(200);
    const effectiveAt = Date.parse(lifted.json().liftEffectiveAt);
    expect(lifted.json()).toMatchObject({
      status: 'lift_pending',
      liftRequestedBy: expect.any(String),
    });
    expect(effectiveAt - t.clock.now().getTime()).toBeGreaterThan(DAY - 5000);
    // A second lift is refused; the member is still refused during the cooling-off.
    expect(refusal(await lift()).error?.code).toBe('EXCLUSION_NOT_LIFTABLE');
    t.clock.set(new Date(effectiveAt - 60_000));
    expect(refusal(await passwordSignIn(t.app, m.username))).toMatchObject({
      error: {
        code: 'PLAY_RESTRICTED',
        details: { kind: 'self_exclusion', until: new Date(effectiveAt).toISOString() },
      },
    });
    t.clock.set(new Date(effectiveAt + 1000));
    expect((await passwordSignIn(t.app, m.username)).statusCode).toBe(200);
    expect(await auditActions(t, 'account', m.id)).toContain('exclusion.lift');
    expect(await publishedPayloads(t.app.services.db, 'account.exclusion_lifted')).toContainEqual(
      expect.objectContaining({ accountId: m.id, exclusionId: taken.id }),
    );
  });

  it('a permanent self-exclusion is liftable only after 6 months, and then after 7 days of cooling-off', async () => {
    const m = await member();
    const taken = (await takeExclusion(t.app, m.headers, 'permanent')).json();
    expect(taken).toMatchObject({ kind: 'self_exclusion', endsAt: null });
    const lift = () =>
      t.app.inject({
        method: 'POST',
        url: liftUrl(m.id, taken.id),
        headers: admin,
        payload: { reason: 'Reviewed with the member' },
      });
    t.clock.advance(150 * DAY);
    expect(refusal(await lift()).error?.code).toBe('EXCLUSION_NOT_LIFTABLE');
    t.clock.advance(40 * DAY);
    const lifted = await lift();
    expect(lifted.statusCode, lifted.body).toBe(200);
    t.clock.advance(6 * DAY);
    expect(refusal(await passwordSignIn(t.app, m.username)).error?.code).toBe('PLAY_RESTRICTED');
    t.clock.advance(DAY + 60_000);
    expect((await passwordSignIn(t.app, m.username)).statusCode).toBe(200);
  });

  it('a time-out cannot be lifted by anyone (it ends by itself)', async () => {
    const m = await member();
    const taken = (await takeExclusion(t.app, m.headers, '30d')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: liftUrl(m.id, taken.id),
      headers: admin,
      payload: { reason: 'asked' },
    });
    expect(refusal(res)).toMatchObject({ status: 409, error: { code: 'EXCLUSION_NOT_LIFTABLE' } });
  });
});

describe('the back office', () => {
  it('an operator with responsible_gaming.manage applies an exclusion for the member (audited); others may only read', async () => {
    const m = await member();
    const content = await operatorHeaders(t, 'content');
    const finance = await operatorHeaders(t, 'finance');
    const apply = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: adminExclusionsUrl(m.id),
        headers,
        payload: { period: '5y', reason: 'The member asked by e-mail on 1 Dec' },
      });
    expect((await apply(content)).statusCode).toBe(403);
    expect((await apply(finance)).statusCode).toBe(403);
    const applied = await apply(await operatorHeaders(t, 'support'));
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({
      kind: 'self_exclusion',
      period: '5y',
      source: 'operator',
      reason: 'The member asked by e-mail on 1 Dec',
      operatorUsername: expect.stringMatching(/^support/),
    });
    expect((await me(m.headers)).statusCode).toBe(401);
    expect(await auditActions(t, 'account', m.id)).toContain('exclusion.apply');
    const view = await t.app.inject({ url: adminExclusionsUrl(m.id), headers: finance });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      current: { kind: 'self_exclusion', until: null },
      history: [{ period: '5y', status: 'in_force' }],
    });
    expect(
      (await t.app.inject({ url: adminExclusionsUrl(999_999), headers: admin })).statusCode,
    ).toBe(404);
  });

  it('a time-out taken during a longer exclusion never shortens it', async () => {
    const m = await member();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: adminExclusionsUrl(m.id),
          headers: admin,
          payload: { period: '6w', reason: 'phone call' },
        })
      ).statusCode,
    ).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: adminExclusionsUrl(m.id),
      headers: admin,
      payload: { period: '24h', reason: 'a second request' },
    });
    expect(res.statusCode).toBe(201);
    const view = (await t.app.inject({ url: adminExclusionsUrl(m.id), headers: admin })).json();
    const sixWeeks = view.history.find((h: { period: string }) => h.period === '6w');
    expect(view.current).toEqual({ kind: 'time_out', until: sixWeeks.endsAt });
  });
});
