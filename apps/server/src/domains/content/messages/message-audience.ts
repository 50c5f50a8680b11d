import { addDays, type TMessageAudience } from '@lw/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { startOfCalendarDay } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { Database } from '../../../db/client.js';

/** Trial accounts receive no messages (spec §6). */
const TRIAL = 4;

/** Not on a time-out or self-exclusion now (the same rule as sign-in and the money paths). */
const NOT_RESTRICTED = sql`(a.play_restricted_until is null or a.play_restricted_until <= now())`;

type SegmentAudience = Extract<TMessageAudience, { kind: 'segment' }>;
type ListedAudience = Exclude<TMessageAudience, { kind: 'everyone' }>;

async function rows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function accountIdOf(db: Pick<Database, 'execute'>, username: string): Promise<number> {
  const [row] = await rows<{ id: number; type: number }>(
    db,
    sql`select id::int as id, type from accounts where username = ${username.toLowerCase()}`,
  );
  if (!row) throw new AppError('NOT_FOUND', `No account ${username}`, { field: 'username' });
  return row.id;
}

/**
 * `column` falls on one of the days from..to (YYYY-MM-DD, days of the site time zone), either
 * bound optional.
 */
function dayRange(
  column: SQL,
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): SQL[] {
  const out: SQL[] = [];
  const at = (day: string) => startOfCalendarDay(day, timeZone).toISOString();
  if (from) out.push(sql`${column} >= ${at(from)}::timestamptz`);
  if (to) out.push(sql`${column} < ${at(addDays(to, 1))}::timestamptz`);
  return out;
}

async function segmentWhere(
  db: Pick<Database, 'execute'>,
  s: SegmentAudience,
  timeZone: string,
): Promise<SQL> {
  // Marketing skips members on a time-out or self-exclusion (issue 24 item 3); a message to one
  // named member (a support reply, a risk case's message) still reaches them.
  const where: SQL[] = [sql`a.type <> ${TRIAL}`, NOT_RESTRICTED];
  if (s.agentUsername) {
    const agentId = await accountIdOf(db, s.agentUsername);
    // The agent's whole downline at any depth, walked down upline_id (indexed).
    where.push(sql`a.id in (
      with recursive tree(id) as (
        select id from accounts where upline_id = ${agentId}
        union all
        select c.id from accounts c join tree on c.upline_id = tree.id
      ) select id from tree)`);
  }
  where.push(...dayRange(sql`a.created_at`, s.registeredFrom, s.registeredTo, timeZone));
  if (s.lastDepositFrom || s.lastDepositTo) {
    const last = sql`(select max(d.created_at) from deposits d
      where d.account_id = a.id and d.status = 'approved')`;
    where.push(...dayRange(last, s.lastDepositFrom, s.lastDepositTo, timeZone));
  }
  return sql.join(where, sql` and `);
}

/**
 * The `select id` of the accounts an audience names (one member or a segment), to run inside
 * the database (`INSERT ... SELECT`, `count(*)`). A member that does not exist is NOT_FOUND; a
 * trial account matches nothing. Segment days are days of `timeZone` (the site's).
 */
export async function audienceIds(
  db: Pick<Database, 'execute'>,
  audience: ListedAudience,
  timeZone: string,
): Promise<SQL> {
  if (audience.kind === 'member') {
    const id = await accountIdOf(db, audience.username);
    return sql`select a.id from accounts a where a.id = ${id} and a.type <> ${TRIAL}`;
  }
  return sql`select a.id from accounts a where ${await segmentWhere(db, audience, timeZone)}`;
}

/** Everyone a broadcast reaches at this moment: every non-trial account. */
export const EVERYONE_COUNT = sql`select count(*)::int as n from accounts where type <> ${TRIAL}`;

export { rows };
