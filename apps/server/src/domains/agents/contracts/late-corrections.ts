import type { TContractKind } from '@lw/contracts';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { agentBillAdjustments, agentBills } from '../../../db/schema/index.js';
import { periodOf, type Period } from './contract-periods.js';
import type { BillRecomputer, BillRow } from './bill-recompute.js';

/** One signed adjustment line: an earlier bill recomputed, against what was accounted for it. */
export interface AdjustmentLine {
  forBillId: number;
  ownBefore: number;
  ownAfter: number;
  amount: number;
}

/**
 * Late settlements of billed periods (issue 25 item 4): the earlier bills of these agents (of
 * the kind, under any of their contracts) whose period holds a wager row changed at a read-model
 * position after the bill read its figures: a first settlement that arrived late, a void, a
 * resettle. Each is recomputed from the wagers now and compared with what it and the lines made
 * for it so far accounted for; a difference is a line for the agent's new bill. A dividend's
 * later bills of the same month are recomputed with it (their carry-in moved). Run under the
 * kind's billing lock: the sums of earlier lines are then final, so no line is counted twice.
 */
export async function lateCorrections(
  db: Database,
  kind: TContractKind,
  p: Period,
  agentIds: number[],
  currency: string,
  timeZone: string,
  recompute: BillRecomputer,
): Promise<Map<number, AdjustmentLine[]>> {
  const out = new Map<number, AdjustmentLine[]>();
  if (agentIds.length === 0) return out;
  const ids = `{${agentIds.join(',')}}`;
  // Every agent's latest earlier bill saw the read model up to its position: look after the lowest.
  const [since] = await queryRows<{ s: string | null }>(
    db,
    sql`SELECT min(s) AS s FROM (
          SELECT max(seen_position) AS s FROM agent_bills
          WHERE kind = ${kind} AND agent_id = ANY(${ids}::bigint[])
            AND period_start < ${p.start.toISOString()}::timestamptz
          GROUP BY agent_id) x`,
  );
  if (since?.s === null || since?.s === undefined) return out;
  const touched = await queryRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT b.id
        FROM settled_wagers w
        CROSS JOIN LATERAL unnest(array_prepend(w.account_id, w.agent_path)) AS a(id)
        JOIN agent_bills b ON b.agent_id = a.id AND b.kind = ${kind}
          AND b.agent_id = ANY(${ids}::bigint[])
          AND w.settled_at >= b.period_start AND w.settled_at < b.period_end
          AND w.position > b.seen_position
        WHERE w.position > ${Number(since.s)} AND w.settled_at < ${p.start.toISOString()}::timestamptz
          AND w.currency = ${currency}`,
  );
  if (touched.length === 0) return out;
  const bills = await db
    .select()
    .from(agentBills)
    .where(
      inArray(
        agentBills.id,
        touched.map((t) => Number(t.id)),
      ),
    );
  const candidates = new Map(bills.map((b) => [b.id, b]));
  for (const b of await carriedFrom(db, bills, p, timeZone, recompute)) candidates.set(b.id, b);
  const ordered = [...candidates.values()].sort(
    (a, b) => a.periodStart.getTime() - b.periodStart.getTime() || a.id - b.id,
  );
  const accountedRows = await db
    .select({
      forBillId: agentBillAdjustments.forBillId,
      s: sql<string>`sum(${agentBillAdjustments.amount})`,
    })
    .from(agentBillAdjustments)
    .where(
      inArray(
        agentBillAdjustments.forBillId,
        ordered.map((b) => b.id),
      ),
    )
    .groupBy(agentBillAdjustments.forBillId);
  const linesFor = new Map(accountedRows.map((r) => [r.forBillId, Number(r.s)]));
  for (const b of ordered) {
    const now = (await recompute.truth(b)).own.amount;
    const accounted = b.ownAmount + (linesFor.get(b.id) ?? 0);
    if (now === accounted) continue;
    const list = out.get(b.agentId) ?? [];
    list.push({ forBillId: b.id, ownBefore: accounted, ownAfter: now, amount: now - accounted });
    out.set(b.agentId, list);
  }
  return out;
}

/** The later bills of the same month that carry from a touched dividend bill (carry-over on). */
async function carriedFrom(
  db: Database,
  touched: BillRow[],
  p: Period,
  timeZone: string,
  recompute: BillRecomputer,
): Promise<BillRow[]> {
  const out: BillRow[] = [];
  for (const b of touched) {
    const terms = await recompute.termsOf(b.contractId);
    if (terms.kind !== 'dividend' || !terms.carryOver) continue;
    const month = periodOf(terms.period, b.periodStart, timeZone).firstDay.slice(0, 7);
    const later = await db
      .select()
      .from(agentBills)
      .where(
        and(
          eq(agentBills.contractId, b.contractId),
          gt(agentBills.periodStart, b.periodStart),
          lt(agentBills.periodStart, p.start),
        ),
      );
    for (const l of later) {
      if (periodOf(terms.period, l.periodStart, timeZone).firstDay.slice(0, 7) === month) {
        out.push(l);
      }
    }
  }
  return out;
}

/** At most this many late wagers are listed per period in an explanation. */
const LATE_WAGERS_SHOWN = 200;

/**
 * The wagers of a bill's period (its team, its currency) whose row changed at a read-model
 * position after the bill read its figures: what a later line or the next bill accounts for.
 */
export async function lateWagers(db: Database, bill: BillRow) {
  const rows = await queryRows<{
    product: string;
    wager_id: string;
    leg: number;
    account_id: string;
    username: string | null;
    status: 'settled' | 'voided' | 'resettled';
    stake: string;
    valid_stake: string;
    win: string;
    settled_at: string | Date;
    position: string;
  }>(
    db,
    sql`SELECT w.product, w.wager_id, w.leg, w.account_id, a.username, w.status, w.stake,
          w.valid_stake, w.win, w.settled_at, w.position
        FROM settled_wagers w LEFT JOIN accounts a ON a.id = w.account_id
        WHERE w.position > ${bill.seenPosition} AND w.currency = ${bill.currency}
          AND w.settled_at >= ${bill.periodStart.toISOString()}::timestamptz
          AND w.settled_at < ${bill.periodEnd.toISOString()}::timestamptz
          AND (w.account_id = ${bill.agentId} OR w.agent_path @> ARRAY[${bill.agentId}]::bigint[])
        ORDER BY w.position LIMIT ${LATE_WAGERS_SHOWN}`,
  );
  return rows.map((r) => ({
    product: r.product,
    wagerId: r.wager_id,
    leg: Number(r.leg),
    accountId: Number(r.account_id),
    username: r.username ?? '',
    status: r.status,
    stake: Number(r.stake),
    validStake: Number(r.valid_stake),
    win: Number(r.win),
    settledAt: new Date(r.settled_at).toISOString(),
    position: Number(r.position),
  }));
}
