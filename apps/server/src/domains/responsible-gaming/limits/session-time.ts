import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';

/**
 * Minutes a member was signed in between `from` and `to`: the member-site sessions' spans from
 * sign-in to their last activity (`account_sessions.last_seen_at`, touched at most once a minute
 * by authenticated requests), clipped to the period and merged where sessions overlap (two tabs
 * count once). Precision: about a minute; time idle after the last request does not count.
 */
export async function sessionMinutes(
  db: Database,
  accountId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const rows = await queryRows<{ s: string; e: string }>(
    db,
    sql`SELECT greatest(created_at, ${from.toISOString()}::timestamptz) AS s,
               least(coalesce(revoked_at, last_seen_at), last_seen_at,
                     ${to.toISOString()}::timestamptz) AS e
          FROM account_sessions
         WHERE account_id = ${accountId} AND site = 'member'
           AND created_at < ${to.toISOString()}::timestamptz
           AND last_seen_at > ${from.toISOString()}::timestamptz
         ORDER BY 1`,
  );
  let total = 0;
  let openStart = -1;
  let openEnd = -1;
  for (const r of rows) {
    const s = new Date(r.s).getTime();
    const e = new Date(r.e).getTime();
    if (e <= s) continue;
    if (s > openEnd) {
      if (openEnd > openStart) total += openEnd - openStart;
      openStart = s;
      openEnd = e;
    } else openEnd = Math.max(openEnd, e);
  }
  if (openEnd > openStart) total += openEnd - openStart;
  return Math.floor(total / 60_000);
}
