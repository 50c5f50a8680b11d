import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';

/** Advisory lock key of the expiry job: one server process runs it at a time. */
const EXPIRY_LOCK_KEY = 4_820_001;

/**
 * Pending deposits past their expiry become expired. Guarded like the decisions (`status =
 * 'pending'`), so a deposit approved at the same moment is never expired, and vice versa.
 * Answers the expired ids, or null when another process holds the job lock.
 */
export async function expireDueDeposits(db: Database): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx as unknown as Database,
      sql`SELECT pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) AS locked`,
    );
    if (!lock?.locked) return null;
    const rows = await queryRows<{ id: unknown }>(
      tx as unknown as Database,
      sql`UPDATE deposits
          SET status = 'expired', decided_at = now(), updated_at = now()
          WHERE status = 'pending' AND expires_at <= now()
          RETURNING id`,
    );
    return rows.map((r) => Number(r.id));
  });
}
