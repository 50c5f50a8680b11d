import {
  errorMessages,
  KIND_PERIODS,
  type TAgentBill,
  type TAgentBillExplain,
  type TBillStatus,
  type TContractKind,
  type TContractPeriod,
  type TContractTerms,
} from '@lw/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../../db/client.js';
import {
  accounts,
  agentBillAdjustments,
  agentBills,
  agentContracts,
} from '../../../db/schema/index.js';
import type { Actor } from '../../../platform/audit-log.js';
import { recordAudit } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AgentScope } from '../agent-scope/index.js';
import { formulaText, ownAmount, ZERO_FIGURES, type TeamFigures } from './contract-rules.js';
import { isDayPeriod, periodOf, previousPeriod, type Period } from './contract-periods.js';

type BillRow = typeof agentBills.$inferSelect;

/** Bills paid in one transaction (one linked ledger call). */
const PAY_CHUNK = 500;

/** How far back a correction of a billed period is still looked for, per period type. */
const LOOKBACK_MS: Record<TContractPeriod, number> = {
  daily: 62 * 86_400_000,
  weekly: 62 * 86_400_000,
  halfMonth: 62 * 86_400_000,
  monthly: 93 * 86_400_000,
  hourly: 2 * 86_400_000,
  fiveMinutes: 2 * 3_600_000,
};

interface Holder {
  contractId: number;
  agentId: number;
  uplineId: number | null;
  depth: number;
  terms: TContractTerms;
}

/** The wagers of a period for the team figures: business days, or settlement instants. */
function periodCondition(p: Pick<Period, 'type' | 'firstDay' | 'lastDay' | 'start' | 'end'>): SQL {
  return isDayPeriod(p.type)
    ? sql`w.business_day BETWEEN ${p.firstDay}::date AND ${p.lastDay}::date`
    : sql`w.settled_at >= ${p.start.toISOString()}::timestamptz AND w.settled_at < ${p.end.toISOString()}::timestamptz`;
}

function minRound(terms: TContractTerms): number {
  return terms.kind === 'realtimeSalary' ? terms.minRoundStake : 0;
}

/**
 * Settlement of agent contracts (issue 25 item 4): one bill per (contract, period), computed once
 * from the settled-wager read model, paid through the ledger by the payer (the platform for the
 * top contracted layer, the upline for everyone below it), uplines first. Several runners or a
 * restart never pay twice: the bill's unique key, a row lock and the ledger's idempotency key
 * `agent-bill:<id>:<paid before>`.
 */
export class SettlementService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  private async timeZone(): Promise<string> {
    return (await this.settings.get('cashier')).timeZone;
  }

  /** The period of `type` holding `at`, in the operator's zone. */
  async periodAt(type: TContractPeriod, at: Date): Promise<Period> {
    return periodOf(type, at, await this.timeZone());
  }

  /**
   * The scheduled run of a kind: every period type of the kind whose period ended at or before
   * `endedBy` and after `endedBy − window` is settled (the job's occurrence names which).
   */
  async settleEnded(
    kind: TContractKind,
    endedBy: Date,
  ): Promise<{ periodKey: string; bills: number; paid: number }[]> {
    const tz = await this.timeZone();
    const out = [];
    for (const type of KIND_PERIODS[kind]) {
      const p = periodOf(type, new Date(endedBy.getTime() - 1), tz);
      if (p.end.getTime() !== endedBy.getTime()) continue;
      out.push(await this.settle(kind, p));
    }
    return out;
  }

  /** Settles one period of one kind: bills for every contract in force, then payment. */
  async settle(
    kind: TContractKind,
    p: Period,
  ): Promise<{ periodKey: string; bills: number; paid: number }> {
    if (p.end.getTime() > this.clock.now().getTime()) {
      throw new AppError('VALIDATION_ERROR', 'That period has not ended yet');
    }
    const tz = await this.timeZone();
    const { currency } = await this.settings.get('cashier');
    const holders = await this.holdersOf(kind, p);
    if (holders.length > 0) {
      const existing = await this.db
        .select({ contractId: agentBills.contractId })
        .from(agentBills)
        .where(and(eq(agentBills.kind, kind), eq(agentBills.periodKey, p.key)));
      const billed = new Set(existing.map((e) => e.contractId));
      const todo = holders.filter((h) => !billed.has(h.contractId));
      if (todo.length > 0) await this.makeBills(kind, p, todo, currency, tz);
    }
    const paid = await this.payPeriod(kind, p.key);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentBills)
      .where(and(eq(agentBills.kind, kind), eq(agentBills.periodKey, p.key)));
    return { periodKey: p.key, bills: count?.n ?? 0, paid };
  }

  /**
   * The contract in force per holder for the period: accepted before its end, not ended before
   * its start (a contract that ended during the period still settles it); a replaced contract
   * yields to the newer one.
   */
  private async holdersOf(kind: TContractKind, p: Period): Promise<Holder[]> {
    const rows = await queryRows<{
      id: string;
      holder_id: string;
      upline_id: string | null;
      terms: TContractTerms;
      path: string;
    }>(
      this.db,
      sql`SELECT DISTINCT ON (c.holder_id) c.id, c.holder_id, c.upline_id, c.terms, a.path
          FROM agent_contracts c JOIN accounts a ON a.id = c.holder_id
          WHERE c.kind = ${kind} AND c.terms->>'period' = ${p.type}
            AND c.accepted_at IS NOT NULL AND c.accepted_at < ${p.end.toISOString()}::timestamptz
            AND (c.ended_at IS NULL OR c.ended_at > ${p.start.toISOString()}::timestamptz)
          ORDER BY c.holder_id, c.accepted_at DESC`,
    );
    return rows.map((r) => ({
      contractId: Number(r.id),
      agentId: Number(r.holder_id),
      uplineId: r.upline_id === null ? null : Number(r.upline_id),
      depth: r.path.split('/').filter(Boolean).length,
      terms: r.terms,
    }));
  }

  /**
   * Team figures of many agents for one period in one statement: each wager counts for its player
   * and every upline at settlement (`agent_path`), voided wagers not at all; a member is active
   * when its period valid stake reaches the site's minimum.
   */
  private async figures(
    p: Period,
    agents: { agentId: number; minRound: number }[],
    currency: string,
  ): Promise<Map<number, TeamFigures>> {
    const { activeMemberMinValidStake } = await this.settings.get('agentContracts');
    const ids = agents.map((a) => a.agentId);
    const mins = agents.map((a) => a.minRound);
    const rows = await queryRows<{
      agent_id: string;
      v: string;
      loss: string;
      wv: string;
      lv: string;
      active: string;
    }>(
      this.db,
      sql`WITH c AS (
            SELECT * FROM unnest(${`{${ids.join(',')}}`}::bigint[], ${`{${mins.join(',')}}`}::bigint[]) AS c(agent_id, min_round)
          ),
          t AS (
            SELECT c.agent_id, w.account_id,
              sum(w.valid_stake) AS v, sum(w.stake - w.win) AS loss,
              coalesce(sum(w.valid_stake) FILTER (WHERE w.win > w.stake AND w.stake >= c.min_round), 0) AS wv,
              coalesce(sum(w.valid_stake) FILTER (WHERE w.win < w.stake AND w.stake >= c.min_round), 0) AS lv
            FROM settled_wagers w
            CROSS JOIN LATERAL unnest(array_prepend(w.account_id, w.agent_path)) AS a(id)
            JOIN c ON c.agent_id = a.id
            WHERE ${periodCondition(p)} AND w.status <> 'voided' AND w.currency = ${currency}
            GROUP BY c.agent_id, w.account_id
          )
          SELECT agent_id, sum(v) AS v, sum(loss) AS loss, sum(wv) AS wv, sum(lv) AS lv,
            count(*) FILTER (WHERE v >= ${activeMemberMinValidStake}) AS active
          FROM t GROUP BY agent_id`,
    );
    const out = new Map<number, TeamFigures>();
    for (const r of rows) {
      out.set(Number(r.agent_id), {
        validStake: Number(r.v),
        loss: Number(r.loss),
        winningValidStake: Number(r.wv),
        losingValidStake: Number(r.lv),
        activeMembers: Number(r.active),
      });
    }
    return out;
  }

  /** Computes and inserts the period's bills (a second runner's insert of the same bill loses). */
  private async makeBills(
    kind: TContractKind,
    p: Period,
    holders: Holder[],
    currency: string,
    tz: string,
  ): Promise<void> {
    const now = this.clock.now();
    const figures = await this.figures(
      p,
      holders.map((h) => ({ agentId: h.agentId, minRound: minRound(h.terms) })),
      currency,
    );
    const ids = holders.map((h) => h.contractId);
    // The previous bill of each contract: carry-over of a dividend's profit, a negative remainder.
    const prev = previousPeriod(p, tz);
    const prevBills = await this.db
      .select()
      .from(agentBills)
      .where(and(inArray(agentBills.contractId, ids), eq(agentBills.periodKey, prev.key)));
    const prevOf = new Map(prevBills.map((b) => [b.contractId, b]));
    // The contract's latest earlier bill (not always the previous period's): its negative
    // remainder carries on until a bill absorbs it.
    const latest = await queryRows<{ contract_id: string; payable: string }>(
      this.db,
      sql`SELECT DISTINCT ON (contract_id) contract_id, payable FROM agent_bills
          WHERE contract_id = ANY(${`{${ids.join(',')}}`}::bigint[])
            AND period_start < ${p.start.toISOString()}::timestamptz
          ORDER BY contract_id, period_start DESC`,
    );
    const remainderOf = new Map(latest.map((r) => [Number(r.contract_id), Number(r.payable)]));
    const adjustments = await this.corrections(kind, p, holders, currency);
    const sameMonth = prev.firstDay.slice(0, 7) === p.firstDay.slice(0, 7);

    await this.db.transaction(async (tx) => {
      for (const h of holders) {
        const f = figures.get(h.agentId) ?? ZERO_FIGURES;
        const before = prevOf.get(h.contractId);
        const carryIn =
          h.terms.kind === 'dividend' && h.terms.carryOver && before && sameMonth
            ? Math.min(0, before.teamLoss + before.carryIn)
            : 0;
        const own = ownAmount(h.terms, f, carryIn);
        const lines = adjustments.get(h.contractId) ?? [];
        const adjustmentAmount = lines.reduce((s, l) => s + l.amount, 0);
        // The latest bill's negative remainder (a clawback larger than that bill) carries on.
        const adjustmentCarryIn = Math.min(0, remainderOf.get(h.contractId) ?? 0);
        const total = own.amount + adjustmentAmount + adjustmentCarryIn;
        const [bill] = await tx
          .insert(agentBills)
          .values({
            contractId: h.contractId,
            kind,
            agentId: h.agentId,
            payerId: h.uplineId,
            depth: h.depth,
            periodKey: p.key,
            periodStart: p.start,
            periodEnd: p.end,
            currency,
            teamValidStake: f.validStake,
            teamLoss: f.loss,
            winningValidStake: f.winningValidStake,
            losingValidStake: f.losingValidStake,
            activeMembers: f.activeMembers,
            tier: own.tier,
            carryIn,
            ownAmount: own.amount,
            downlineAmount: 0,
            adjustmentAmount,
            adjustmentCarryIn,
            // A negative total is kept as the payable (carried into the next bill), paying 0.
            payable: total,
            paidAmount: 0,
            status: total > 0 ? 'pending' : 'notReached',
            computedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: agentBills.id });
        if (!bill) continue;
        if (lines.length > 0) {
          await tx
            .insert(agentBillAdjustments)
            .values(lines.map((l) => ({ ...l, billId: bill.id })))
            .onConflictDoNothing();
        }
      }
      // What each agent passes on to its direct downlines for the period (their own amounts).
      await tx.execute(sql`
        UPDATE agent_bills b SET downline_amount = coalesce((
          SELECT sum(d.own_amount) FROM agent_bills d
          WHERE d.kind = b.kind AND d.period_key = b.period_key AND d.payer_id = b.agent_id), 0)
        WHERE b.kind = ${kind} AND b.period_key = ${p.key}`);
    });
  }

  /**
   * Adjustment lines: earlier bills of these contracts whose period has a wager changed (voided,
   * resettled) after the bill was computed. Each is recomputed from the wagers now and compared
   * with what it and its earlier adjustments accounted for; a difference is a signed line.
   */
  private async corrections(
    kind: TContractKind,
    p: Period,
    holders: Holder[],
    currency: string,
  ): Promise<
    Map<number, { forBillId: number; ownBefore: number; ownAfter: number; amount: number }[]>
  > {
    const since = new Date(p.start.getTime() - LOOKBACK_MS[p.type]);
    const ids = holders.map((h) => h.contractId);
    const touched = await queryRows<{ id: string }>(
      this.db,
      sql`SELECT DISTINCT b.id
          FROM settled_wagers w
          CROSS JOIN LATERAL unnest(array_prepend(w.account_id, w.agent_path)) AS a(id)
          JOIN agent_bills b ON b.agent_id = a.id AND b.kind = ${kind}
            AND b.contract_id = ANY(${`{${ids.join(',')}}`}::bigint[])
            AND w.settled_at >= b.period_start AND w.settled_at < b.period_end
            AND w.changed_at > b.computed_at
          WHERE w.settled_at >= ${since.toISOString()}::timestamptz
            AND w.settled_at < ${p.start.toISOString()}::timestamptz
            AND w.version > 1 AND w.currency = ${currency}`,
    );
    const out = new Map<
      number,
      { forBillId: number; ownBefore: number; ownAfter: number; amount: number }[]
    >();
    if (touched.length === 0) return out;
    const bills = await this.db
      .select()
      .from(agentBills)
      .where(
        inArray(
          agentBills.id,
          touched.map((t) => Number(t.id)),
        ),
      );
    const termsOf = new Map(holders.map((h) => [h.contractId, h.terms]));
    const tz = await this.timeZone();
    for (const b of bills) {
      const terms = termsOf.get(b.contractId);
      if (!terms) continue;
      const bp = periodOf(terms.period, b.periodStart, tz);
      const f =
        (await this.figures(bp, [{ agentId: b.agentId, minRound: minRound(terms) }], currency)).get(
          b.agentId,
        ) ?? ZERO_FIGURES;
      const now = ownAmount(terms, f, b.carryIn).amount;
      const [acc] = await this.db
        .select({ s: sql<string>`coalesce(sum(${agentBillAdjustments.amount}), 0)` })
        .from(agentBillAdjustments)
        .where(eq(agentBillAdjustments.forBillId, b.id));
      const accounted = b.ownAmount + Number(acc?.s ?? 0);
      if (now === accounted) continue;
      const list = out.get(b.contractId) ?? [];
      list.push({ forBillId: b.id, ownBefore: accounted, ownAfter: now, amount: now - accounted });
      out.set(b.contractId, list);
    }
    return out;
  }

  /**
   * Pays the period's payable bills, uplines first (by depth, so an upline holds its own pay
   * before it pays its downlines), in chunks of one depth: one transaction locks the chunk's
   * bills, posts their transfers as one linked ledger call and marks them. A chunk the ledger
   * refuses (a payer spent its balance meanwhile) is paid bill by bill. Answers how many paid.
   */
  private async payPeriod(kind: TContractKind, periodKey: string): Promise<number> {
    const due = await this.db
      .select()
      .from(agentBills)
      .where(
        and(
          eq(agentBills.kind, kind),
          eq(agentBills.periodKey, periodKey),
          inArray(agentBills.status, ['pending', 'partiallyIssued', 'insufficientBalance']),
        ),
      )
      .orderBy(agentBills.depth, agentBills.id);
    let paid = 0;
    let i = 0;
    while (i < due.length) {
      const depth = due[i]!.depth;
      const chunk: BillRow[] = [];
      while (i < due.length && due[i]!.depth === depth && chunk.length < PAY_CHUNK) {
        chunk.push(due[i]!);
        i += 1;
      }
      try {
        paid += await this.payChunk(chunk);
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'INSUFFICIENT_FUNDS')) throw e;
        for (const b of chunk) if (await this.pay(b.id)) paid += 1;
      }
    }
    return paid;
  }

  private async payChunk(chunk: BillRow[]): Promise<number> {
    const wallets = new Map<number, { id: number; allowNegative: boolean }>();
    const walletOf = async (accountId: number | null, currency: string) => {
      const key = accountId ?? 0;
      let w = wallets.get(key);
      if (!w) {
        w = accountId
          ? await this.ledger.walletOf(accountId, 'main', currency)
          : await this.ledger.systemAccount('commission', currency);
        wallets.set(key, w);
      }
      return w;
    };
    for (const b of chunk) {
      await walletOf(b.payerId, b.currency);
      await walletOf(b.agentId, b.currency);
    }
    // What each payer can give now; the chunk's bills of one payer share it in id order.
    const available = new Map<number, number>();
    for (const b of chunk) {
      const key = b.payerId ?? 0;
      if (available.has(key)) continue;
      const w = wallets.get(key)!;
      available.set(
        key,
        w.allowNegative ? Number.MAX_SAFE_INTEGER : await this.ledger.balanceOf(w.id),
      );
    }
    return this.db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: agentBills.id, paidAmount: agentBills.paidAmount, status: agentBills.status })
        .from(agentBills)
        .where(
          inArray(
            agentBills.id,
            chunk.map((b) => b.id),
          ),
        )
        .orderBy(agentBills.id)
        .for('update');
      const now = this.clock.now();
      const payments: { bill: BillRow; amount: number }[] = [];
      const short: number[] = [];
      for (const row of locked) {
        const b = chunk.find((c) => c.id === row.id)!;
        // Another runner paid it meanwhile (or an operator held it): leave it.
        if (row.paidAmount !== b.paidAmount || row.status !== b.status) continue;
        const left = b.payable - b.paidAmount;
        if (left <= 0) continue;
        const key = b.payerId ?? 0;
        const amount = Math.min(left, Math.max(0, available.get(key)!));
        available.set(key, available.get(key)! - amount);
        if (amount === 0) short.push(b.id);
        else payments.push({ bill: b, amount });
      }
      if (payments.length > 0) {
        await this.ledger.postLinkedTransfers(
          payments.map(({ bill: b, amount }) => ({
            idempotencyKey: `agent-bill:${b.id}:${b.paidAmount}`,
            reason: 'commission' as const,
            reference: `agent-bill:${b.id}`,
            legs: [
              { accountId: wallets.get(b.payerId ?? 0)!.id, amount: -amount },
              { accountId: wallets.get(b.agentId)!.id, amount },
            ],
            actor: 'system',
            metadata: { billId: b.id, kind: b.kind, periodKey: b.periodKey },
          })),
          { tx },
        );
        await tx.execute(sql`
          UPDATE agent_bills b SET paid_amount = b.paid_amount + u.amount,
            status = CASE WHEN b.paid_amount + u.amount >= b.payable THEN 'issued' ELSE 'partiallyIssued' END,
            paid_at = ${now.toISOString()}::timestamptz
          FROM unnest(${`{${payments.map((x) => x.bill.id).join(',')}}`}::bigint[],
                      ${`{${payments.map((x) => x.amount).join(',')}}`}::bigint[]) AS u(id, amount)
          WHERE b.id = u.id`);
      }
      if (short.length > 0) {
        await tx
          .update(agentBills)
          .set({ status: 'insufficientBalance' })
          .where(inArray(agentBills.id, short));
      }
      return payments.length;
    });
  }

  /**
   * Pays what is left of one bill: from the platform's commission account (top layer) or the
   * payer's main wallet, as much as that wallet holds (partially issued) or nothing
   * (insufficient balance). The bill row is locked, so a second runner waits and finds it paid.
   */
  async pay(id: number): Promise<boolean> {
    const [peek] = await this.db.select().from(agentBills).where(eq(agentBills.id, id));
    if (!peek) return false;
    const from = peek.payerId
      ? await this.ledger.walletOf(peek.payerId, 'main', peek.currency)
      : await this.ledger.systemAccount('commission', peek.currency);
    const to = await this.ledger.walletOf(peek.agentId, 'main', peek.currency);
    const available = from.allowNegative
      ? Number.MAX_SAFE_INTEGER
      : await this.ledger.balanceOf(from.id);
    try {
      return await this.db.transaction(async (tx) => {
        const [b] = await tx.select().from(agentBills).where(eq(agentBills.id, id)).for('update');
        if (!b || !['pending', 'partiallyIssued', 'insufficientBalance'].includes(b.status)) {
          return false;
        }
        const left = b.payable - b.paidAmount;
        if (left <= 0) return false;
        const amount = Math.min(left, Math.max(0, available));
        if (amount === 0) {
          await tx
            .update(agentBills)
            .set({ status: 'insufficientBalance' })
            .where(eq(agentBills.id, id));
          return false;
        }
        await this.ledger.postTransfer(
          {
            idempotencyKey: `agent-bill:${b.id}:${b.paidAmount}`,
            reason: 'commission',
            reference: `agent-bill:${b.id}`,
            legs: [
              { accountId: from.id, amount: -amount },
              { accountId: to.id, amount },
            ],
            actor: 'system',
            metadata: { billId: b.id, kind: b.kind, periodKey: b.periodKey },
          },
          { tx },
        );
        const paidAmount = b.paidAmount + amount;
        await tx
          .update(agentBills)
          .set({
            paidAmount,
            status: paidAmount >= b.payable ? 'issued' : 'partiallyIssued',
            paidAt: this.clock.now(),
          })
          .where(eq(agentBills.id, id));
        return true;
      });
    } catch (e) {
      if (e instanceof AppError && e.code === 'INSUFFICIENT_FUNDS') {
        await this.db
          .update(agentBills)
          .set({ status: 'insufficientBalance' })
          .where(and(eq(agentBills.id, id), eq(agentBills.paidAmount, peek.paidAmount)));
        return false;
      }
      throw e;
    }
  }

  /** Bills an agent received or paid (its own and its direct downlines'), newest first. */
  billsOf(
    scope: AgentScope,
    filter: { kind?: TContractKind; status?: TBillStatus; limit?: number },
  ) {
    return this.listBills(
      and(
        sql`(${agentBills.agentId} = ${scope.agentId} OR ${agentBills.payerId} = ${scope.agentId})`,
        filter.kind ? eq(agentBills.kind, filter.kind) : undefined,
        filter.status ? eq(agentBills.status, filter.status) : undefined,
      )!,
      filter.limit ?? 100,
    );
  }

  listForOperators(filter: {
    kind?: TContractKind;
    status?: TBillStatus;
    agent?: string;
    limit?: number;
  }) {
    return this.listBills(
      and(
        sql`true`,
        filter.kind ? eq(agentBills.kind, filter.kind) : undefined,
        filter.status ? eq(agentBills.status, filter.status) : undefined,
        filter.agent ? eq(billAgent.username, filter.agent.toLowerCase()) : undefined,
      )!,
      filter.limit ?? 200,
    );
  }

  private async listBills(where: SQL, limit: number): Promise<TAgentBill[]> {
    const rows = await this.db
      .select({
        b: agentBills,
        agent: { id: billAgent.id, username: billAgent.username },
        payer: { id: billPayer.id, username: billPayer.username },
      })
      .from(agentBills)
      .innerJoin(billAgent, eq(billAgent.id, agentBills.agentId))
      .leftJoin(billPayer, eq(billPayer.id, agentBills.payerId))
      .where(where)
      .orderBy(desc(agentBills.periodStart), agentBills.depth, agentBills.id)
      .limit(limit);
    if (rows.length === 0) return [];
    const lines = await this.db
      .select({ a: agentBillAdjustments, periodKey: agentBills.periodKey })
      .from(agentBillAdjustments)
      .innerJoin(agentBills, eq(agentBills.id, agentBillAdjustments.forBillId))
      .where(
        inArray(
          agentBillAdjustments.billId,
          rows.map((r) => r.b.id),
        ),
      );
    return rows.map((r) =>
      billView(
        r.b,
        r.agent,
        r.payer?.id ? r.payer : null,
        lines
          .filter((l) => l.a.billId === r.b.id)
          .map((l) => ({
            forBillId: l.a.forBillId,
            periodKey: l.periodKey,
            ownBefore: l.a.ownBefore,
            ownAfter: l.a.ownAfter,
            amount: l.a.amount,
          })),
      ),
    );
  }

  /** One bill an agent may see (its own or one it pays), else BILL_NOT_FOUND. */
  async billFor(scope: AgentScope | null, id: number): Promise<TAgentBill> {
    const [bill] = await this.listBills(
      scope
        ? and(
            eq(agentBills.id, id),
            sql`(${agentBills.agentId} = ${scope.agentId} OR ${agentBills.payerId} = ${scope.agentId})`,
          )!
        : eq(agentBills.id, id),
      1,
    );
    if (!bill) throw new AppError('BILL_NOT_FOUND', errorMessages.BILL_NOT_FOUND.en);
    return bill;
  }

  /**
   * Recomputes a bill from the wagers, member by member, with the contract's formula. `matches`
   * is true when the recomputation equals the stored bill to the minor unit (a correction since
   * then shows as a difference here and as an adjustment line in a later bill).
   */
  async explain(scope: AgentScope | null, id: number): Promise<TAgentBillExplain> {
    const bill = await this.billFor(scope, id);
    const [c] = await this.db
      .select({ terms: agentContracts.terms })
      .from(agentContracts)
      .where(eq(agentContracts.id, bill.contractId));
    const terms = c!.terms;
    const tz = await this.timeZone();
    const p = periodOf(terms.period, new Date(bill.periodStart), tz);
    const { activeMemberMinValidStake } = await this.settings.get('agentContracts');
    const min = minRound(terms);
    const members = await queryRows<{
      account_id: string;
      username: string | null;
      n: string;
      v: string;
      loss: string;
      wv: string;
      lv: string;
    }>(
      this.db,
      sql`SELECT w.account_id, max(a.username) AS username, count(*) AS n,
            sum(w.valid_stake) AS v, sum(w.stake - w.win) AS loss,
            coalesce(sum(w.valid_stake) FILTER (WHERE w.win > w.stake AND w.stake >= ${min}), 0) AS wv,
            coalesce(sum(w.valid_stake) FILTER (WHERE w.win < w.stake AND w.stake >= ${min}), 0) AS lv
          FROM settled_wagers w LEFT JOIN accounts a ON a.id = w.account_id
          WHERE ${periodCondition(p)} AND w.status <> 'voided' AND w.currency = ${bill.currency}
            AND (w.account_id = ${bill.agent.id} OR w.agent_path @> ARRAY[${bill.agent.id}]::bigint[])
          GROUP BY w.account_id ORDER BY w.account_id`,
    );
    const list = members.map((m) => ({
      accountId: Number(m.account_id),
      username: m.username ?? '',
      wagers: Number(m.n),
      validStake: Number(m.v),
      loss: Number(m.loss),
      winningValidStake: Number(m.wv),
      losingValidStake: Number(m.lv),
      active: Number(m.v) >= activeMemberMinValidStake,
    }));
    const f: TeamFigures = {
      validStake: list.reduce((s, m) => s + m.validStake, 0),
      loss: list.reduce((s, m) => s + m.loss, 0),
      winningValidStake: list.reduce((s, m) => s + m.winningValidStake, 0),
      losingValidStake: list.reduce((s, m) => s + m.losingValidStake, 0),
      activeMembers: list.filter((m) => m.active).length,
    };
    const own = ownAmount(terms, f, bill.carryIn);
    const recomputed = {
      teamValidStake: f.validStake,
      teamLoss: f.loss,
      winningValidStake: f.winningValidStake,
      losingValidStake: f.losingValidStake,
      activeMembers: f.activeMembers,
      tier: own.tier,
      ownAmount: own.amount,
    };
    return {
      bill,
      terms,
      formula: formulaText(terms, f, bill.carryIn, own),
      members: list,
      recomputed,
      matches:
        recomputed.teamValidStake === bill.teamValidStake &&
        recomputed.teamLoss === bill.teamLoss &&
        recomputed.winningValidStake === bill.winningValidStake &&
        recomputed.losingValidStake === bill.losingValidStake &&
        recomputed.activeMembers === bill.activeMembers &&
        recomputed.tier === bill.tier &&
        recomputed.ownAmount === bill.ownAmount,
    };
  }

  /** Back office: hold, reject or re-issue a bill (audited). */
  async operatorAction(
    actor: Actor,
    id: number,
    action: 'hold' | 'reject' | 'reissue',
    note?: string,
  ): Promise<TAgentBill> {
    const from: Record<typeof action, TBillStatus[]> = {
      hold: ['pending', 'insufficientBalance', 'partiallyIssued'],
      reject: ['pending', 'insufficientBalance', 'held'],
      reissue: ['held', 'insufficientBalance', 'partiallyIssued', 'rejected'],
    };
    const to: Record<typeof action, TBillStatus> = {
      hold: 'held',
      reject: 'rejected',
      reissue: 'pending',
    };
    await this.db.transaction(async (tx) => {
      const [b] = await tx.select().from(agentBills).where(eq(agentBills.id, id)).for('update');
      if (!b) throw new AppError('BILL_NOT_FOUND', errorMessages.BILL_NOT_FOUND.en);
      // A rejected bill that already paid something cannot be re-issued over it: it pays the rest.
      if (!from[action].includes(b.status) || (action === 'reject' && b.paidAmount > 0)) {
        throw new AppError('BILL_ACTION_NOT_ALLOWED', errorMessages.BILL_ACTION_NOT_ALLOWED.en, {
          status: b.status,
        });
      }
      await tx.update(agentBills).set({ status: to[action] }).where(eq(agentBills.id, id));
      await recordAudit(tx, actor, {
        action: `agent-bill.${action}`,
        targetType: 'agent-bill',
        targetId: String(id),
        before: { status: b.status },
        after: { status: to[action], ...(note ? { note } : {}) },
      });
    });
    if (action === 'reissue') await this.pay(id);
    return this.billFor(null, id);
  }
}

const billAgent = alias(accounts, 'bill_agent');
const billPayer = alias(accounts, 'bill_payer');

function billView(
  b: BillRow,
  agent: { id: number; username: string },
  payer: { id: number; username: string } | null,
  adjustments: TAgentBill['adjustments'],
): TAgentBill {
  return {
    id: b.id,
    contractId: b.contractId,
    kind: b.kind as TContractKind,
    agent,
    payer,
    periodKey: b.periodKey,
    periodStart: b.periodStart.toISOString(),
    periodEnd: b.periodEnd.toISOString(),
    currency: b.currency,
    teamValidStake: b.teamValidStake,
    teamLoss: b.teamLoss,
    winningValidStake: b.winningValidStake,
    losingValidStake: b.losingValidStake,
    activeMembers: b.activeMembers,
    tier: b.tier,
    carryIn: b.carryIn,
    ownAmount: b.ownAmount,
    downlineAmount: b.downlineAmount,
    adjustmentAmount: b.adjustmentAmount,
    adjustmentCarryIn: b.adjustmentCarryIn,
    payable: Math.max(0, b.payable),
    paidAmount: b.paidAmount,
    status: b.status,
    adjustments,
    computedAt: b.computedAt.toISOString(),
    paidAt: b.paidAt?.toISOString() ?? null,
  };
}
