import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-app.js';
import { openDatabase, type DatabaseHandle } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { createMemberRow } from './ledger-test-kit.js';
import { LedgerService } from './ledger.service.js';

// On PostgreSQL a pool of 20 connections makes the requests really race; PGlite queues them.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let ledger: LedgerService;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = database.url ? await openDatabase({ url: database.url, poolSize: 20 }) : database.handle;
  ledger = new LedgerService(handle.db, handle.kind);
});
afterAll(async () => {
  if (handle !== database.handle) await handle.close();
  await database.drop();
});

describe('ledger under concurrency', () => {
  it('200 simultaneous debits of 1.00 on a wallet holding 100.00: exactly 100 succeed, balance 0', async () => {
    const member = await createMemberRow(handle.db);
    const wallet = await ledger.walletOf(member, 'main', 'THB');
    const transit = await ledger.systemAccount('deposit_transit', 'THB');
    const games = await ledger.systemAccount('game_result', 'THB', 'race');
    await ledger.postTransfer({
      idempotencyKey: `race-fund-${member}`,
      reason: 'deposit',
      legs: [
        { accountId: transit.id, amount: -10_000 },
        { accountId: wallet.id, amount: 10_000 },
      ],
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        ledger.postTransfer({
          idempotencyKey: `race-bet-${member}-${i}`,
          reason: 'bet',
          legs: [
            { accountId: wallet.id, amount: -100 },
            { accountId: games.id, amount: 100 },
          ],
        }),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(succeeded).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(refused.every((e) => e instanceof AppError && e.code === 'INSUFFICIENT_FUNDS')).toBe(
      true,
    );
    expect(await ledger.balanceOf(wallet.id)).toBe(0);
    // Each success saw a distinct balance: 9900, 9800, … 0.
    const after = succeeded.map(
      (o) => o.value.entries.find((e) => e.accountId === wallet.id)!.balanceAfter,
    );
    expect(new Set(after).size).toBe(100);
    expect(Math.min(...after)).toBe(0);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('one idempotency key replayed 100 times at once credits once; all answers are the same transfer', async () => {
    const member = await createMemberRow(handle.db);
    const wallet = await ledger.walletOf(member, 'main', 'THB');
    const transit = await ledger.systemAccount('deposit_transit', 'THB');
    const request = {
      idempotencyKey: `replay-${member}`,
      reason: 'deposit' as const,
      legs: [
        { accountId: transit.id, amount: -2_500 },
        { accountId: wallet.id, amount: 2_500 },
      ],
    };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => ledger.postTransfer(request)),
    );
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await ledger.balanceOf(wallet.id)).toBe(2_500);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('opposite transfers between the same wallets at once never deadlock', async () => {
    const a = await ledger.walletOf(await createMemberRow(handle.db), 'main', 'THB');
    const b = await ledger.walletOf(await createMemberRow(handle.db), 'main', 'THB');
    const transit = await ledger.systemAccount('deposit_transit', 'THB');
    await ledger.postTransfer({
      idempotencyKey: `dl-fund-${a.id}`,
      reason: 'deposit',
      legs: [
        { accountId: transit.id, amount: -2_000 },
        { accountId: a.id, amount: 1_000 },
        { accountId: b.id, amount: 1_000 },
      ],
    });
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        return ledger.postTransfer({
          idempotencyKey: `dl-${a.id}-${i}`,
          reason: 'adjustment',
          legs: [
            { accountId: from.id, amount: -10 },
            { accountId: to.id, amount: 10 },
          ],
        });
      }),
    );
    expect((await ledger.balanceOf(a.id)) + (await ledger.balanceOf(b.id))).toBe(2_000);
    expect((await ledger.verify()).ok).toBe(true);
  });
});
