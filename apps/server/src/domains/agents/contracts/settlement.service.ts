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
import { accounts, agentBillAdjustments, agentBills } from '../../../db/schema/index.js';
import type { Actor } from '../../../platform/audit-log.js';
import { recordAudit } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AgentScope } from '../agent-scope/index.js';
import { SETTLED_WAGERS_CONSUMER } from '../../cashier/settled-wagers/index.js';
import { BillRecomputer, minRound, type BillRow } from './bill-recompute.js';
import { formulaText, ownAmount, type TeamFigures } from './contract-rules.js';
import { periodOf, type Period } from './contract-periods.js';
import { lateCorrections, lateWagers } from './late-corrections.js';
import { figuresOf, periodCondition, teamFigures } from './team-figures.js';

/** Bills paid in one transaction (one linked ledger call). */
const PAY_CHUNK = 500;

interface Holder {
  contractId: number;
  agentId: number;
  uplineId: number | null;
  depth: number;
  terms: TContractTerms;
}

/**
 * Settlement of agent contracts (issue 25 item 4): one bill per (contract, period), computed once
 * from the settled-wager read model, paid through the ledger by the payer (the platform for the
 * top contracted layer, the upline for everyone below it), uplines first. Several runners or a
 * restart never pay twice: the bill's unique key, a row lock and the ledger's idempotency key
 * `agent-bill:<id>:<paid before>`. Bills are made under the kind's advisory lock, and a change of
 * a billed period that reaches the read model later becomes a line of the agent's next bill
 * (`late-corrections.ts`).
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
    if (holders.length > 0) await this.makeBills(kind, p, holders, currency, tz);
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
   * Computes and inserts the period's bills under the kind's billing lock (a transaction advisory
   * lock): a second runner waits, then finds the bills made and makes none, so each late
   * correction becomes exactly one line. The read model's position is read before the figures:
   * whatever changes after it is a late change for the next bill to find.
   */
  private async makeBills(
    kind: TContractKind,
    p: Period,
    holders: Holder[],
    currency: string,
    tz: string,
  ): Promise<void> {
    const { activeMemberMinValidStake } = await this.settings.get('agentContracts');
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`agent-bills:${kind}`}, 0))`,
      );
      const existing = await tx
        .select({ contractId: agentBills.contractId })
        .from(agentBills)
        .where(and(eq(agentBills.kind, kind), eq(agentBills.periodKey, p.key)));
      const billed = new Set(existing.map((e) => e.contractId));
      const todo = holders.filter((h) => !billed.has(h.contractId));
      if (todo.length === 0) return;
      const now = this.clock.now();
      const [seen] = await queryRows<{ position: string }>(
        tx,
        sql`SELECT position FROM consumer_positions WHERE name = ${SETTLED_WAGERS_CONSUMER}`,
      );
      const seenPosition = Number(seen?.position ?? 0);
      const recompute = new BillRecomputer(tx, tz, activeMemberMinValidStake);
      for (const h of todo) recompute.remember(h.contractId, h.terms);
      const figures = await teamFigures(
        tx,
        p,
        todo.map((h) => ({ agentId: h.agentId, minRound: minRound(h.terms) })),
        currency,
        activeMemberMinValidStake,
      );
      // Dividends carry from the previous bill recomputed now (one figures query for them all).
      const carrying = todo.filter((h) => h.terms.kind === 'dividend' && h.terms.carryOver);
      await recompute.prime(
        await recompute.previousBills(
          carrying.map((h) => h.contractId),
          p,
        ),
      );
      const ids = todo.map((h) => h.agentId);
      // The agent's latest earlier bill of the kind: its negative remainder (a clawback larger
      // than that bill) carries on until a bill absorbs it.
      const latest = await queryRows<{ agent_id: string; payable: string }>(
        tx,
        sql`SELECT DISTINCT ON (agent_id) agent_id, payable FROM agent_bills
            WHERE kind = ${kind} AND agent_id = ANY(${`{${ids.join(',')}}`}::bigint[])
              AND period_start < ${p.start.toISOString()}::timestamptz
            ORDER BY agent_id, period_start DESC, id DESC`,
      );
      const remainderOf = new Map(latest.map((r) => [Number(r.agent_id), Number(r.payable)]));
      const adjustments = await lateCorrections(tx, kind, p, ids, currency, tz, recompute);

      for (const h of todo) {
        const f = figuresOf(figures, h.agentId);
        const carryIn = await recompute.carryInto(h.contractId, h.terms, p);
        const own = ownAmount(h.terms, f, carryIn);
        const lines = adjustments.get(h.agentId) ?? [];
        const adjustmentAmount = lines.reduce((s, l) => s + l.amount, 0);
        const adjustmentCarryIn = Math.min(0, remainderOf.get(h.agentId) ?? 0);
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
            seenPosition,
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
   * Recomputes a bill from the wagers, member by member, with the contract's formula (a
   * dividend's carry-in from the previous bill recomputed too). `matches` is true when the
   * recomputation equals the stored bill to the minor unit. Late changes are explained from
   * their wagers: those of this bill's period changed after it was billed (carried by later
   * bills' lines, or pending for the next one), and for each of this bill's adjustment lines the
   * earlier period's bill recomputed now with the wagers that changed after it.
   */
  async explain(scope: AgentScope | null, id: number): Promise<TAgentBillExplain> {
    const bill = await this.billFor(scope, id);
    const tz = await this.timeZone();
    const { activeMemberMinValidStake } = await this.settings.get('agentContracts');
    const recompute = new BillRecomputer(this.db, tz, activeMemberMinValidStake);
    const terms = await recompute.termsOf(bill.contractId);
    const p = periodOf(terms.period, new Date(bill.periodStart), tz);
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
    const carryIn = await recompute.carryInto(bill.contractId, terms, p);
    const own = ownAmount(terms, f, carryIn);
    const recomputed = {
      teamValidStake: f.validStake,
      teamLoss: f.loss,
      winningValidStake: f.winningValidStake,
      losingValidStake: f.losingValidStake,
      activeMembers: f.activeMembers,
      tier: own.tier,
      carryIn,
      ownAmount: own.amount,
    };
    const [row] = await this.db.select().from(agentBills).where(eq(agentBills.id, id));
    const [later] = await this.db
      .select({ s: sql<string>`coalesce(sum(${agentBillAdjustments.amount}), 0)` })
      .from(agentBillAdjustments)
      .where(eq(agentBillAdjustments.forBillId, id));
    const carriedLater = Number(later?.s ?? 0);
    const adjustments = [];
    for (const line of bill.adjustments) {
      const [earlier] = await this.db
        .select()
        .from(agentBills)
        .where(eq(agentBills.id, line.forBillId));
      adjustments.push({
        ...line,
        recomputedOwn: (await recompute.truth(earlier!)).own.amount,
        wagers: await lateWagers(this.db, earlier!),
      });
    }
    return {
      bill,
      terms,
      formula: formulaText(terms, f, carryIn, own),
      members: list,
      recomputed,
      matches:
        recomputed.teamValidStake === bill.teamValidStake &&
        recomputed.teamLoss === bill.teamLoss &&
        recomputed.winningValidStake === bill.winningValidStake &&
        recomputed.losingValidStake === bill.losingValidStake &&
        recomputed.activeMembers === bill.activeMembers &&
        recomputed.tier === bill.tier &&
        recomputed.carryIn === bill.carryIn &&
        recomputed.ownAmount === bill.ownAmount,
      lateWagers: await lateWagers(this.db, row!),
      carriedLater,
      pendingLate: own.amount - bill.ownAmount - carriedLater,
      adjustments,
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
