import { LIMIT_PERIODS } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { EventPayload, StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';
import { periodBounds } from './limit-periods.js';
import { pgArray, wagerAdmissionKey } from './limit-keys.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const LIMITS_LOSS_CONSUMER = 'responsible-gaming.limits-loss';

type Outcome = EventPayload<'wager.settled'>;

interface WagerCount {
  accountId: number;
  key: string;
  at: Date;
  stake: number;
  win: number;
  version: number;
}

/**
 * Net loss and wagers follow settlement: for members with a loss or wager limit, each
 * `wager.settled|voided|resettled` moves their usage by the difference between what the wager
 * counted so far (its stake at placement, admitted by the gate) and what it counts now (stake
 * minus win; nothing once voided), once per wager version (a replay or an older version changes
 * nothing). A wager the gate never saw (a transfer-mode vendor's round, one placed before the
 * limit) counts whole when it first settles. Usage lands in the periods of the wager's placement.
 */
export function limitsLossConsumer(timeZone: (tx: Database) => Promise<string>): EventConsumer {
  return {
    name: LIMITS_LOSS_CONSUMER,
    types: ['wager.settled', 'wager.voided', 'wager.resettled'],
    handle: async (tx, events) => {
      const outcomes = events.map((e: StoredEvent) => e.payload as Outcome);
      const limited = await limitedAccounts(tx, [...new Set(outcomes.map((o) => o.accountId))]);
      const mine = outcomes.filter((o) => limited.has(o.accountId));
      if (mine.length === 0) return;
      const zone = await timeZone(tx);
      const counts = await countsOf(tx, mine);
      const deltas = new Map<string, { row: [number, string, string, string]; used: number }>();
      const add = (c: WagerCount, kind: 'wager' | 'loss', amount: number) => {
        if (amount === 0) return;
        for (const period of LIMIT_PERIODS) {
          const start = periodBounds(c.at, period, zone).start.toISOString();
          const k = `${c.accountId}:${kind}:${period}:${start}`;
          const d = deltas.get(k) ?? { row: [c.accountId, kind, period, start], used: 0 };
          d.used += amount;
          deltas.set(k, d);
        }
      };
      for (const o of mine) {
        const key = wagerAdmissionKey(o.product, o.wagerId, o.leg);
        const c = counts.get(`${o.accountId}:${key}`)!;
        if (o.version <= c.version) continue;
        const stake = o.status === 'voided' ? 0 : o.stake;
        const win = o.status === 'voided' ? 0 : o.win;
        add(c, 'wager', stake - c.stake);
        add(c, 'loss', stake - c.stake - (win - c.win));
        Object.assign(c, { stake, win, version: o.version });
      }
      const changed = [...counts.values()];
      await tx.execute(
        sql`INSERT INTO limit_admissions (account_id, key, path, amount, at, stake, win, version)
            SELECT a, k, 'wager', s, t, s, w, v
              FROM unnest(${pgArray(changed.map((c) => c.accountId))}::bigint[],
                          ${pgArray(changed.map((c) => c.key))}::text[],
                          ${pgArray(changed.map((c) => c.at.toISOString()))}::timestamptz[],
                          ${pgArray(changed.map((c) => c.stake))}::bigint[],
                          ${pgArray(changed.map((c) => c.win))}::bigint[],
                          ${pgArray(changed.map((c) => c.version))}::int[]) AS x(a, k, t, s, w, v)
            ON CONFLICT (account_id, key) DO UPDATE
               SET stake = excluded.stake, win = excluded.win, version = excluded.version`,
      );
      const moves = [...deltas.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, d]) => d);
      if (moves.length === 0) return;
      await tx.execute(
        sql`INSERT INTO limit_usage (account_id, kind, period, period_start, used)
            SELECT * FROM unnest(${pgArray(moves.map((m) => m.row[0]))}::bigint[],
                                 ${pgArray(moves.map((m) => m.row[1]))}::text[],
                                 ${pgArray(moves.map((m) => m.row[2]))}::text[],
                                 ${pgArray(moves.map((m) => m.row[3]))}::timestamptz[],
                                 ${pgArray(moves.map((m) => m.used))}::bigint[])
            ON CONFLICT (account_id, kind, period, period_start) DO UPDATE
               SET used = limit_usage.used + excluded.used`,
      );
    },
  };
}

/** Of these accounts, those with a loss or wager limit in force. */
async function limitedAccounts(tx: Database, ids: number[]): Promise<Set<number>> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT DISTINCT account_id::text AS id FROM member_limits
         WHERE account_id = ANY(${pgArray(ids)}::bigint[]) AND amount IS NOT NULL
           AND kind IN ('loss', 'wager')`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * What each wager counted so far: its own row (locked), else the sum of the bets the gate
 * admitted under it (a seamless round's several bets, `<wager key>:<transaction>`), else nothing.
 */
async function countsOf(tx: Database, outcomes: Outcome[]): Promise<Map<string, WagerCount>> {
  const wanted = new Map<string, Outcome>();
  for (const o of outcomes) {
    wanted.set(`${o.accountId}:${wagerAdmissionKey(o.product, o.wagerId, o.leg)}`, o);
  }
  const keys = [...wanted.entries()].map(([k, o]) => ({ k, o, key: k.slice(k.indexOf(':') + 1) }));
  const rows = await queryRows<{
    account_id: string;
    key: string;
    amount: string;
    at: string;
    stake: string;
    win: string;
    version: number;
  }>(
    tx,
    sql`SELECT l.account_id::text, l.key, l.amount::text, l.at, l.stake::text, l.win::text,
               l.version
          FROM limit_admissions l
          JOIN unnest(${pgArray(keys.map((x) => x.o.accountId))}::bigint[],
                      ${pgArray(keys.map((x) => x.key))}::text[]) AS w(a, k)
            ON l.account_id = w.a AND (l.key = w.k OR left(l.key, length(w.k) + 1) = w.k || ':')
         ORDER BY l.account_id, l.key
         FOR UPDATE OF l`,
  );
  const counts = new Map<string, WagerCount>();
  const bets = new Map<string, { stake: number; at: Date }>();
  for (const r of rows) {
    const exact = keys.find((x) => x.key === r.key && String(x.o.accountId) === r.account_id);
    if (exact) {
      counts.set(exact.k, {
        accountId: Number(r.account_id),
        key: r.key,
        at: new Date(r.at),
        stake: Number(r.stake),
        win: Number(r.win),
        version: r.version,
      });
    } else {
      const owner = keys.find(
        (x) => r.key.startsWith(`${x.key}:`) && String(x.o.accountId) === r.account_id,
      )!;
      const sum = bets.get(owner.k) ?? { stake: 0, at: new Date(r.at) };
      sum.stake += Number(r.amount);
      if (new Date(r.at) < sum.at) sum.at = new Date(r.at);
      bets.set(owner.k, sum);
    }
  }
  for (const { k, o, key } of keys) {
    if (counts.has(k)) continue;
    const placed = bets.get(k);
    counts.set(k, {
      accountId: o.accountId,
      key,
      at: placed?.at ?? new Date(o.settledAt),
      stake: placed?.stake ?? 0,
      win: 0,
      version: 0,
    });
  }
  return counts;
}
