import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { LedgerService } from '../ledger/index.js';
import { createMemberRow } from '../ledger/index.js';
import type { WagerMember } from './wager-types.js';

/** Test helper: a member with a funded THB main wallet and a house account of `product`. */
export async function fundedMember(
  db: Database,
  ledger: LedgerService,
  product: string,
  amount: number,
): Promise<WagerMember> {
  const accountId = await createMemberRow(db);
  const wallet = await ledger.walletOf(accountId, 'main', 'THB');
  const house = await ledger.systemAccount('game_result', 'THB', product);
  if (amount > 0) {
    const transit = await ledger.systemAccount('deposit_transit', 'THB');
    await ledger.postTransfer({
      idempotencyKey: `fund:${crypto.randomUUID()}`,
      reason: 'deposit',
      legs: [
        { accountId: transit.id, amount: -amount },
        { accountId: wallet.id, amount },
      ],
    });
  }
  return { accountId, walletId: wallet.id, houseId: house.id, currency: 'THB' };
}

/** The outbox rows of a product's wagers, in position order. */
export function wagerEvents(db: Database, product: string) {
  return queryRows<{ type: string; key: string; payload: Record<string, unknown> }>(
    db,
    sql`SELECT type, key, payload FROM outbox_events
         WHERE key LIKE ${`wager:${product}:%`} ORDER BY position`,
  );
}

/** A fresh product code per test (the house account and events are per product). */
export const testProduct = () => `T${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
