import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

/**
 * One member's bonuses in one currency change one at a time (a grant, an activation, a
 * conversion, a forfeit): a transaction lock on the pair, taken first, so a concurrent grant of
 * the same source waits and then finds the winner's row, and two endings never both move money.
 */
export async function lockMemberBonuses(
  tx: Database,
  accountId: number,
  currency: string,
): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`bonus:${accountId}:${currency}`}, 0))`,
  );
}
