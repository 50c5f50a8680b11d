import {
  ADMIN_REFERRAL_API,
  DEVICE_ID_HEADER,
  REFERRAL_API,
  type TMyReferral,
} from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { publish } from '../../../platform/events/publish.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { mainBalance } from '../../cashier/wallet/wallet-test-kit.js';
import { takeExclusion } from '../../responsible-gaming/exclusions/exclusions-test-kit.js';
import { REFERRAL_FIRST_DEPOSIT_CONSUMER } from './first-deposit-consumer.js';

const bkk = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
const device = (n: number) => `device-referral-${String(n).padStart(8, '0')}`;

/** Issue 26 item 7 over HTTP on a real database: sign-up by link, rewards, self-referral. */
describe('referral: invite a friend', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const h: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  let depositSeq = 500_000;
  let wagerSeq = 0;

  /** Signs up by username from its own IP and device (the referral code rides `?ref=`). */
  const register = async (username: string, ip: string, dev: string, referralCode?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      headers: { [DEVICE_ID_HEADER]: dev },
      payload: {
        agreeTerms: true,
        username,
        password: 'goodpass77',
        confirmPassword: 'goodpass77',
        ...(referralCode ? { referralCode } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const account = await t.app.services.accounts.findByUsername(username);
    ids[username] = account!.id;
    h[username] = { authorization: `Bearer ${res.json().token as string}` };
  };
  const mine = async (who: string) =>
    (await t.app.inject({ url: REFERRAL_API.mine, headers: h[who] })).json() as TMyReferral;
  const deposit = async (who: string, amount: number, depositId = ++depositSeq) => {
    await t.app.services.db.transaction((tx) =>
      publish(tx, {
        type: 'deposit.approved',
        key: `account:${ids[who]}`,
        payload: {
          depositId,
          accountId: ids[who]!,
          amount,
          currency: 'THB',
          ledgerTransferId: depositId,
          operatorId: null,
        },
      }),
    );
    await t.app.services.events.drain();
    return depositId;
  };
  const play = async (
    who: string,
    at: Date,
    stake: number,
    version = 1,
    wagerId = `rf-${++wagerSeq}`,
  ) => {
    await publishWagers(t.app.services.db, [
      wagerEvent(version === 1 ? 'wager.settled' : 'wager.voided', {
        wagerId,
        accountId: ids[who]!,
        settledAt: at.toISOString(),
        stake,
        version,
      }),
    ]);
    await t.app.services.events.drain();
    return wagerId;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(bkk('2026-04-01', '10:00'));
    admin = await adminHeaders(t.app);
    await register('rfboss', '10.9.0.1', device(1));
  });
  afterAll(() => t?.close());

  it("the member's code and link; a friend who signs up by it is listed masked", async () => {
    const page = await mine('rfboss');
    expect(page.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(page.path).toBe(`/register?ref=${page.code}`);
    expect(page.zaloBonusHint).toBe('131K');
    expect(page.rules).toMatchObject({ firstDepositReward: 5_000, betRateBps: 20 });
    await register('rffriend1', '10.9.0.2', device(2), page.code);
    const after = await mine('rfboss');
    expect(after.friends).toEqual([
      expect.objectContaining({ name: 'rf***d1', status: 'registered', earned: 0 }),
    ]);
  });

  it('pays the first-deposit reward once, on a replayed event too', async () => {
    const id = await deposit('rffriend1', 20_000);
    await deposit('rffriend1', 20_000, id); // the same event again
    await deposit('rffriend1', 50_000); // a second deposit is no first deposit
    await t.app.services.events.resetPosition(REFERRAL_FIRST_DEPOSIT_CONSUMER, 0);
    await t.app.services.events.drain();
    await Promise.all([t.app.services.referral.payPending(), t.app.services.referral.payPending()]);
    await t.app.services.referral.payPending();
    expect(await mainBalance(t.app, ids.rfboss!)).toBe(5_000);
    const page = await mine('rfboss');
    expect(page.friends[0]).toMatchObject({ status: 'deposited', earned: 5_000 });
    expect(page.rewards).toEqual([
      expect.objectContaining({
        kind: 'first_deposit',
        amount: 5_000,
        status: 'paid',
        basis: 20_000,
      }),
    ]);
  });

  it("pays a share of the friend's valid bets per day, capped, and moves a correction as the difference", async () => {
    const w1 = await play('rffriend1', bkk('2026-04-01', '23:59'), 300_000); // 0.2 %: 600
    await play('rffriend1', bkk('2026-04-02', '00:01'), 100_000); // the 2nd
    t.clock.set(bkk('2026-04-02', '00:40'));
    await t.app.services.jobs.tick();
    await t.app.services.jobs.tick();
    await t.app.services.jobs.drain();
    expect(await mainBalance(t.app, ids.rfboss!)).toBe(5_600);
    expect((await mine('rfboss')).friends[0]!.status).toBe('active');
    // The 23:59 wager is voided the next day: its reward goes back with it.
    await play('rffriend1', bkk('2026-04-01', '23:59'), 300_000, 2, w1);
    const run = await t.app.services.referral.runBets('2026-04-02');
    expect(run).toMatchObject({ paid: 200, takenBack: 600 });
    expect(await mainBalance(t.app, ids.rfboss!)).toBe(5_200);
    // The cap: 10,000,000 of valid bets would be 20,000, capped at 10,000.
    await play('rffriend1', bkk('2026-04-03', '12:00'), 10_000_000);
    await t.app.services.referral.runBets('2026-04-03');
    await t.app.services.referral.runBets('2026-04-03');
    expect(await mainBalance(t.app, ids.rfboss!)).toBe(15_200);
  });

  it('refuses a self-referral (same device or IP) and flags it for the operator', async () => {
    const { code } = await mine('rfboss');
    await register('rfsame1', '10.9.0.3', device(1), code); // the referrer's device
    await register('rfsame2', '10.9.0.1', device(3), code); // the referrer's IP
    await deposit('rfsame1', 20_000);
    await deposit('rfsame2', 20_000);
    await play('rfsame1', bkk('2026-04-03', '13:00'), 1_000_000);
    await t.app.services.referral.payPending();
    await t.app.services.referral.runBets('2026-04-03');
    expect(await mainBalance(t.app, ids.rfboss!)).toBe(15_200);
    const rewards = (await mine('rfboss')).rewards.filter((r) => r.status === 'refused');
    expect(rewards).toHaveLength(3);
    expect(rewards.every((r) => r.reason === 'self_referral' && r.amount === 0)).toBe(true);
    const list = await t.app.inject({
      url: `${ADMIN_REFERRAL_API.list}?flagged=true`,
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    const flagged = list.json().items as { friend: string; flags: string[]; refused: number }[];
    expect(flagged.map((r) => [r.friend, r.flags]).sort()).toEqual([
      ['rfsame1', ['device']],
      ['rfsame2', ['ip']],
    ]);
  });

  it('an excluded referrer gets nothing', async () => {
    await register('rfex', '10.9.1.1', device(10));
    const { code } = await mine('rfex');
    await register('rfexfriend', '10.9.1.2', device(11), code);
    expect((await takeExclusion(t.app, h.rfex!, '24h', 'goodpass77')).statusCode).toBe(201);
    await deposit('rfexfriend', 20_000);
    await t.app.services.referral.payPending();
    expect(await mainBalance(t.app, ids.rfex!)).toBe(0);
  });

  it('operators read and save the rules; what the database cannot hold is refused', async () => {
    const rules = {
      firstDepositReward: 8_800,
      firstDepositMin: 5_000,
      betRateBps: 30,
      betDailyCap: 50_000,
      activeMinValidStake: 1,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: ADMIN_REFERRAL_API.rules,
      headers: admin,
      payload: rules,
    });
    expect(saved.json()).toEqual(rules);
    for (const bad of [
      { ...rules, betRateBps: 1_001 },
      { ...rules, firstDepositReward: -1 },
      { ...rules, betDailyCap: 2 ** 60 },
      { ...rules, extra: 1 },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: ADMIN_REFERRAL_API.rules,
        headers: admin,
        payload: bad,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: ADMIN_REFERRAL_API.rules, headers: admin })).json()).toEqual(
      rules,
    );
  });
});
