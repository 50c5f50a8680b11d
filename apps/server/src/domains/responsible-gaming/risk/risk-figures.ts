import { dayOfInstant, type TRiskFigures, type TRiskRuleSettings } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { linkFigures } from './risk-link-figures.js';

const HOUR_MS = 3_600_000;
/** Play money never counts towards harm (a PostgreSQL array literal). */
const PLAY_MONEY = '{FUN,PLAY}';

/**
 * A member's figures at `now`, on the consumer's transaction: deposits from the programme's own
 * copy, play from the settled-wager read model (`settled_wagers`, `wager_days`), withdrawals,
 * payment instruments and shared sign-ins from `linkFigures`. Days and hours are the
 * operator's (`timeZone`); the session gap and the night's end are the operator's rules.
 */
export async function memberRiskFigures(
  tx: Database,
  accountId: number,
  now: Date,
  timeZone: string,
  rules: Pick<TRiskRuleSettings, 'longSession' | 'lateNightPlay'>,
): Promise<TRiskFigures> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
  const monthBefore = new Date(now.getTime() - 31 * 24 * HOUR_MS).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * 24 * HOUR_MS).toISOString();
  const today = dayOfInstant(now, timeZone);
  const gap = `${rules.longSession.gapMinutes} minutes`;
  const [row] = await queryRows<Record<string, string | null>>(
    tx,
    sql`WITH credited AS (
          SELECT amount, currency, at FROM risk_deposits
           WHERE account_id = ${accountId} AND at >= ${monthBefore}::timestamptz
             AND at <= ${now.toISOString()}::timestamptz
        ), play AS (
          SELECT settled_at FROM settled_wagers
           WHERE account_id = ${accountId} AND settled_at >= ${dayAgo}::timestamptz
             AND settled_at <= ${now.toISOString()}::timestamptz
             AND status <> 'voided' AND currency <> ALL(${PLAY_MONEY}::text[])
        ), runs AS (
          SELECT settled_at, sum(CASE WHEN gap > ${gap}::interval THEN 1 ELSE 0 END)
                   OVER (ORDER BY settled_at) AS run
            FROM (SELECT settled_at, settled_at - lag(settled_at) OVER (ORDER BY settled_at) AS gap
                    FROM play) p
        )
        SELECT
          (SELECT max(currency) FROM credited) AS deposit_currency,
          (SELECT count(*) FROM credited WHERE at > ${dayAgo}::timestamptz)::text AS count_24h,
          (SELECT coalesce(sum(amount), 0) FROM credited WHERE at > ${dayAgo}::timestamptz)::text AS amount_24h,
          (SELECT coalesce(sum(amount), 0) FROM credited WHERE at <= ${dayAgo}::timestamptz)::text AS prior_30d,
          (SELECT count(*) FROM credited
            WHERE (at AT TIME ZONE ${timeZone})::date = ${today}::date)::text AS today_count,
          (SELECT coalesce(sum(amount), 0) FROM credited
            WHERE (at AT TIME ZONE ${timeZone})::date = ${today}::date)::text AS today_amount,
          (SELECT coalesce(sum(win - stake), 0) FROM wager_days
            WHERE account_id = ${accountId} AND business_day = ${today}::date
              AND currency <> ALL(${PLAY_MONEY}::text[]))::text AS today_net,
          (SELECT max(currency) FROM wager_days
            WHERE account_id = ${accountId} AND business_day = ${today}::date
              AND currency <> ALL(${PLAY_MONEY}::text[])) AS play_currency,
          (SELECT count(DISTINCT (settled_at AT TIME ZONE ${timeZone})::date) FROM settled_wagers
            WHERE account_id = ${accountId} AND settled_at >= ${weekAgo}::timestamptz
              AND settled_at <= ${now.toISOString()}::timestamptz
              AND status <> 'voided' AND currency <> ALL(${PLAY_MONEY}::text[])
              AND extract(hour FROM settled_at AT TIME ZONE ${timeZone}) < ${rules.lateNightPlay.untilHour}
          )::text AS late_days,
          (SELECT coalesce(max(extract(epoch FROM span)), 0) FROM
             (SELECT max(settled_at) - min(settled_at) AS span FROM runs GROUP BY run) s
          )::text AS longest_seconds`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    ...(await linkFigures(tx, accountId, now)),
    currency: row?.deposit_currency ?? row?.play_currency ?? null,
    depositsLast24h: { count: n('count_24h'), amount: n('amount_24h') },
    depositsPrior30d: n('prior_30d'),
    today: { deposits: n('today_count'), depositAmount: n('today_amount'), net: n('today_net') },
    lateNightDays: n('late_days'),
    longestSessionHours: Math.floor((n('longest_seconds') / 3600) * 10) / 10,
  };
}
