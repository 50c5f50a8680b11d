import { DEPOSIT_TRANSITIONS } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import type { LiveNotifier } from '../../../platform/live-notifier.js';

/** Advisory lock key of the expiry job: one server process runs it at a time. */
const EXPIRY_LOCK_KEY = 4_820_001;

/**
 * Pending deposits past their expiry become expired (`DEPOSIT_TRANSITIONS.expire`). Guarded like
 * the decisions (`status = from`), so a deposit approved at the same moment is never expired,
 * and vice versa; each member's pages hear it once committed. Answers the expired ids, or null
 * when another process holds the job lock.
 */
export async function expireDueDeposits(
  db: Database,
  notify: LiveNotifier,
): Promise<number[] | null> {
  const { from, to } = DEPOSIT_TRANSITIONS.expire;
  const rows = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx as unknown as Database,
      sql`SELECT pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) AS locked`,
    );
    if (!lock?.locked) return null;
    return queryRows<{ id: unknown; account_id: unknown }>(
      tx as unknown as Database,
      sql`UPDATE deposits
          SET status = ${to}, decided_at = now(), updated_at = now()
          WHERE status = ${from} AND expires_at <= now()
          RETURNING id, account_id`,
    );
  });
  if (rows === null) return null;
  for (const row of rows) {
    await notify(Number(row.account_id), {
      type: 'deposit.status',
      depositId: Number(row.id),
      status: to,
    });
  }
  return rows.map((r) => Number(r.id));
}
