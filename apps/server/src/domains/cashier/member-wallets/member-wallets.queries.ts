import type { TMemberLedgerPage, TMemberWallets, ZMemberLedgerQuery } from '@lw/contracts';
import type { z } from 'zod';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
} from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';

async function usernameOf(db: Database, accountId: number): Promise<string> {
  const [row] = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return row.username;
}

/** Every ledger wallet of a member with its balance (back office, cashier.read). */
export async function memberWallets(db: Database, accountId: number): Promise<TMemberWallets> {
  const username = await usernameOf(db, accountId);
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'account'), eq(ledgerAccounts.ownerId, accountId)))
    .orderBy(asc(ledgerAccounts.id));
  return {
    accountId,
    username,
    wallets: rows.map((r) => ({
      ledgerAccountId: r.id,
      purpose: r.purpose,
      vendor: r.vendor,
      currency: r.currency,
      balance: r.balance,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/** A member's ledger entries over all (or one) of their wallets, newest first. */
export async function memberLedgerEntries(
  db: Database,
  accountId: number,
  query: z.output<typeof ZMemberLedgerQuery>,
): Promise<TMemberLedgerPage> {
  await usernameOf(db, accountId);
  const { page, pageSize } = query;
  const where = and(
    eq(ledgerAccounts.ownerType, 'account'),
    eq(ledgerAccounts.ownerId, accountId),
    query.ledgerAccountId ? eq(ledgerAccounts.id, query.ledgerAccountId) : undefined,
  );
  const rows = await db
    .select({ entry: ledgerEntries, wallet: ledgerAccounts, transfer: ledgerTransfers })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where);
  return {
    items: rows.map(({ entry, wallet, transfer }) => ({
      entryId: entry.id,
      transferId: entry.transferId,
      ledgerAccountId: wallet.id,
      purpose: wallet.purpose,
      vendor: wallet.vendor,
      currency: wallet.currency,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reason: transfer.reason,
      reference: transfer.reference,
      actor: transfer.actor,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}
