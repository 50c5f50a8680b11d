import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { createMember, expectLedgerVerified } from '../withdrawals/cashier-test-kit.js';
import { grantOf, promotionBalance, testTerms, walletBalance } from './bonus-wallet-test-kit.js';
import { eq } from 'drizzle-orm';

describe('bonus wallet: grants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });
  const wallet = () => t.app.services.bonusWallet;

  it('grants into the bonus wallet from the house, with the requirement and window', async () => {
    const m = await createMember(t, 'bonusgrant01');
    const houseBefore = await promotionBalance(t);
    const now = t.clock.now();
    const bonus = await wallet().grant(
      undefined,
      grantOf(m.id, 10_000, {
        terms: testTerms({ wageringMultiple: 2.5, wagerWindowHours: 48 }),
      }),
    );
    expect(bonus).toMatchObject({
      status: 'active',
      amount: 10_000,
      balance: 10_000,
      requirement: 25_000,
      progress: 0,
      currency: 'THB',
    });
    const ends = new Date(bonus.wagerEndsAt!).getTime() - new Date(bonus.activatedAt!).getTime();
    expect(ends).toBe(48 * 3_600_000);
    expect(Math.abs(new Date(bonus.activatedAt!).getTime() - now.getTime())).toBeLessThan(5_000);
    expect(await walletBalance(t, m.id, 'bonus')).toBe(10_000);
    expect(await walletBalance(t, m.id, 'main')).toBe(0);
    expect(await promotionBalance(t)).toBe(houseBefore - 10_000);
  });

  it('counts the deposit in the base when the terms say so (floor of multiple × base)', async () => {
    const m = await createMember(t, 'bonusgrant02');
    const bonus = await wallet().grant(
      undefined,
      grantOf(m.id, 333, {
        depositAmount: 1_000,
        terms: testTerms({ wageringMultiple: 1.5, wageringBase: 'bonus_plus_deposit' }),
      }),
    );
    // 1.5 × 1,333 = 1,999.5 -> 1,999.
    expect(bonus.requirement).toBe(1_999);
  });

  it('a grant sent 20 times at once pays once and every call answers the same bonus', async () => {
    const m = await createMember(t, 'bonusgrant03');
    const request = grantOf(m.id, 5_000, { source: { kind: 'promotion_claim', id: 'c-20' } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => wallet().grant(undefined, request)),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await walletBalance(t, m.id, 'bonus')).toBe(5_000);
    const rows = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers
           WHERE reason = 'bonus_grant' AND reference = ${`bonus:${answers[0]!.id}`}`,
    );
    expect(rows[0]!.n).toBe(1);
    // The same source with another amount is a conflict, not a second grant.
    await expect(wallet().grant(undefined, { ...request, amount: 6_000 })).rejects.toMatchObject({
      code: 'BONUS_SOURCE_CONFLICT',
    });
  });

  it('commits with the caller and rolls back with it', async () => {
    const m = await createMember(t, 'bonusgrant04');
    await expect(
      t.app.services.db.transaction(async (tx) => {
        await wallet().grant(tx, grantOf(m.id, 700));
        throw new Error('the claim failed');
      }),
    ).rejects.toThrow('the claim failed');
    expect(await walletBalance(t, m.id, 'bonus')).toBe(0);
    const kept = await t.app.services.db.transaction((tx) =>
      wallet().grant(tx, grantOf(m.id, 800)),
    );
    expect(kept.status).toBe('active');
    expect(await walletBalance(t, m.id, 'bonus')).toBe(800);
  });

  it('queues a second bonus behind the active one and activates it when that ends', async () => {
    const m = await createMember(t, 'bonusgrant05');
    const first = await wallet().grant(undefined, grantOf(m.id, 1_000));
    const second = await wallet().grant(undefined, grantOf(m.id, 2_000));
    expect(second).toMatchObject({ status: 'queued', balance: 0, activatedAt: null });
    expect(await walletBalance(t, m.id, 'bonus')).toBe(1_000);
    const forfeited = await wallet().forfeit(m.id, first.id);
    expect(forfeited).toMatchObject({
      status: 'forfeited',
      endReason: 'member',
      forfeitedAmount: 1_000,
    });
    const mine = await wallet().mine(m.id);
    expect(mine.items.map((b) => [b.id, b.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'forfeited'],
    ]);
    expect(await walletBalance(t, m.id, 'bonus')).toBe(2_000);
  });

  it('converts at once when nothing is to be wagered (multiple 0)', async () => {
    const m = await createMember(t, 'bonusgrant06');
    const bonus = await wallet().grant(
      undefined,
      grantOf(m.id, 1_200, { terms: testTerms({ wageringMultiple: 0 }) }),
    );
    expect(bonus).toMatchObject({ status: 'completed', convertedAmount: 1_200 });
    expect(await walletBalance(t, m.id, 'main')).toBe(1_200);
    expect(await walletBalance(t, m.id, 'bonus')).toBe(0);
  });

  it('refuses a member on a time-out or self-exclusion, locked, disabled or due a password change', async () => {
    const db = t.app.services.db;
    const excluded = await createMember(t, 'bonusgrant07');
    await db.transaction((tx) =>
      t.app.services.accounts.setPlayRestriction(
        excluded.id,
        { kind: 'time_out', until: new Date(t.clock.now().getTime() + 3_600_000) },
        tx,
      ),
    );
    await expect(wallet().grant(undefined, grantOf(excluded.id, 100))).rejects.toMatchObject({
      code: 'PLAY_RESTRICTED',
    });
    const cases = [
      ['bonusgrant08', { status: 'locked' as const }, 'ACCOUNT_LOCKED'],
      ['bonusgrant09', { status: 'disabled' as const }, 'ACCOUNT_DISABLED'],
      ['bonusgrant10', { mustChangePassword: true }, 'PASSWORD_CHANGE_REQUIRED'],
    ] as const;
    for (const [username, patch, code] of cases) {
      const m = await createMember(t, username);
      await db.update(accounts).set(patch).where(eq(accounts.id, m.id));
      await expect(wallet().grant(undefined, grantOf(m.id, 100))).rejects.toMatchObject({ code });
      expect(await walletBalance(t, m.id, 'bonus')).toBe(0);
    }
    expect(await walletBalance(t, excluded.id, 'bonus')).toBe(0);
  });

  it('refuses terms the schema cannot hold', async () => {
    const m = await createMember(t, 'bonusgrant11');
    await expect(
      wallet().grant(
        undefined,
        grantOf(m.id, 100, { terms: testTerms({ wageringMultiple: 2.25 }) }),
      ),
    ).rejects.toThrow();
    await expect(
      wallet().grant(undefined, grantOf(m.id, 100, { terms: testTerms({ products: [] }) })),
    ).rejects.toThrow();
  });
});
