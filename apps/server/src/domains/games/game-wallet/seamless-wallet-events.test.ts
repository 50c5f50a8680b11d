import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-app.js';
import { queryRows, type Database } from '../../../db/client.js';
import { createMemberRow, driverRunner, LedgerService } from '../../cashier/ledger/index.js';
import { WagerCore } from '../../cashier/wagers/index.js';
import { SeamlessWallet, walletRequestHash, type GameWalletParty } from './seamless-wallet.js';

/*
 * The vendor protocol's rounds tell their outcome like the wager core's wagers: wager.settled
 * when a round ends, wager.resettled when money moves on an ended round (a late win, a rollback
 * that leaves something), wager.voided when a rollback leaves nothing; version + 1 each time.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let ledger: LedgerService;
let gw: SeamlessWallet;
const VENDOR = 'GWE';
const at = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  ledger = new LedgerService(db, database.handle.kind);
  const runner = driverRunner(db, database.handle.kind);
  gw = new SeamlessWallet(runner, new WagerCore(runner, (posted) => ledger.notifyPosted(posted)));
});
afterAll(() => database.drop());

async function party(): Promise<GameWalletParty> {
  const member = await createMemberRow(db);
  const wallet = await ledger.walletOf(member, 'main', 'THB');
  const transit = await ledger.systemAccount('deposit_transit', 'THB');
  await ledger.postTransfer({
    idempotencyKey: `gwe-fund-${member}`,
    reason: 'deposit',
    legs: [
      { accountId: transit.id, amount: -10_000 },
      { accountId: wallet.id, amount: 10_000 },
    ],
  });
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
  gameCode: 's1',
  gameId: null,
  category: 'RNG',
  at,
});
const tx = (id: string) => ({ transactionId: id, requestHash: walletRequestHash([id]) });

function events(roundId: string) {
  return queryRows<{ type: string; payload: Record<string, unknown> }>(
    db,
    sql`SELECT type, payload FROM outbox_events WHERE key = ${`wager:${VENDOR}:${roundId}:0`}
         ORDER BY position`,
  );
}
const brief = (rows: { type: string; payload: Record<string, unknown> }[]) =>
  rows.map((e) => [e.type, e.payload.stake, e.payload.win, e.payload.version]);

describe('vendor rounds as wager outcomes', () => {
  it('bet (open: nothing), win that ends the round (settled), a late win (resettled); replays add nothing', async () => {
    const p = await party();
    await gw.bet({ party: p, round: round('r1'), tx: tx('r1b'), amount: 100, roundEnded: false });
    expect(await events('r1')).toEqual([]);
    const win = {
      party: p,
      round: round('r1'),
      tx: tx('r1w'),
      amount: 300,
      roundEnded: true,
      bonus: false,
    };
    await gw.win(win);
    await gw.win(win);
    await gw.win({ ...win, tx: tx('r1w2'), amount: 50 });
    const rows = await events('r1');
    expect(brief(rows)).toEqual([
      ['wager.settled', 100, 300, 1],
      ['wager.resettled', 100, 350, 2],
    ]);
    expect(rows[0]!.payload).toMatchObject({
      product: VENDOR,
      wagerId: 'r1',
      leg: 0,
      accountId: p.accountId,
      status: 'settled',
      settledAt: at.toISOString(),
    });
  });

  it('a rollback of an ended round voids it when nothing is left; of an open round tells nothing', async () => {
    const p = await party();
    await gw.betWin({
      party: p,
      round: round('r2'),
      betTx: tx('r2b'),
      winTx: tx('r2w'),
      betAmount: 200,
      winAmount: 0,
    });
    await gw.rollback({
      party: p,
      vendor: VENDOR,
      vendorRoundId: 'r2',
      tx: tx('r2rb'),
      originalTransactionId: 'r2b',
      at,
    });
    expect(brief(await events('r2'))).toEqual([
      ['wager.settled', 200, 0, 1],
      ['wager.voided', 200, 0, 2],
    ]);
    await gw.bet({ party: p, round: round('r3'), tx: tx('r3b'), amount: 100, roundEnded: false });
    await gw.rollback({
      party: p,
      vendor: VENDOR,
      vendorRoundId: 'r3',
      tx: tx('r3rb'),
      originalTransactionId: 'r3b',
      at,
    });
    expect(await events('r3')).toEqual([]);
  });
});
