import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-app.js';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { createMemberRow } from './ledger-test-kit.js';
import type { PostedTransfer, TransferRequest } from './ledger-types.js';
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

/** deposit: transit → wallet; withdraw: wallet → transit; move: wallet → wallet; retry: an earlier request again. */
const ZOp = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    to: fc.nat(2),
    amount: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    from: fc.nat(2),
    amount: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    from: fc.nat(2),
    to: fc.nat(2),
    amount: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
);

type TOp = typeof ZOp extends fc.Arbitrary<infer T> ? T : never;

let run = 0;

describe('ledger invariants (property)', () => {
  it('random interleavings of transfers, refusals and retries keep every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(ZOp, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        async (batches) => {
          run++;
          const wallets = await Promise.all(
            [0, 1, 2].map(async () => ledger.walletOf(await createMemberRow(db), 'main', 'THB')),
          );
          const transit = await ledger.systemAccount('deposit_transit', 'THB');
          const sent: TransferRequest[] = [];
          const byKey = new Map<string, PostedTransfer[]>();
          let seq = 0;

          const toRequest = (op: TOp): TransferRequest | null => {
            if (op.kind === 'retry') return sent.length > 0 ? sent[op.pick % sent.length]! : null;
            const k = `p${run}-${seq++}`;
            if (op.kind === 'deposit') {
              return req(k, 'deposit', transit.id, wallets[op.to]!.id, op.amount);
            }
            if (op.kind === 'withdraw') {
              return req(k, 'withdrawal', wallets[op.from]!.id, transit.id, op.amount);
            }
            if (op.from === op.to) return null;
            return req(k, 'adjustment', wallets[op.from]!.id, wallets[op.to]!.id, op.amount);
          };

          // Each batch runs at once: the ledger decides the order.
          for (const batch of batches) {
            const requests: TransferRequest[] = [];
            for (const op of batch) {
              // A retry may pick a request of this very batch: a concurrent replay.
              const request = toRequest(op);
              if (request) requests.push(request);
              if (request && op.kind !== 'retry') sent.push(request);
            }
            const outcomes = await Promise.allSettled(requests.map((r) => ledger.postTransfer(r)));
            outcomes.forEach((o, i) => {
              if (o.status === 'rejected') {
                // The only acceptable refusal of well-formed requests here.
                expect(o.reason).toBeInstanceOf(AppError);
                expect((o.reason as AppError).code).toBe('INSUFFICIENT_FUNDS');
                return;
              }
              const answers = byKey.get(requests[i]!.idempotencyKey) ?? [];
              answers.push(o.value);
              byKey.set(requests[i]!.idempotencyKey, answers);
            });
          }

          // Every answer for one key is the same transfer, posted exactly once.
          const posted: PostedTransfer[] = [];
          for (const answers of byKey.values()) {
            expect(new Set(answers.map((a) => a.transferId)).size).toBe(1);
            const fresh = answers.filter((a) => !a.replayed);
            expect(fresh).toHaveLength(1);
            posted.push(fresh[0]!);
          }

          // Each wallet holds exactly what its posted transfers moved, never below zero.
          for (const wallet of wallets) {
            const expected = posted
              .flatMap((p) => p.entries)
              .filter((e) => e.accountId === wallet.id)
              .reduce((sum, e) => sum + e.amount, 0);
            const balance = await ledger.balanceOf(wallet.id);
            expect(balance).toBe(expected);
            expect(balance).toBeGreaterThanOrEqual(0);
          }
          const report = await ledger.verify();
          expect(report.breaches).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);
});

function req(
  idempotencyKey: string,
  reason: 'deposit' | 'withdrawal' | 'adjustment',
  from: number,
  to: number,
  amount: number,
): TransferRequest {
  return {
    idempotencyKey,
    reason,
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  };
}
