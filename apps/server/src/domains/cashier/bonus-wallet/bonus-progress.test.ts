import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { publishWagers, wagerEvent } from '../settled-wagers/settled-wagers-test-kit.js';
import {
  createMember,
  expectLedgerVerified,
  fund,
  PAYMENT_PASSWORD,
} from '../withdrawals/cashier-test-kit.js';
import { grantOf, promotionBalance, testTerms, walletBalance } from './bonus-wallet-test-kit.js';

describe('bonus wallet: wagering progress, conversion, forfeiture, expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });
  const wallet = () => t.app.services.bonusWallet;
  const db = () => t.app.services.db;
  const at = (msFromNow = 0) => new Date(t.clock.now().getTime() + msFromNow).toISOString();
  const bonusRow = async (id: number) =>
    (await wallet().mine((await byId(id)).accountId)).items.find((b) => b.id === id)!;
  const byId = async (id: number) =>
    (
      await queryRows<{ accountId: number }>(
        db(),
        sql`SELECT account_id::int AS "accountId" FROM bonuses WHERE id = ${id}`,
      )
    )[0]!;
  const play = async (events: Parameters<typeof publishWagers>[1]) => {
    await publishWagers(db(), events);
    await t.app.services.events.drain();
  };

  it('counts floor(valid stake × the category rate) of wagers in the window; others count 0', async () => {
    const m = await createMember(t, 'bonusprog01');
    // Settled a minute before the grant: not counted.
    const early = at(-60_000);
    const bonus = await wallet().grant(
      undefined,
      grantOf(m.id, 1_000, {
        terms: testTerms({
          wageringMultiple: 100,
          products: ['RNG', 'LIVE', 'FISH'],
          contributions: { ...testTerms().contributions, LIVE: 5, FISH: 33 },
        }),
      }),
    );
    const w = (id: string) => `${id}-${crypto.randomUUID().slice(0, 8)}`;
    await play([
      wagerEvent('wager.settled', { wagerId: w('early'), accountId: m.id, settledAt: early }),
      // Slots count in full: 1,000.
      wagerEvent('wager.settled', { wagerId: w('slot'), accountId: m.id, settledAt: at() }),
      // Live 5 % of 999 = 49.95 -> 49.
      wagerEvent('wager.settled', {
        wagerId: w('live'),
        accountId: m.id,
        category: 'LIVE',
        stake: 999,
        settledAt: at(),
      }),
      // Fishing 33 % of 101 = 33.33 -> 33.
      wagerEvent('wager.settled', {
        wagerId: w('fish'),
        accountId: m.id,
        category: 'FISH',
        stake: 101,
        settledAt: at(),
      }),
      // Sports is not one of the bonus's products: 0.
      wagerEvent('wager.settled', {
        wagerId: w('sports'),
        accountId: m.id,
        category: 'SPORTS',
        settledAt: at(),
      }),
      // A both-sides hedge (Player 300, Banker 300): its sided stakes count 0 whatever the policy.
      wagerEvent('wager.settled', {
        wagerId: w('hedge'),
        accountId: m.id,
        category: 'LIVE',
        stake: 600,
        sides: [
          { side: 'player', stake: 300 },
          { side: 'banker', stake: 300 },
        ],
        settledAt: at(),
      }),
      // Play money never counts.
      wagerEvent('wager.settled', {
        wagerId: w('fun'),
        accountId: m.id,
        currency: 'FUN',
        settledAt: at(),
      }),
    ]);
    const after = await bonusRow(bonus.id);
    expect(after.progress).toBe(1_000 + 49 + 33);
    expect(after.status).toBe('active');
    const explain = await t.app.services.bonusAdmin.explain(bonus.id);
    expect(explain.recomputed).toBe(after.progress);
    expect(explain.rows.map((r) => [r.category, r.rate, r.contribution]).sort()).toEqual(
      [
        ['FISH', 33, 33],
        ['LIVE', 5, 0],
        ['LIVE', 5, 49],
        ['RNG', 100, 1_000],
        ['SPORTS', 0, 0],
      ].sort(),
    );
  });

  it('a void, rollback or resettle replaces what the wager counted; an old version changes nothing', async () => {
    const m = await createMember(t, 'bonusprog02');
    const bonus = await wallet().grant(
      undefined,
      grantOf(m.id, 1_000, { terms: testTerms({ wageringMultiple: 100 }) }),
    );
    const a = `a-${crypto.randomUUID()}`;
    const b = `b-${crypto.randomUUID()}`;
    await play([
      wagerEvent('wager.settled', { wagerId: a, accountId: m.id, stake: 700, settledAt: at() }),
      wagerEvent('wager.settled', { wagerId: b, accountId: m.id, stake: 300, settledAt: at() }),
    ]);
    expect((await bonusRow(bonus.id)).progress).toBe(1_000);
    await play([
      wagerEvent('wager.voided', {
        wagerId: a,
        accountId: m.id,
        stake: 700,
        version: 2,
        settledAt: at(),
      }),
      // A push by the default policy counts 0 after the resettle.
      wagerEvent('wager.resettled', {
        wagerId: b,
        accountId: m.id,
        stake: 300,
        result: 'push',
        version: 2,
        settledAt: at(),
      }),
      // A late copy of version 1: nothing.
      wagerEvent('wager.settled', { wagerId: a, accountId: m.id, stake: 700, settledAt: at() }),
    ]);
    expect((await bonusRow(bonus.id)).progress).toBe(0);
    await play([
      wagerEvent('wager.resettled', {
        wagerId: b,
        accountId: m.id,
        stake: 300,
        result: 'win',
        version: 3,
        settledAt: at(),
      }),
    ]);
    expect((await bonusRow(bonus.id)).progress).toBe(300);
    // A void seen before its settlement (two producers' commits interleaved), each in its own
    // batch: the void holds its version, so the older settlement counts nothing.
    const c = `c-${crypto.randomUUID()}`;
    await play([
      wagerEvent('wager.voided', {
        wagerId: c,
        accountId: m.id,
        stake: 900,
        version: 2,
        settledAt: at(),
      }),
    ]);
    await play([
      wagerEvent('wager.settled', { wagerId: c, accountId: m.id, stake: 900, settledAt: at() }),
    ]);
    expect((await bonusRow(bonus.id)).progress).toBe(300);
    // Replayed from the start: the same figures.
    await t.app.services.events.resetPosition('cashier.bonus-progress', 0);
    await t.app.services.events.drain();
    expect((await bonusRow(bonus.id)).progress).toBe(300);
  });

  it('converts when the requirement is met, never before; the cap forfeits the excess', async () => {
    const m = await createMember(t, 'bonusprog03');
    const houseBefore = await promotionBalance(t);
    const bonus = await wallet().grant(
      undefined,
      grantOf(m.id, 1_000, {
        terms: testTerms({
          wageringMultiple: 3,
          maxConversion: { kind: 'multiple', multiple: 0.5 },
        }),
      }),
    );
    await play([
      wagerEvent('wager.settled', {
        wagerId: crypto.randomUUID(),
        accountId: m.id,
        stake: 2_999,
        settledAt: at(),
      }),
    ]);
    expect((await bonusRow(bonus.id)).status).toBe('active');
    expect(await walletBalance(t, m.id, 'main')).toBe(0);
    await play([
      wagerEvent('wager.settled', {
        wagerId: crypto.randomUUID(),
        accountId: m.id,
        stake: 1,
        settledAt: at(),
      }),
    ]);
    const done = await bonusRow(bonus.id);
    expect(done).toMatchObject({
      status: 'completed',
      endReason: 'requirement_met',
      progress: 3_000,
      convertedAmount: 500,
      forfeitedAmount: 500,
      balance: 0,
    });
    expect(await walletBalance(t, m.id, 'main')).toBe(500);
    expect(await walletBalance(t, m.id, 'bonus')).toBe(0);
    expect(await promotionBalance(t)).toBe(houseBefore - 500);
    // A later wager counts towards nothing (no bonus is active).
    await play([
      wagerEvent('wager.settled', {
        wagerId: crypto.randomUUID(),
        accountId: m.id,
        stake: 5,
        settledAt: at(),
      }),
    ]);
    expect((await bonusRow(bonus.id)).progress).toBe(3_000);
  });

  it('expires after the wagering window: two job runs at once forfeit it once', async () => {
    const m = await createMember(t, 'bonusprog04');
    const bonus = await wallet().grant(
      undefined,
      grantOf(m.id, 900, { terms: testTerms({ wagerWindowHours: 24 }) }),
    );
    t.clock.advance(23 * 3_600_000);
    expect(await wallet().expireDue()).toBe(0);
    // A wager settled after the window counts nothing.
    t.clock.advance(2 * 3_600_000);
    await play([
      wagerEvent('wager.settled', {
        wagerId: crypto.randomUUID(),
        accountId: m.id,
        settledAt: at(),
      }),
    ]);
    expect((await bonusRow(bonus.id)).progress).toBe(0);
    const runs = await Promise.all([wallet().expireDue(), wallet().expireDue()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await bonusRow(bonus.id)).toMatchObject({
      status: 'expired',
      endReason: 'expired',
      forfeitedAmount: 900,
    });
    expect(await walletBalance(t, m.id, 'bonus')).toBe(0);
    const forfeits = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = ${`bonus:${bonus.id}:forfeit`}`,
    );
    expect(forfeits[0]!.n).toBe(1);
  });

  it('a withdrawal request forfeits the active bonus when its terms say so, and not otherwise', async () => {
    const m = await createMember(t, 'bonusprog05', {
      realName: 'Somchai Jaidee',
      paymentPassword: PAYMENT_PASSWORD,
    });
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/bank-accounts',
      headers: m.headers,
      payload: { bankCode: 'SCB', accountNumber: '9876543210', accountName: 'Somchai Jaidee' },
    });
    await fund(t, m.id, 50_000);
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/members/me/withdrawals',
        headers: m.headers,
        payload: {
          amount: 10_000,
          bankAccountId: bank.json().id,
          paymentPassword: PAYMENT_PASSWORD,
          requestId: crypto.randomUUID(),
        },
      });
    const kept = await wallet().grant(undefined, grantOf(m.id, 700));
    const listed = await t.app.inject({ url: '/api/bonuses', headers: m.headers });
    expect(listed.json()).toMatchObject({ forfeitsOnWithdrawal: false });
    expect((await withdraw()).statusCode).toBe(200);
    expect((await bonusRow(kept.id)).status).toBe('active');
    await wallet().forfeit(m.id, kept.id);

    const lost = await wallet().grant(
      undefined,
      grantOf(m.id, 800, { terms: testTerms({ forfeitOnWithdrawal: true }) }),
    );
    const warned = await t.app.inject({ url: '/api/bonuses', headers: m.headers });
    expect(warned.json()).toMatchObject({ forfeitsOnWithdrawal: true });
    expect((await withdraw()).statusCode).toBe(200);
    expect(await bonusRow(lost.id)).toMatchObject({
      status: 'forfeited',
      endReason: 'withdrawal',
      forfeitedAmount: 800,
    });
    expect(await walletBalance(t, m.id, 'bonus')).toBe(0);
  });

  it('the member forfeits through the API; another member or a second click is refused', async () => {
    const m = await createMember(t, 'bonusprog06');
    const other = await createMember(t, 'bonusprog07');
    const bonus = await wallet().grant(undefined, grantOf(m.id, 400));
    const forfeit = (headers: { authorization: string }) =>
      t.app.inject({ method: 'POST', url: `/api/bonuses/${bonus.id}/forfeit`, headers });
    expect((await forfeit(other.headers)).json().error.code).toBe('BONUS_NOT_FOUND');
    const res = await forfeit(m.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'forfeited', forfeitedAmount: 400 });
    const again = await forfeit(m.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BONUS_NOT_ACTIVE');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/bonuses/99999999999999999999/forfeit',
      headers: m.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
