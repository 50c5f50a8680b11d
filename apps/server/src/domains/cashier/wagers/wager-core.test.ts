import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-app.js';
import { queryRows, type Database } from '../../../db/client.js';
import { driverRunner, LedgerService } from '../ledger/index.js';
import { WagerCore } from './wager-core.js';
import { fundedMember, testProduct, wagerEvents } from './wager-test-kit.js';
import type { WagerMember, WagerOp } from './wager-types.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let ledger: LedgerService;
let core: WagerCore;
const at = new Date('2026-03-01T10:00:00.000Z');
const game = { gameCode: 'g1', gameId: null, category: 'RNG' };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  ledger = new LedgerService(db, database.handle.kind);
  core = new WagerCore(driverRunner(db, database.handle.kind), (p) => ledger.notifyPosted(p));
});
afterAll(() => database.drop());

const key = (product: string, wagerId: string, leg = 0) => ({ product, wagerId, leg });
const place = (m: WagerMember, p: string, w: string, stake: number): WagerOp => ({
  kind: 'place',
  key: key(p, w),
  member: m,
  game,
  stake,
  at,
});
const settle = (m: WagerMember, p: string, w: string, win: number): WagerOp => ({
  kind: 'settle',
  key: key(p, w),
  member: m,
  win,
  at,
});

describe('wager core', () => {
  it('places and settles in one batch, answers a replay with the first result', async () => {
    const p = testProduct();
    const m = await fundedMember(db, ledger, p, 1_000);
    const first = await core.run([place(m, p, 'w1', 100), settle(m, p, 'w1', 250)]);
    expect(first.map((r) => r.ok && r.balance)).toEqual([900, 1150]);
    const again = await core.run([place(m, p, 'w1', 100), settle(m, p, 'w1', 250)]);
    expect(again).toEqual(first.map((r) => ({ ...r, replayed: true })));
    expect(await ledger.balanceOf(m.walletId)).toBe(1150);
    const events = await wagerEvents(db, p);
    expect(events.map((e) => e.type)).toEqual(['wager.settled']);
    expect(events[0]!.payload).toMatchObject({ stake: 100, win: 250, version: 1, leg: 0 });
    const [row] = await queryRows<{ status: string; source: string; bet: string; win: string }>(
      db,
      sql`SELECT status, source, bet::text, win::text FROM game_rounds
           WHERE vendor = ${p} AND vendor_round_id = 'w1'`,
    );
    expect(row).toEqual({ status: 'settled', source: 'wager', bet: '100', win: '250' });
  });

  it('voids a settled wager (stake back, win taken back) and resettles only the difference', async () => {
    const p = testProduct();
    const m = await fundedMember(db, ledger, p, 1_000);
    await core.run([place(m, p, 'a', 100), settle(m, p, 'a', 300)]);
    const [re] = await core.run([
      { kind: 'resettle', key: key(p, 'a'), member: m, win: 50, version: 2, at },
    ]);
    expect(re).toMatchObject({ ok: true, balance: 950, version: 2 });
    const [stale] = await core.run([
      { kind: 'resettle', key: key(p, 'a'), member: m, win: 70, version: 2, at },
    ]);
    expect(stale).toEqual({ ok: false, code: 'WAGER_CONFLICT' });
    const [v] = await core.run([{ kind: 'void', key: key(p, 'a'), member: m, at }]);
    expect(v).toMatchObject({ ok: true, balance: 1000, status: 'voided', version: 3 });
    // The settle of then replays; a new correction of a voided wager is refused.
    expect((await core.run([settle(m, p, 'a', 300)]))[0]).toMatchObject({
      replayed: true,
      balance: 1200,
    });
    expect((await core.run([settle(m, p, 'a', 10)]))[0]).toEqual({
      ok: false,
      code: 'WAGER_CONFLICT',
    });
    const [late] = await core.run([
      { kind: 'resettle', key: key(p, 'a'), member: m, win: 10, version: 4, at },
    ]);
    expect(late).toMatchObject({ ok: false, code: 'WAGER_VOIDED' });
    expect(
      (await wagerEvents(db, p)).map((e) => [e.type, e.payload.win, e.payload.version]),
    ).toEqual([
      ['wager.settled', 300, 1],
      ['wager.resettled', 50, 2],
      ['wager.voided', 0, 3],
    ]);
  });

  it('refuses insufficient funds, unknown wagers and accounts that may not bet, writing nothing', async () => {
    const p = testProduct();
    const m = await fundedMember(db, ledger, p, 50);
    const [poor, orphan] = await core.run([place(m, p, 'x', 100), settle(m, p, 'x', 10)]);
    expect(poor).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: 50, playable: 50 });
    expect(orphan).toMatchObject({ ok: false, code: 'WAGER_NOT_FOUND' });
    // Refused: the same key may come again and succeed.
    await ledger.postTransfer({
      idempotencyKey: `topup:${p}`,
      reason: 'deposit',
      legs: [
        { accountId: (await ledger.systemAccount('deposit_transit', 'THB')).id, amount: -100 },
        { accountId: m.walletId, amount: 100 },
      ],
    });
    expect((await core.run([place(m, p, 'x', 100)]))[0]).toMatchObject({ ok: true, balance: 50 });
    for (const [set, code] of [
      [sql`status = 'locked'`, 'ACCOUNT_LOCKED'],
      [sql`status = 'disabled'`, 'ACCOUNT_DISABLED'],
      [sql`status = 'active', must_change_password = true`, 'PASSWORD_CHANGE_REQUIRED'],
    ] as const) {
      await db.execute(sql`UPDATE accounts SET ${set} WHERE id = ${m.accountId}`);
      expect((await core.run([place(m, p, `y-${code}`, 1)]))[0]).toMatchObject({ ok: false, code });
    }
    // A settle still arrives for a locked account's open wager.
    expect((await core.run([settle(m, p, 'x', 0)]))[0]).toMatchObject({ ok: true, balance: 50 });
    expect(await wagerEvents(db, p)).toHaveLength(1);
  });

  it('moves money once when one key is replayed 100 times at once', async () => {
    const p = testProduct();
    const m = await fundedMember(db, ledger, p, 1_000);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        core.run([place(m, p, 'same', 100), settle(m, p, 'same', 40)]),
      ),
    );
    const fresh = results.filter((r) => r[0]!.ok && !(r[0] as { replayed: boolean }).replayed);
    expect(fresh).toHaveLength(1);
    for (const r of results)
      expect(r).toEqual(fresh[0]!.map((x) => ({ ...x, replayed: r === fresh[0] ? false : true })));
    expect(await ledger.balanceOf(m.walletId)).toBe(940);
    expect(await wagerEvents(db, p)).toHaveLength(1);
  }, 60_000);

  it('100 different wagers at once on one wallet never overdraw it', async () => {
    const p = testProduct();
    const m = await fundedMember(db, ledger, p, 1_000);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => core.run([place(m, p, `w${i}`, 30)])),
    );
    const accepted = results.filter((r) => r[0]!.ok).length;
    expect(accepted).toBe(33);
    expect(
      results
        .filter((r) => !r[0]!.ok)
        .every((r) => (r[0] as { code: string }).code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await ledger.balanceOf(m.walletId)).toBe(1_000 - 33 * 30);
    expect((await ledger.verify()).breaches).toEqual([]);
  }, 60_000);
});
