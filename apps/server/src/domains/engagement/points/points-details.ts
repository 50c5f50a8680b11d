import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';

interface EntryRow {
  id: string;
  created_at: string | Date;
  amount: string;
  balance_after: string;
  reason: string;
  reference: string | null;
}

/**
 * Points details: the entries of one points wallet (the ledger's PTS account of the member),
 * newest first, with the transfer's reason and reference, and their count.
 */
export async function pointsEntries(
  db: Database,
  walletId: number,
  page: number,
  pageSize: number,
) {
  const [rows, [total]] = await Promise.all([
    queryRows<EntryRow>(
      db,
      sql`SELECT e.id, e.created_at, e.amount, e.balance_after, t.reason, t.reference
            FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
           WHERE e.account_id = ${walletId}
           ORDER BY e.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`SELECT count(*)::text AS n FROM ledger_entries WHERE account_id = ${walletId}`,
    ),
  ]);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.created_at).toISOString(),
      reason: r.reason as 'points_earn',
      points: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      reference: r.reference,
    })),
    total: Number(total?.n ?? 0),
  };
}
