import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import type { TestApp } from '../../../../test/test-app.js';

/* Test helpers of the engagement suites (rewards, red envelopes, tasks, leaderboard). */

/** Inserts `n` members straight into `accounts` (no password hashing: services are called directly). */
export async function bulkMembers(db: Database, tag: string, n: number): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO accounts (username, type, path, depth, password_hash, nickname, referral_code)
        SELECT ${tag} || g, 0, '/', 0, 'x', ${tag} || g, upper(${tag} || 'R' || g)
          FROM generate_series(1, ${n}) g
        RETURNING id::text`,
  );
  return rows.map((r) => Number(r.id));
}

/** The member's main balance in the site currency. */
export async function mainOf(t: TestApp, accountId: number): Promise<number> {
  const { currency } = await t.app.services.settings.get('cashier');
  const wallet = await t.app.services.ledger.walletOf(accountId, 'main', currency);
  return t.app.services.ledger.balanceOf(wallet.id);
}

/** Puts the member on a self-exclusion without end (what the exclusions module writes). */
export async function exclude(db: Database, accountId: number): Promise<void> {
  await db
    .update(accounts)
    .set({ playRestriction: 'self_exclusion', playRestrictedUntil: 'infinity' })
    .where(eq(accounts.id, accountId));
}

/** Counts the ledger transfers with this reason and reference prefix. */
export async function transfersLike(db: Database, keyPrefix: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`${keyPrefix}%`}`,
  );
  return Number(row?.n ?? 0);
}
