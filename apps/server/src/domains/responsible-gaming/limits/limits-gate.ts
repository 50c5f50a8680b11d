import { LIMIT_PERIODS, type TLimitKind, type TLimitPeriod } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { MoneyGate, MoneyRefusal, MoneyRequest } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { pgArray } from './limit-keys.js';
import { periodBounds } from './limit-periods.js';

/** Which limit kinds a money path counts against. */
const KINDS_OF_PATH: Record<MoneyRequest['path'], readonly TLimitKind[]> = {
  deposit: ['deposit'],
  // An agent's transfer down to the member brings money in as a deposit does (issue 24 item 1).
  agent_credit: ['deposit'],
  wager: ['wager', 'loss'],
  // Money taken into a transfer-mode vendor's wallet is staked there, out of our sight: refused
  // when it is more than what is left of a wager or loss limit, counted when its rounds settle.
  transfer_in: ['wager', 'loss'],
  bonus: [],
};

interface Counter {
  kind: TLimitKind;
  period: TLimitPeriod;
  start: Date;
  end: Date;
  /** The limit in force on this counter, or null: counted, not capped. */
  cap: number | null;
}

/**
 * The limits programme's side of the money gate. For a member with a limit of the path's kinds
 * it claims the caller's key (a replay is admitted without counting again), locks the member's
 * usage rows of the current periods (day, week and month of each kind, in a fixed order), and
 * adds the amount to all of them only when every capped one stays within its limit: a
 * conditional update in the money's own transaction, so parallel requests never pass a limit
 * together. Every period is counted even when only one is capped, so a limit added later in the
 * period starts from what was used since the member first had a limit of that kind.
 *
 * Keys: a wager's stake is admitted under `wager:<product>:<wagerId>:<leg>` (the wager core's
 * key), a seamless round's further bets under that key + `:<transaction id>`, so the settlement
 * consumer finds what the wager counted (`limit-keys.ts`).
 */
export class LimitsGate implements MoneyGate {
  constructor(private readonly settings: SettingsService) {}

  async admit(tx: Database, request: MoneyRequest): Promise<MoneyRefusal | null> {
    const kinds = KINDS_OF_PATH[request.path];
    if (kinds.length === 0 || request.amount <= 0) return null;
    const limits = await queryRows<{ kind: TLimitKind; period: TLimitPeriod; amount: string }>(
      tx,
      sql`SELECT kind, period, amount::text FROM member_limits
           WHERE account_id = ${request.accountId} AND amount IS NOT NULL
             AND kind = ANY(${pgArray([...kinds])}::text[])`,
    );
    if (limits.length === 0) return null;
    const { timeZone } = await this.settings.get('cashier', tx);
    const capOf = new Map(limits.map((l) => [`${l.kind}:${l.period}`, Number(l.amount)]));
    const counters: Counter[] = kinds.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        ...periodBounds(request.at, period, timeZone),
        cap: capOf.get(`${kind}:${period}`) ?? null,
      })),
    );
    const checkOnly = request.path === 'transfer_in';
    if (!checkOnly) {
      const [claim] = await queryRows<{ claimed: boolean }>(
        tx,
        sql`WITH c AS (
              INSERT INTO limit_admissions (account_id, key, path, amount, at, stake)
              VALUES (${request.accountId}, ${request.key}, ${request.path}, ${request.amount},
                      ${request.at.toISOString()}::timestamptz,
                      ${request.path === 'wager' ? request.amount : 0})
              ON CONFLICT (account_id, key) DO NOTHING
              RETURNING 1
            ), u AS (
              INSERT INTO limit_usage (account_id, kind, period, period_start)
              SELECT ${request.accountId}, k, p, s
                FROM unnest(${pgArray(counters.map((c) => c.kind))}::text[],
                            ${pgArray(counters.map((c) => c.period))}::text[],
                            ${pgArray(counters.map((c) => c.start.toISOString()))}::timestamptz[])
                     AS x(k, p, s)
              ON CONFLICT DO NOTHING
            )
            SELECT EXISTS (SELECT 1 FROM c) AS claimed`,
      );
      // A replay of the key: admitted when it was first asked, counted then.
      if (!claim!.claimed) return null;
    }
    const used = await this.lockUsage(tx, request.accountId, counters, checkOnly);
    const over = counters
      .filter((c) => c.cap !== null && (used.get(keyOf(c)) ?? 0) + request.amount > c.cap)
      .map((c) => ({ c, remaining: Math.max(0, c.cap! - (used.get(keyOf(c)) ?? 0)) }))
      .sort((a, b) => a.remaining - b.remaining)[0];
    if (over) {
      if (!checkOnly) {
        await tx.execute(
          sql`DELETE FROM limit_admissions
               WHERE account_id = ${request.accountId} AND key = ${request.key}`,
        );
      }
      return {
        code: 'LIMIT_EXCEEDED',
        details: {
          limit: over.c.kind,
          period: over.c.period,
          remaining: over.remaining,
          resetsAt: over.c.end.toISOString(),
        },
      };
    }
    if (!checkOnly) {
      await tx.execute(
        sql`UPDATE limit_usage u SET used = u.used + ${request.amount}
              FROM unnest(${pgArray(counters.map((c) => c.kind))}::text[],
                          ${pgArray(counters.map((c) => c.period))}::text[],
                          ${pgArray(counters.map((c) => c.start.toISOString()))}::timestamptz[],
                          ${pgArray(counters.map((c) => (c.cap === null ? null : String(c.cap))))}::bigint[])
                   AS x(k, p, s, cap)
             WHERE u.account_id = ${request.accountId} AND u.kind = x.k AND u.period = x.p
               AND u.period_start = x.s
               AND (x.cap IS NULL OR u.used + ${request.amount} <= x.cap)`,
      );
    }
    return null;
  }

  /** The usage of the counters, their rows locked in a fixed order (kind, period, start). */
  private async lockUsage(
    tx: Database,
    accountId: number,
    counters: Counter[],
    readOnly: boolean,
  ): Promise<Map<string, number>> {
    const rows = await queryRows<{ kind: string; period: string; used: string }>(
      tx,
      sql`SELECT kind, period, used::text FROM limit_usage
           WHERE account_id = ${accountId}
             AND (kind, period, period_start) IN (
               SELECT * FROM unnest(${pgArray(counters.map((c) => c.kind))}::text[],
                                    ${pgArray(counters.map((c) => c.period))}::text[],
                                    ${pgArray(counters.map((c) => c.start.toISOString()))}::timestamptz[]))
           ORDER BY kind, period, period_start ${sql.raw(readOnly ? '' : 'FOR UPDATE')}`,
    );
    return new Map(rows.map((r) => [`${r.kind}:${r.period}`, Number(r.used)]));
  }
}

const keyOf = (c: Counter) => `${c.kind}:${c.period}`;
