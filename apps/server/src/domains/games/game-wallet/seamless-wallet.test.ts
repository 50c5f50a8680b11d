import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-app.js';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../../../db/client.js';
import {
  createMemberRow,
  driverRunner,
  houseShardVendor,
  LedgerService,
} from '../../cashier/ledger/index.js';
import { WagerCore } from '../../cashier/wagers/index.js';
import { SeamlessWallet, walletRequestHash, type GameWalletParty } from './seamless-wallet.js';

// On PostgreSQL a pool of 20 connections makes the calls really race; PGlite queues them.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let ledger: LedgerService;
let gw: SeamlessWallet;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = database.url ? await openDatabase({ url: database.url, poolSize: 20 }) : database.handle;
  ledger = new LedgerService(handle.db, handle.kind);
  const runner = driverRunner(handle.db, handle.kind);
  gw = new SeamlessWallet(runner, new WagerCore(runner, (posted) => ledger.notifyPosted(posted)));
});
afterAll(async () => {
  if (handle !== database.handle) await handle.close();
  await database.drop();
});

const VENDOR = 'GWL';
let seq = 0;
const uid = (p: string) => `${p}${++seq}-${Math.random().toString(36).slice(2, 8)}`;

async function fundedParty(amount: number): Promise<GameWalletParty> {
  const member = await createMemberRow(handle.db);
  const wallet = await ledger.walletOf(member, 'main', 'THB');
  const transit = await ledger.systemAccount('deposit_transit', 'THB');
  if (amount > 0) {
    await ledger.postTransfer({
      idempotencyKey: `gwl-fund-${member}`,
      reason: 'deposit',
      legs: [
        { accountId: transit.id, amount: -amount },
        { accountId: wallet.id, amount },
      ],
    });
  }
  const house = await ledger.houseAccountFor(VENDOR, 'THB', member);
  return {
    accountId: member,
    playerId: String(member),
    walletId: wallet.id,
    houseId: house.id,
    currency: 'THB',
  };
}

const round = (id: string) => ({
  vendor: VENDOR,
  vendorRoundId: id,
  gameCode: 'slot-1',
  gameId: null,
  category: 'RNG',
  at: new Date(),
});
const tx = (id: string, ...content: (string | number | boolean)[]) => ({
  transactionId: id,
  requestHash: walletRequestHash(content),
});

describe('game wallet ledger', () => {
  it('shards the house by player: shard 0 is the vendor code, others carry #k', async () => {
    expect(houseShardVendor('PG', 0)).toBe('PG');
    expect(houseShardVendor('PG', 7)).toBe('PG#7');
    const a = await fundedParty(0);
    const b = await fundedParty(0);
    expect(a.houseId).not.toBe(b.houseId);
  });

  it('30 concurrent bets of 10.00 on 100.00: exactly 10 pass, the rest INSUFFICIENT_FUNDS with the balance', async () => {
    const p = await fundedParty(10_000);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        gw.bet({
          party: p,
          round: round(uid('r')),
          tx: tx(uid('b'), 'bet', i),
          amount: 1_000,
          roundEnded: false,
        }),
      ),
    );
    const ok = results.filter((r) => r.answer.status === 'OK');
    const refused = results.filter((r) => r.answer.status === 'INSUFFICIENT_FUNDS');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(r.answer.balance).toBe(0);
    expect(await ledger.balanceOf(p.walletId)).toBe(0);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('20 concurrent replays of one bet move money once and all answer the same', async () => {
    const p = await fundedParty(5_000);
    const r = round(uid('r'));
    const t = tx(uid('b'), 'bet', 500);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        gw.bet({ party: p, round: r, tx: t, amount: 500, roundEnded: false }),
      ),
    );
    const answers = new Set(results.map((x) => JSON.stringify(x.answer)));
    expect(answers.size).toBe(1);
    expect(results[0]!.answer).toMatchObject({ status: 'OK', balance: 4_500 });
    expect(await ledger.balanceOf(p.walletId)).toBe(4_500);
    const mismatch = await gw.bet({
      party: p,
      round: r,
      tx: { ...t, requestHash: walletRequestHash(['bet', 600]) },
      amount: 600,
      roundEnded: false,
    });
    expect(mismatch.answer.status).toBe('DUPLICATE_TRANSACTION_MISMATCH');
  });

  it('rollback before the bet leaves a tombstone; the late bet is TRANSACTION_ROLLED_BACK', async () => {
    const p = await fundedParty(5_000);
    const r = uid('r');
    const betId = uid('b');
    const rb = await gw.rollback({
      party: p,
      vendor: VENDOR,
      vendorRoundId: r,
      tx: tx(uid('rb'), 'rollback', betId),
      originalTransactionId: betId,
      at: new Date(),
    });
    expect(rb.answer).toMatchObject({ status: 'OK', balance: 5_000 });
    const late = await gw.bet({
      party: p,
      round: round(r),
      tx: tx(betId, 'bet', 100),
      amount: 100,
      roundEnded: false,
    });
    expect(late.answer.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await ledger.balanceOf(p.walletId)).toBe(5_000);
  });

  it('a win needs a bet (unless bonus); ROUND_CLOSED after the round ended; bet-win settles', async () => {
    const p = await fundedParty(5_000);
    const r = uid('r');
    const early = await gw.win({
      party: p,
      round: round(r),
      tx: tx(uid('w'), 'win', 100),
      amount: 100,
      roundEnded: true,
      bonus: false,
    });
    expect(early.answer.status).toBe('TRANSACTION_NOT_FOUND');
    const bet = await gw.bet({
      party: p,
      round: round(r),
      tx: tx(uid('b'), 'bet', 100),
      amount: 100,
      roundEnded: true,
    });
    expect(bet.roundId).not.toBeNull();
    const again = await gw.bet({
      party: p,
      round: round(r),
      tx: tx(uid('b'), 'bet', 100),
      amount: 100,
      roundEnded: false,
    });
    expect(again.answer.status).toBe('ROUND_CLOSED');
    const win = await gw.win({
      party: p,
      round: round(r),
      tx: tx(uid('w'), 'win', 300),
      amount: 300,
      roundEnded: true,
      bonus: false,
    });
    expect(win.answer).toMatchObject({ status: 'OK', balance: 5_200 });
    const spin = await gw.betWin({
      party: p,
      round: round(uid('r')),
      betTx: tx(uid('b'), 'bw', 1),
      winTx: tx(uid('w'), 'bw', 2),
      betAmount: 200,
      winAmount: 0,
    });
    expect(spin.answer).toMatchObject({ status: 'OK', balance: 5_000 });
    expect(spin.roundId).not.toBeNull();
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('property: any interleaving of bets, wins and rollbacks (with replays) keeps the ledger balanced and the balance equal to the rounds', async () => {
    const ZOp = fc.oneof(
      fc.record({
        kind: fc.constant('bet' as const),
        round: fc.nat(3),
        amount: fc.integer({ min: 1, max: 3_000 }),
        end: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('win' as const),
        round: fc.nat(3),
        amount: fc.integer({ min: 0, max: 3_000 }),
        bonus: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('betWin' as const),
        bet: fc.integer({ min: 1, max: 3_000 }),
        win: fc.integer({ min: 0, max: 5_000 }),
      }),
      fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat(), unknown: fc.boolean() }),
      fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(ZOp, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const initial = 10_000;
          const p = await fundedParty(initial);
          const rounds = [0, 1, 2, 3].map(() => uid('pr'));
          const done: (() => Promise<unknown>)[] = [];
          const bets: string[] = [];
          for (const batch of batches) {
            // Each batch runs concurrently: any interleaving the database allows.
            await Promise.all(
              batch.map(async (op) => {
                let call: () => Promise<unknown>;
                if (op.kind === 'bet') {
                  const id = uid('pb');
                  bets.push(id);
                  const r = rounds[op.round]!;
                  call = () =>
                    gw.bet({
                      party: p,
                      round: round(r),
                      tx: tx(id, 'bet', r, op.amount, op.end),
                      amount: op.amount,
                      roundEnded: op.end,
                    });
                } else if (op.kind === 'win') {
                  const id = uid('pw');
                  const r = rounds[op.round]!;
                  call = () =>
                    gw.win({
                      party: p,
                      round: round(r),
                      tx: tx(id, 'win', r, op.amount, op.bonus),
                      amount: op.amount,
                      roundEnded: false,
                      bonus: op.bonus,
                    });
                } else if (op.kind === 'betWin') {
                  const b = uid('pbw');
                  const w = uid('pww');
                  bets.push(b);
                  const r = uid('pr');
                  call = () =>
                    gw.betWin({
                      party: p,
                      round: round(r),
                      betTx: tx(b, 'bw', r, op.bet, op.win),
                      winTx: tx(w, 'bw', r, op.bet, op.win),
                      betAmount: op.bet,
                      winAmount: op.win,
                    });
                } else if (op.kind === 'rollback') {
                  const original =
                    op.unknown || bets.length === 0 ? uid('ghost') : bets[op.pick % bets.length]!;
                  const id = uid('prb');
                  call = async () => {
                    const [row] = await queryRows<{ vendor_round_id: string }>(
                      handle.db,
                      sql`SELECT vendor_round_id FROM game_wallet_transactions
                           WHERE vendor = ${VENDOR} AND transaction_id = ${original}`,
                    );
                    return gw.rollback({
                      party: p,
                      vendor: VENDOR,
                      vendorRoundId: row?.vendor_round_id ?? rounds[0]!,
                      tx: tx(id, 'rollback', original),
                      originalTransactionId: original,
                      at: new Date(),
                    });
                  };
                } else {
                  if (done.length === 0) return;
                  await done[op.pick % done.length]!();
                  return;
                }
                done.push(call);
                await call();
              }),
            );
          }
          const report = await ledger.verify();
          expect(report.breaches).toEqual([]);
          const [sums] = await queryRows<{ bet: string; win: string }>(
            handle.db,
            sql`SELECT coalesce(sum(bet), 0)::text AS bet, coalesce(sum(win), 0)::text AS win
                  FROM game_rounds WHERE account_id = ${p.accountId}`,
          );
          expect(await ledger.balanceOf(p.walletId)).toBe(
            initial - Number(sums!.bet) + Number(sums!.win),
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});
