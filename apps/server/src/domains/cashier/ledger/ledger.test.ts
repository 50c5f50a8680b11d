import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-app.js';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { createMemberRow } from './ledger-test-kit.js';
import { LedgerService } from './ledger.service.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let ledger: LedgerService;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  ledger = new LedgerService(db, database.handle.kind);
});
afterAll(() => database.drop());

let keySeq = 0;
const key = (label: string) => `${label}-${++keySeq}-${Date.now()}`;

async function fundedWallet(amount: number, currency = 'THB') {
  const member = await createMemberRow(db);
  const wallet = await ledger.walletOf(member, 'main', currency);
  const transit = await ledger.systemAccount('deposit_transit', currency);
  if (amount > 0) {
    await ledger.postTransfer({
      idempotencyKey: key('fund'),
      reason: 'deposit',
      legs: [
        { accountId: transit.id, amount: -amount },
        { accountId: wallet.id, amount },
      ],
    });
  }
  return { member, wallet, transit };
}

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  throw new Error('expected a refusal');
}

async function countTransfers(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_transfers`,
  );
  return row!.n;
}

describe('ledger transfers', () => {
  it('a deposit credits the wallet, debits the transit account and records both entries', async () => {
    const { wallet, transit } = await fundedWallet(0);
    const before = await ledger.balanceOf(transit.id);
    const posted = await ledger.postTransfer({
      idempotencyKey: key('dep'),
      reason: 'deposit',
      reference: 'deposit:77',
      legs: [
        { accountId: wallet.id, amount: 10_000 },
        { accountId: transit.id, amount: -10_000 },
      ],
    });
    expect(posted.replayed).toBe(false);
    expect(posted.reference).toBe('deposit:77');
    expect(posted.entries).toEqual(
      [
        { accountId: wallet.id, amount: 10_000, balanceAfter: 10_000 },
        { accountId: transit.id, amount: -10_000, balanceAfter: before - 10_000 },
      ].sort((a, b) => a.accountId - b.accountId),
    );
    expect(await ledger.balanceOf(wallet.id)).toBe(10_000);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('refuses a debit beyond the balance with INSUFFICIENT_FUNDS and writes nothing', async () => {
    const { wallet } = await fundedWallet(500);
    const withdrawals = await ledger.systemAccount('withdrawal_transit', 'THB');
    const transfersBefore = await countTransfers();
    const code = await errorCode(
      ledger.postTransfer({
        idempotencyKey: key('wd'),
        reason: 'withdrawal',
        legs: [
          { accountId: wallet.id, amount: -501 },
          { accountId: withdrawals.id, amount: 501 },
        ],
      }),
    );
    expect(code).toBe('INSUFFICIENT_FUNDS');
    expect(await ledger.balanceOf(wallet.id)).toBe(500);
    expect(await countTransfers()).toBe(transfersBefore);
  });

  it('a retry with the same key and content answers the first result; other content is refused', async () => {
    const { wallet, transit } = await fundedWallet(0);
    const request = {
      idempotencyKey: key('idem'),
      reason: 'deposit' as const,
      reference: 'deposit:1',
      legs: [
        { accountId: transit.id, amount: -300 },
        { accountId: wallet.id, amount: 300 },
      ],
      metadata: { channel: 'bank', note: 'x' },
    };
    const first = await ledger.postTransfer(request);
    // Leg order and metadata key order do not change the content.
    const again = await ledger.postTransfer({
      ...request,
      legs: [...request.legs].reverse(),
      metadata: { note: 'x', channel: 'bank' },
    });
    expect(again.replayed).toBe(true);
    expect(again.transferId).toBe(first.transferId);
    expect(again.entries).toEqual(first.entries);
    expect(await ledger.balanceOf(wallet.id)).toBe(300);

    const conflict = await errorCode(
      ledger.postTransfer({
        ...request,
        legs: [
          { accountId: transit.id, amount: -301 },
          { accountId: wallet.id, amount: 301 },
        ],
      }),
    );
    expect(conflict).toBe('IDEMPOTENCY_CONFLICT');
    expect(await errorCode(ledger.postTransfer({ ...request, reference: 'deposit:2' }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await ledger.balanceOf(wallet.id)).toBe(300);
  });

  it('linked transfers post all or nothing', async () => {
    const { member, wallet } = await fundedWallet(1_000);
    const vendorWallet = await ledger.walletOf(member, 'vendor', 'THB', 'sim');
    const bonus = await ledger.walletOf(member, 'bonus', 'THB');
    const promotion = await ledger.systemAccount('promotion', 'THB');
    const move = {
      idempotencyKey: key('to-vendor'),
      reason: 'vendor_transfer_out' as const,
      legs: [
        { accountId: wallet.id, amount: -800 },
        { accountId: vendorWallet.id, amount: 800 },
      ],
    };
    const tooMuch = {
      idempotencyKey: key('to-vendor-2'),
      reason: 'vendor_transfer_out' as const,
      legs: [
        { accountId: wallet.id, amount: -300 },
        { accountId: vendorWallet.id, amount: 300 },
      ],
    };
    expect(await errorCode(ledger.postLinkedTransfers([move, tooMuch]))).toBe('INSUFFICIENT_FUNDS');
    expect(await ledger.balanceOf(wallet.id)).toBe(1_000);
    expect(await ledger.balanceOf(vendorWallet.id)).toBe(0);

    const bonusGrant = {
      idempotencyKey: key('bonus'),
      reason: 'bonus_grant' as const,
      legs: [
        { accountId: promotion.id, amount: -200 },
        { accountId: bonus.id, amount: 200 },
      ],
    };
    const posted = await ledger.postLinkedTransfers([move, bonusGrant]);
    expect(posted.map((p) => p.replayed)).toEqual([false, false]);
    expect(await ledger.balanceOf(wallet.id)).toBe(200);
    expect(await ledger.balanceOf(vendorWallet.id)).toBe(800);
    expect(await ledger.balanceOf(bonus.id)).toBe(200);
    const replayed = await ledger.postLinkedTransfers([move, bonusGrant]);
    expect(replayed.map((p) => p.transferId)).toEqual(posted.map((p) => p.transferId));
    // A group that reuses one posted key beside a new one is refused as a whole.
    expect(
      await errorCode(
        ledger.postLinkedTransfers([move, { ...bonusGrant, idempotencyKey: key('new') }]),
      ),
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(await ledger.balanceOf(bonus.id)).toBe(200);
  });

  it('refuses unbalanced legs, fractions, a repeated account and unknown accounts', async () => {
    const { wallet, transit } = await fundedWallet(100);
    const legs = (a: number, b: number) => [
      { accountId: transit.id, amount: a },
      { accountId: wallet.id, amount: b },
    ];
    const post = (l: { accountId: number; amount: number }[]) =>
      ledger.postTransfer({ idempotencyKey: key('bad'), reason: 'adjustment', legs: l });
    expect(await errorCode(post(legs(-10, 9)))).toBe('VALIDATION_ERROR');
    expect(await errorCode(post(legs(-1.5, 1.5)))).toBe('VALIDATION_ERROR');
    expect(await errorCode(post(legs(0, 0)))).toBe('VALIDATION_ERROR');
    expect(await errorCode(post([{ accountId: wallet.id, amount: 5 }]))).toBe('VALIDATION_ERROR');
    expect(
      await errorCode(
        post([
          { accountId: wallet.id, amount: 5 },
          { accountId: wallet.id, amount: -5 },
        ]),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(
      await errorCode(
        post([
          { accountId: wallet.id, amount: -5 },
          { accountId: 99_999_999, amount: 5 },
        ]),
      ),
    ).toBe('NOT_FOUND');
    // Two currencies may not offset each other.
    const usd = await ledger.systemAccount('adjustment', 'USD');
    expect(
      await errorCode(
        post([
          { accountId: wallet.id, amount: -5 },
          { accountId: usd.id, amount: 5 },
        ]),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(await ledger.balanceOf(wallet.id)).toBe(100);
  });

  it('composes with a caller transaction: rolled back together', async () => {
    const { wallet, transit } = await fundedWallet(0);
    await expect(
      db.transaction(async (tx) => {
        await ledger.postTransfer(
          {
            idempotencyKey: key('in-tx'),
            reason: 'deposit',
            legs: [
              { accountId: transit.id, amount: -50 },
              { accountId: wallet.id, amount: 50 },
            ],
          },
          { tx },
        );
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed');
    expect(await ledger.balanceOf(wallet.id)).toBe(0);
    const posted = await db.transaction((tx) =>
      ledger.postTransfer(
        {
          idempotencyKey: key('in-tx'),
          reason: 'deposit',
          legs: [
            { accountId: transit.id, amount: -50 },
            { accountId: wallet.id, amount: 50 },
          ],
        },
        { tx },
      ),
    );
    expect(posted.entries.find((e) => e.accountId === wallet.id)?.balanceAfter).toBe(50);
    expect(await ledger.balanceOf(wallet.id)).toBe(50);
  });
});

describe('ledger accounts', () => {
  it('answers the same wallet for the same owner, purpose, vendor and currency', async () => {
    const member = await createMemberRow(db);
    const a = await ledger.walletOf(member, 'main', 'THB');
    const fresh = new LedgerService(db, database.handle.kind);
    const [b, c] = await Promise.all([
      fresh.walletOf(member, 'main', 'THB'),
      fresh.walletOf(member, 'main', 'THB'),
    ]);
    expect(b.id).toBe(a.id);
    expect(c.id).toBe(a.id);
    const v1 = await ledger.walletOf(member, 'vendor', 'THB', 'v1');
    const v2 = await ledger.walletOf(member, 'vendor', 'THB', 'v2');
    expect(new Set([a.id, v1.id, v2.id]).size).toBe(3);
    const sys1 = await ledger.systemAccount('game_result', 'THB', 'v1');
    const sys2 = await fresh.systemAccount('game_result', 'THB', 'v1');
    expect(sys2.id).toBe(sys1.id);
    expect(sys1.allowNegative).toBe(true);
    expect(a.allowNegative).toBe(false);
  });

  it('trial accounts get play money only, and play money never reaches a real wallet', async () => {
    const trial = await createMemberRow(db, 4);
    expect(await errorCode(ledger.walletOf(trial, 'main', 'THB'))).toBe('TRIAL_NOT_ALLOWED');
    expect(await errorCode(ledger.walletOf(trial, 'play', 'THB'))).toBe('VALIDATION_ERROR');
    const play = await ledger.walletOf(trial, 'play', 'PLAY');
    const playSource = await ledger.systemAccount('promotion', 'PLAY');
    await ledger.postTransfer({
      idempotencyKey: key('trial'),
      reason: 'trial_grant',
      legs: [
        { accountId: playSource.id, amount: -100_000 },
        { accountId: play.id, amount: 100_000 },
      ],
    });
    const { wallet, transit } = await fundedWallet(0);
    // Even balanced per currency, PLAY may not share a transfer with real money.
    expect(
      await errorCode(
        ledger.postTransfer({
          idempotencyKey: key('launder'),
          reason: 'adjustment',
          legs: [
            { accountId: play.id, amount: -1_000 },
            { accountId: playSource.id, amount: 1_000 },
            { accountId: transit.id, amount: -1_000 },
            { accountId: wallet.id, amount: 1_000 },
          ],
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(
      await errorCode(
        ledger.postTransfer({
          idempotencyKey: key('launder'),
          reason: 'adjustment',
          legs: [
            { accountId: play.id, amount: -1_000 },
            { accountId: wallet.id, amount: 1_000 },
          ],
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(await ledger.balanceOf(wallet.id)).toBe(0);
    expect(await ledger.balanceOf(play.id)).toBe(100_000);
  });
});

describe('ledger database guards and verifier', () => {
  it('the database refuses edits of history, negative member balances and unbalanced entries', async () => {
    const { wallet, transit } = await fundedWallet(100);
    await expect(db.execute(sql`UPDATE ledger_entries SET amount = amount * 2`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM ledger_transfers`)).rejects.toThrow();
    await expect(
      db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${wallet.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`UPDATE ledger_accounts SET currency = 'USD' WHERE id = ${wallet.id}`),
    ).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        const [t] = await queryRows<{ id: number }>(
          tx as unknown as Database,
          sql`INSERT INTO ledger_transfers (idempotency_key, request_hash, reason)
              VALUES (${key('raw')}, 'x', 'adjustment') RETURNING id`,
        );
        await tx.execute(sql`INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
          VALUES (${t!.id}, ${wallet.id}, 5, 105), (${t!.id}, ${transit.id}, -4, 0)`);
      }),
    ).rejects.toThrow();
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('the verifier reports a balance that does not match its entries', async () => {
    const { wallet } = await fundedWallet(100);
    const { wallet: other } = await fundedWallet(100);
    // Balance-only updates pass the guards: the verifier is what catches them.
    await db.execute(sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE id = ${wallet.id}`);
    await db.execute(sql`UPDATE ledger_accounts SET balance = balance - 7 WHERE id = ${other.id}`);
    const report = await ledger.verify();
    expect(report.ok).toBe(false);
    expect(report.breaches.map((b) => b.check)).toEqual([
      'every balance equals the sum of its entries',
    ]);
    expect(report.breaches[0]!.rows.map((r) => Number(r.id)).sort()).toEqual(
      [wallet.id, other.id].sort(),
    );
    await db.execute(sql`UPDATE ledger_accounts SET balance = balance - 7 WHERE id = ${wallet.id}`);
    await db.execute(sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE id = ${other.id}`);
    expect((await ledger.verify()).ok).toBe(true);
  });
});
