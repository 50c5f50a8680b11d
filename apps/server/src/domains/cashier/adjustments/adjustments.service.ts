import type {
  TAdjustment,
  TAdjustmentPage,
  TCreateAdjustmentRequest,
  ZAdjustmentQuery,
} from '@lw/contracts';
import { ADJUSTMENT_TRANSITIONS, ZCreateAdjustmentRequest } from '@lw/contracts';
import { and, count, desc, eq, getTableColumns, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { accounts, manualAdjustments, operators } from '../../../db/schema/index.js';
import { systemClock, type Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { LedgerService } from '../ledger/index.js';
import type { SettingsService } from '../../site/settings/index.js';

type AdjustmentRow = typeof manualAdjustments.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The window over which one operator's adjustments for one member add up against the
 * maker-checker threshold, so a large amount cannot be split into small ones that post alone.
 */
export const MAKER_CHECKER_WINDOW_MS = 24 * 3_600_000;

/**
 * Manual balance adjustments with maker-checker. What one operator moves alone for one member
 * within MAKER_CHECKER_WINDOW_MS (credits and debits alike, by absolute amount) may add up to the
 * configured threshold and posts at once; an adjustment that would take it beyond waits for a
 * second operator (never the maker) to approve or reject.
 */
export class AdjustmentsService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly ledger: LedgerService,
    private readonly clock: Clock = systemClock,
  ) {}

  async create(input: TCreateAdjustmentRequest, actor: Actor): Promise<TAdjustment> {
    const request = ZCreateAdjustmentRequest.parse(input);
    const maker = requireOperator(actor);
    const cashier = await this.settings.get('cashier');
    // Found before the transaction (PGlite has one connection); refuses trial accounts.
    const legs = await this.accountsOf(request.accountId, request.wallet, cashier.currency);
    const id = await this.db.transaction(async (tx) => {
      // One maker's adjustments for one member are decided one at a time, so parallel requests
      // cannot each see the others' amounts missing.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`adjust:${maker}:${request.accountId}`}))`,
      );
      const earlier = await this.madeWith(tx, maker, request.requestId);
      if (earlier) return sameRequest(earlier, request);
      const now = this.clock.now();
      const alone = await this.postedAlone(tx, maker, request.accountId, now);
      const postNow = alone + Math.abs(request.amount) <= cashier.makerCheckerThreshold;
      const [row] = await tx
        .insert(manualAdjustments)
        .values({
          requestId: request.requestId,
          accountId: request.accountId,
          amount: request.amount,
          currency: cashier.currency,
          wallet: request.wallet,
          reason: request.reason,
          status: postNow ? 'posted' : 'pending_approval',
          requestedBy: maker,
          decidedAt: postNow ? now : null,
          createdAt: now,
        })
        // The same key for another member, sent at the same moment (the lock is per member).
        .onConflictDoNothing({
          target: [manualAdjustments.requestedBy, manualAdjustments.requestId],
        })
        .returning();
      if (!row) throw idempotencyConflict();
      const posted = postNow ? await this.post(tx, row, legs, actor) : row;
      await recordAudit(tx, actor, {
        action: 'adjustment.create',
        targetType: 'manual_adjustment',
        targetId: String(row.id),
        after: {
          ...posted,
          threshold: cashier.makerCheckerThreshold,
          postedAloneInWindow: alone,
        },
      });
      return row.id;
    });
    return this.get(id);
  }

  /**
   * The checker approves: pending -> posted and the money moves, in one transaction. A debit
   * the wallet cannot cover fails with INSUFFICIENT_FUNDS and the adjustment stays pending.
   */
  async approve(id: number, note: string | undefined, actor: Actor): Promise<TAdjustment> {
    const known = await this.checkable(id, actor);
    const legs = await this.accountsOf(known.accountId, known.wallet, known.currency);
    await this.db.transaction(async (tx) => {
      const row = await this.decide(tx, id, 'approve', note, actor);
      const posted = await this.post(tx, row, legs, actor);
      await recordAudit(tx, actor, {
        action: 'adjustment.approve',
        targetType: 'manual_adjustment',
        targetId: String(id),
        before: { status: 'pending_approval' },
        after: posted,
      });
    });
    return this.get(id);
  }

  async reject(id: number, note: string | undefined, actor: Actor): Promise<TAdjustment> {
    await this.checkable(id, actor);
    await this.db.transaction(async (tx) => {
      const row = await this.decide(tx, id, 'reject', note, actor);
      await recordAudit(tx, actor, {
        action: 'adjustment.reject',
        targetType: 'manual_adjustment',
        targetId: String(id),
        before: { status: 'pending_approval' },
        after: row,
      });
    });
    return this.get(id);
  }

  async get(id: number): Promise<TAdjustment> {
    const [item] = (await this.select(eq(manualAdjustments.id, id), 1, 0)).items;
    if (!item) throw new AppError('NOT_FOUND', 'Adjustment not found');
    return item;
  }

  async list(query: z.output<typeof ZAdjustmentQuery>): Promise<TAdjustmentPage> {
    const { page, pageSize } = query;
    const where = and(
      query.status ? eq(manualAdjustments.status, query.status) : undefined,
      query.accountId ? eq(manualAdjustments.accountId, query.accountId) : undefined,
    );
    const { items, total } = await this.select(where, pageSize, (page - 1) * pageSize);
    return { items, total, page, pageSize };
  }

  /** The adjustment `maker` made with this idempotency key, if any. */
  private async madeWith(tx: Tx, maker: number, requestId: string): Promise<AdjustmentRow | null> {
    const t = manualAdjustments;
    const [row] = await tx
      .select()
      .from(t)
      .where(and(eq(t.requestedBy, maker), eq(t.requestId, requestId)));
    return row ?? null;
  }

  /**
   * What `maker` moved alone (posted at once, without a checker) for the member within the
   * window before `now`: pending ones wait for a checker anyway, rejected ones moved nothing.
   */
  private async postedAlone(tx: Tx, maker: number, accountId: number, now: Date): Promise<number> {
    const t = manualAdjustments;
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(abs(${t.amount})), 0)::text` })
      .from(t)
      .where(
        and(
          eq(t.accountId, accountId),
          eq(t.requestedBy, maker),
          eq(t.status, 'posted'),
          isNull(t.decidedBy),
          gt(t.createdAt, new Date(now.getTime() - MAKER_CHECKER_WINDOW_MS)),
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** Pending, and the checker is not the maker. */
  private async checkable(id: number, actor: Actor): Promise<AdjustmentRow> {
    const checker = requireOperator(actor);
    const [row] = await this.db
      .select()
      .from(manualAdjustments)
      .where(eq(manualAdjustments.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'Adjustment not found');
    if (row.requestedBy === checker) {
      throw new AppError('SAME_OPERATOR_APPROVAL', 'A second operator must decide this', {
        requestedBy: row.requestedBy,
      });
    }
    return row;
  }

  /**
   * The checker's step (`ADJUSTMENT_TRANSITIONS`): one guarded update, so of racing decisions
   * exactly one wins and every other gets ADJUSTMENT_ALREADY_DECIDED with the current status.
   */
  private async decide(
    tx: Tx,
    id: number,
    step: 'approve' | 'reject',
    note: string | undefined,
    actor: Actor,
  ): Promise<AdjustmentRow> {
    const { from, to } = ADJUSTMENT_TRANSITIONS[step];
    const [row] = await tx
      .update(manualAdjustments)
      .set({
        status: to,
        decidedBy: actor.operatorId,
        decidedAt: this.clock.now(),
        decisionNote: note ?? null,
      })
      .where(and(eq(manualAdjustments.id, id), eq(manualAdjustments.status, from)))
      .returning();
    if (row) return row;
    const [current] = await tx
      .select({ status: manualAdjustments.status })
      .from(manualAdjustments)
      .where(eq(manualAdjustments.id, id));
    if (!current) throw new AppError('NOT_FOUND', 'Adjustment not found');
    throw new AppError('ADJUSTMENT_ALREADY_DECIDED', `The adjustment is ${current.status}`, {
      status: current.status,
      step,
      expected: from,
    });
  }

  /** Posts the money: the house adjustment account on the other side of the member's wallet. */
  private async post(
    tx: Tx,
    row: AdjustmentRow,
    legs: { wallet: number; house: number },
    actor: Actor,
  ): Promise<AdjustmentRow> {
    const transfer = await this.ledger.postTransfer(
      {
        idempotencyKey: `adjustment:${row.id}`,
        reason: 'adjustment',
        reference: `adjustment:${row.id}`,
        legs: [
          { accountId: legs.wallet, amount: row.amount },
          { accountId: legs.house, amount: -row.amount },
        ],
        actor: `operator:${actor.operatorId}`,
        metadata: { reason: row.reason, maker: row.requestedBy },
      },
      { tx },
    );
    const [updated] = await tx
      .update(manualAdjustments)
      .set({ ledgerTransferId: transfer.transferId })
      .where(eq(manualAdjustments.id, row.id))
      .returning();
    return updated!;
  }

  private async accountsOf(accountId: number, wallet: 'main' | 'bonus', currency: string) {
    const member = await this.ledger.walletOf(accountId, wallet, currency);
    const house = await this.ledger.systemAccount('adjustment', currency);
    return { wallet: member.id, house: house.id };
  }

  private async select(where: SQL | undefined, limit: number, offset: number) {
    const nameOf = (
      id: typeof manualAdjustments.requestedBy | typeof manualAdjustments.decidedBy,
    ) =>
      sql<
        string | null
      >`(SELECT ${operators.username} FROM ${operators} WHERE ${operators.id} = ${id})`;
    const rows = await this.db
      .select({
        ...getTableColumns(manualAdjustments),
        username: accounts.username,
        makerName: nameOf(manualAdjustments.requestedBy),
        checkerName: nameOf(manualAdjustments.decidedBy),
      })
      .from(manualAdjustments)
      .innerJoin(accounts, eq(accounts.id, manualAdjustments.accountId))
      .where(where)
      .orderBy(desc(manualAdjustments.id))
      .limit(limit)
      .offset(offset);
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: count() })
      .from(manualAdjustments)
      .where(where);
    const items: TAdjustment[] = rows.map(({ username, makerName, checkerName, ...row }) => ({
      id: row.id,
      accountId: row.accountId,
      username,
      amount: row.amount,
      currency: row.currency,
      wallet: row.wallet,
      reason: row.reason,
      status: row.status,
      requestedBy: row.requestedBy,
      requestedByUsername: makerName ?? '',
      decidedBy: row.decidedBy,
      decidedByUsername: checkerName ?? null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionNote: row.decisionNote,
      ledgerTransferId: row.ledgerTransferId,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items, total };
  }
}

function requireOperator(actor: Actor): number {
  if (actor.operatorId === null) throw new AppError('UNAUTHORIZED', 'Operator session missing');
  return actor.operatorId;
}

/** A replay answers the adjustment its key made; the key with another request is refused. */
function sameRequest(
  earlier: AdjustmentRow,
  request: { accountId: number; amount: number; wallet: string; reason: string },
): number {
  const same =
    earlier.accountId === request.accountId &&
    Number(earlier.amount) === request.amount &&
    earlier.wallet === request.wallet &&
    earlier.reason === request.reason;
  if (!same) throw idempotencyConflict();
  return earlier.id;
}

function idempotencyConflict(): AppError {
  return new AppError('IDEMPOTENCY_CONFLICT', 'requestId already used for another request');
}
