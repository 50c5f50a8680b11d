import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createMember, expectLedgerVerified, fund } from '../withdrawals/cashier-test-kit.js';
import type { WagerMember, WagerOp, WagerOpResult } from '../wagers/index.js';
import { grantOf, promotionBalance, testTerms, walletBalance } from './bonus-wallet-test-kit.js';

/**
 * The wager core draws stakes from the bonus wallet and pays the bonus share of wins back to it
 * (wager-funding.ts): real or bonus first, only on the terms' products, the maximum bet, and the
 * share following its bonus once it converted or was forfeited.
 */
describe('bonus wallet: the wager core draws on it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });
  const core = () => t.app.services.wagers;
  const wallet = () => t.app.services.bonusWallet;
  const product = `BD${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  const at = () => t.clock.now();
  let seq = 0;

  /** A member with `main` on the main wallet and an active bonus of `bonus` on `terms`. */
  async function member(main: number, bonus: number, terms = testTerms()) {
    const m = await createMember(t, `bonusdraw${++seq}${crypto.randomBytes(2).toString('hex')}`);
    if (main > 0) await fund(t, m.id, main);
    const granted = await wallet().grant(undefined, grantOf(m.id, bonus, { terms }));
    const ledger = t.app.services.ledger;
    const w: WagerMember = {
      accountId: m.id,
      walletId: (await ledger.walletOf(m.id, 'main', 'THB')).id,
      houseId: (await ledger.systemAccount('game_result', 'THB', product)).id,
      currency: 'THB',
    };
    return { m: w, bonusId: granted.id };
  }
  const balances = async (m: WagerMember) => ({
    main: await walletBalance(t, m.accountId, 'main'),
    bonus: await walletBalance(t, m.accountId, 'bonus'),
  });
  const game = (category = 'RNG') => ({ gameCode: 'g1', gameId: null, category });
  const place = (m: WagerMember, id: string, stake: number, category = 'RNG'): WagerOp => ({
    kind: 'place',
    key: { product, wagerId: id, leg: 0 },
    member: m,
    game: game(category),
    stake,
    at: at(),
  });
  const settle = (m: WagerMember, id: string, win: number): WagerOp => ({
    kind: 'settle',
    key: { product, wagerId: id, leg: 0 },
    member: m,
    win,
    at: at(),
  });
  const row = async (id: string) =>
    (
      await queryRows<{ bonus_id: string | null; bonus_bet: string; bonus_win: string }>(
        t.app.services.db,
        sql`SELECT bonus_id::text, bonus_bet::text, bonus_win::text FROM game_rounds
             WHERE vendor = ${product} AND vendor_round_id = ${id}`,
      )
    )[0]!;
  const codes = (results: WagerOpResult[]) => results.map((r) => (r.ok ? 'ok' : r.code));

  it('real first: the main wallet pays first, the bonus the rest; the win splits by share', async () => {
    const { m, bonusId } = await member(100, 1_000);
    const id = 'real-first';
    expect(codes(await core().run([place(m, id, 300)]))).toEqual(['ok']);
    expect(await balances(m)).toEqual({ main: 0, bonus: 800 });
    expect(await row(id)).toEqual({ bonus_id: String(bonusId), bonus_bet: '200', bonus_win: '0' });
    // floor(601 × 200 / 300) = 400 to the bonus wallet, 201 real.
    const [settled] = await core().run([settle(m, id, 601)]);
    expect(settled).toMatchObject({ ok: true, balance: 201 });
    expect(await balances(m)).toEqual({ main: 201, bonus: 1_200 });
    expect((await row(id)).bonus_win).toBe('400');
  });

  it('bonus first: the bonus wallet pays first', async () => {
    const { m } = await member(1_000, 250, testTerms({ drawOrder: 'bonus_first' }));
    await core().run([place(m, 'bonus-first', 300)]);
    expect(await balances(m)).toEqual({ main: 950, bonus: 0 });
  });

  it('only the terms products draw on it; others are real money only', async () => {
    const { m } = await member(100, 1_000);
    const [refused] = await core().run([place(m, 'live-short', 300, 'LIVE')]);
    expect(refused).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: 100 });
    expect(codes(await core().run([place(m, 'live-ok', 100, 'LIVE')]))).toEqual(['ok']);
    expect(await balances(m)).toEqual({ main: 0, bonus: 1_000 });
  });

  it('refuses a stake over the maximum bet on its products while wagering, moving nothing', async () => {
    const { m } = await member(5_000, 1_000, testTerms({ maxBetWhileWagering: 500 }));
    const [over] = await core().run([place(m, 'over-max', 501)]);
    expect(over).toMatchObject({ ok: false, code: 'BONUS_MAX_BET' });
    expect(await balances(m)).toEqual({ main: 5_000, bonus: 1_000 });
    expect(codes(await core().run([place(m, 'at-max', 500)]))).toEqual(['ok']);
    // Another product is not capped by the bonus.
    expect(codes(await core().run([place(m, 'live-big', 2_000, 'LIVE')]))).toEqual(['ok']);
    expect(await balances(m)).toEqual({ main: 2_500, bonus: 1_000 });
  });

  it('a void gives each wallet its part back and takes back each share of the win', async () => {
    const { m } = await member(100, 1_000);
    await core().run([place(m, 'void', 300), settle(m, 'void', 900)]);
    // Bonus share floor(900 × 200 / 300) = 600, real 300.
    expect(await balances(m)).toEqual({ main: 300, bonus: 1_400 });
    await core().run([
      { kind: 'void', key: { product, wagerId: 'void', leg: 0 }, member: m, at: at() },
    ]);
    expect(await balances(m)).toEqual({ main: 100, bonus: 1_000 });
    expect(await row('void')).toMatchObject({ bonus_bet: '0', bonus_win: '0' });
  });

  it('a resettle moves the difference of each share', async () => {
    const { m } = await member(100, 1_000);
    await core().run([place(m, 'resettle', 300), settle(m, 'resettle', 300)]);
    expect(await balances(m)).toEqual({ main: 100, bonus: 1_000 });
    await core().run([
      {
        kind: 'resettle',
        key: { product, wagerId: 'resettle', leg: 0 },
        member: m,
        win: 151,
        version: 2,
        at: at(),
      },
    ]);
    // Shares of 151: bonus floor(151 × 2 / 3) = 100, real 51.
    expect(await balances(m)).toEqual({ main: 51, bonus: 900 });
  });

  it('refuses a take-back the bonus wallet no longer holds, moving nothing', async () => {
    const { m } = await member(100, 1_000);
    // 300 staked (200 of it bonus), won 600: floor(600 × 2 / 3) = 400 back to the bonus wallet.
    await core().run([place(m, 'takeback', 300), settle(m, 'takeback', 600)]);
    expect(await balances(m)).toEqual({ main: 200, bonus: 1_200 });
    // The member stakes it all again, then gets real money: the bonus wallet is empty.
    expect(codes(await core().run([place(m, 'spent', 1_400)]))).toEqual(['ok']);
    await fund(t, m.accountId, 1_000);
    expect(await balances(m)).toEqual({ main: 1_000, bonus: 0 });
    // Resettled to no win: 200 back from main (it holds it), 400 from the bonus wallet (it does not).
    const [result] = await core().run([
      {
        kind: 'resettle',
        key: { product, wagerId: 'takeback', leg: 0 },
        member: m,
        win: 0,
        version: 2,
        at: at(),
      },
    ]);
    expect(result).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await balances(m)).toEqual({ main: 1_000, bonus: 0 });
  });

  it('after a forfeit the bonus share of a later win goes to the house; after conversion it is real', async () => {
    const forfeited = await member(100, 1_000);
    await core().run([place(forfeited.m, 'late-forfeit', 300)]);
    await wallet().forfeit(forfeited.m.accountId, forfeited.bonusId);
    const promotionBefore = await promotionBalance(t);
    await core().run([settle(forfeited.m, 'late-forfeit', 600)]);
    expect(await balances(forfeited.m)).toEqual({ main: 200, bonus: 0 });
    expect((await promotionBalance(t)) - promotionBefore).toBe(400);

    // Requirement floor(0.1 × 1,000) = 100: a settled 100 on slots converts it.
    const converted = await member(100, 1_000, testTerms({ wageringMultiple: 0.1 }));
    await core().run([place(converted.m, 'late-convert', 300)]);
    await core().run([place(converted.m, 'trigger', 100), settle(converted.m, 'trigger', 0)]);
    await t.app.services.events.drain();
    expect(await balances(converted.m)).toEqual({ main: 700, bonus: 0 });
    await core().run([settle(converted.m, 'late-convert', 600)]);
    expect(await balances(converted.m)).toEqual({ main: 1_300, bonus: 0 });
  });

  it('a vendor round with a bonus stake and a real stake gives back a refund by share', async () => {
    const { m } = await member(100, 1_000);
    const key = { product, wagerId: 'vendor-round', leg: 0 };
    const stake = (ref: string, amount: number): WagerOp => ({
      kind: 'stake',
      key,
      member: m,
      ref,
      game: game(),
      amount,
      ends: false,
      at: at(),
    });
    // First stake: 100 real; second: 300 from the bonus.
    await core().run([stake('b1', 100)]);
    await core().run([stake('b2', 300)]);
    expect(await balances(m)).toEqual({ main: 0, bonus: 700 });
    await core().run([{ kind: 'refund', key, member: m, ref: 'b2', amount: 300, at: at() }]);
    // floor(300 × 300 / 400) = 225 back to the bonus wallet, 75 real.
    expect(await balances(m)).toEqual({ main: 75, bonus: 925 });
    expect(await row('vendor-round')).toMatchObject({ bonus_bet: '75' });
  });

  it('20 stakes at once on bonus money never overdraw the bonus wallet', async () => {
    const { m } = await member(0, 1_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => core().run([place(m, `race-${i}`, 100)])),
    );
    const accepted = results.flat().filter((r) => r.ok).length;
    expect(accepted).toBe(10);
    expect(await balances(m)).toEqual({ main: 0, bonus: 0 });
  });
});
