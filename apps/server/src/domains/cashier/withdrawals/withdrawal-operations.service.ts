import { WITHDRAWAL_TRANSITIONS, type TAdminWithdrawal, type TWithdrawalStep } from '@lw/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { withdrawals } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { publish } from '../../../platform/events/publish.js';
import type { LiveNotifier } from '../../../platform/live-notifier.js';
import type { LedgerService } from '../ledger/index.js';
import type { TransferRequest } from '../ledger/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { PAYOUT_PURPOSE, withdrawalKeys, withdrawalReference } from './withdrawal-ledger.js';
import { takeWithdrawalStep, type Tx, type WithdrawalRow } from './withdrawal-transition.js';
import { presentAdminWithdrawal, withdrawalViewById } from './withdrawal-views.js';

/** Key of the transaction-level advisory lock that lets one process run the auto-receipt job. */
const AUTO_RECEIPT_LOCK = 74_201;

const minutesFromNow = (minutes: number, now = new Date()) =>
  new Date(now.getTime() + minutes * 60_000);

/**
 * The operator's side of the withdrawal lifecycle. Every step is a step of the state machine
 * (`WITHDRAWAL_TRANSITIONS`, taken by `takeWithdrawalStep`'s guarded update), its money moves in
 * the same transaction with keys derived from the withdrawal, and it is audited there too. Once
 * committed, the member's open pages hear the new status (`withdrawal.status`).
 */
export class WithdrawalOperationsService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly ledger: LedgerService,
    private readonly notify: LiveNotifier,
  ) {}

  async get(id: number): Promise<TAdminWithdrawal> {
    const view = await withdrawalViewById(this.db, id);
    if (!view) throw new AppError('NOT_FOUND', 'Withdrawal not found');
    return presentAdminWithdrawal(view);
  }

  /** The proof image the member sent with "not received". */
  async proof(id: number): Promise<{ bytes: Buffer; mime: string }> {
    const [row] = await this.db
      .select({ bytes: withdrawals.proofImage, mime: withdrawals.proofMime })
      .from(withdrawals)
      .where(eq(withdrawals.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'Withdrawal not found');
    if (!row.bytes || !row.mime) throw new AppError('NOT_FOUND', 'No proof image');
    return { bytes: row.bytes, mime: row.mime };
  }

  /** requested -> approved. */
  approve(id: number, actor: Actor): Promise<TAdminWithdrawal> {
    return this.step(id, actor, 'approve', async (tx) =>
      takeWithdrawalStep(tx, id, 'approve', {
        approvedAt: new Date(),
        decidedBy: actor.operatorId,
      }),
    );
  }

  /** requested -> rejected, the held money back to the main wallet. */
  reject(id: number, reason: string, actor: Actor): Promise<TAdminWithdrawal> {
    return this.refund(id, 'reject', reason, actor);
  }

  /**
   * approved -> rejected: the payout cannot be made (the bank refused it, say); the held money
   * back to the main wallet. A step of its own, not `reject`: a reject racing an approval must
   * lose, not undo it.
   */
  cancelPayout(id: number, reason: string, actor: Actor): Promise<TAdminWithdrawal> {
    return this.refund(id, 'cancelPayout', reason, actor);
  }

  private async refund(
    id: number,
    step: 'reject' | 'cancelPayout',
    reason: string,
    actor: Actor,
  ): Promise<TAdminWithdrawal> {
    const known = await this.load(id);
    const { main, transit } = await this.accountsOf(known);
    return this.step(id, actor, step, async (tx) => {
      const row = await takeWithdrawalStep(tx, id, step, {
        rejectedAt: new Date(),
        decidedBy: actor.operatorId,
        reason,
      });
      const refund = await this.ledger.postTransfer(
        {
          idempotencyKey: withdrawalKeys.refund(id),
          reason: 'withdrawal_reversal',
          reference: withdrawalReference(id),
          legs: [
            { accountId: transit, amount: -row.amount },
            { accountId: main, amount: row.amount },
          ],
          actor: operatorActor(actor),
          metadata: { reason },
        },
        { tx },
      );
      return this.setTransfers(tx, id, { refundTransferId: refund.transferId });
    });
  }

  /**
   * approved -> paid. `amountReceived` left for the member's bank; the rest (amountRemaining)
   * goes back to the main wallet at once, so nothing stays in transit.
   */
  async pay(id: number, amountReceived: number, actor: Actor): Promise<TAdminWithdrawal> {
    const known = await this.load(id);
    if (amountReceived < 1 || amountReceived > known.amount) {
      throw new AppError('VALIDATION_ERROR', 'amountReceived must be between 1 and the amount', {
        issues: [{ path: ['amountReceived'], message: `1 to ${known.amount}` }],
      });
    }
    const remaining = known.amount - amountReceived;
    const { main, transit, payout } = await this.accountsOf(known);
    const { withdrawal } = await this.settings.get('cashier');
    return this.step(id, actor, 'pay', async (tx) => {
      const now = new Date();
      await takeWithdrawalStep(tx, id, 'pay', {
        amountReceived,
        amountRemaining: remaining,
        paidAt: now,
        paidBy: actor.operatorId,
        confirmDeadline: minutesFromNow(withdrawal.autoReceiptMinutes, now),
      });
      const transfers: TransferRequest[] = [
        {
          idempotencyKey: withdrawalKeys.settle(id),
          reason: 'withdrawal',
          reference: withdrawalReference(id),
          legs: [
            { accountId: transit, amount: -amountReceived },
            { accountId: payout, amount: amountReceived },
          ],
          actor: operatorActor(actor),
        },
      ];
      if (remaining > 0) {
        transfers.push({
          idempotencyKey: withdrawalKeys.refund(id),
          reason: 'withdrawal_reversal',
          reference: withdrawalReference(id),
          legs: [
            { accountId: transit, amount: -remaining },
            { accountId: main, amount: remaining },
          ],
          actor: operatorActor(actor),
        });
      }
      const [settle, refund] = await this.ledger.postLinkedTransfers(transfers, { tx });
      await publish(tx, {
        type: 'withdrawal.paid',
        key: `account:${known.accountId}`,
        payload: {
          withdrawalId: id,
          accountId: known.accountId,
          amount: known.amount,
          amountReceived,
          currency: known.currency,
          operatorId: actor.operatorId,
        },
      });
      return this.setTransfers(tx, id, {
        settleTransferId: settle!.transferId,
        ...(refund ? { refundTransferId: refund.transferId } : {}),
      });
    });
  }

  /** not_received -> paid again (the operator re-sent the money); a new confirmation deadline. */
  async repay(id: number, actor: Actor): Promise<TAdminWithdrawal> {
    const { withdrawal } = await this.settings.get('cashier');
    return this.step(id, actor, 'repay', async (tx) => {
      const now = new Date();
      return takeWithdrawalStep(tx, id, 'repay', {
        paidAt: now,
        paidBy: actor.operatorId,
        confirmDeadline: minutesFromNow(withdrawal.autoReceiptMinutes, now),
      });
    });
  }

  /** not_received -> received by the operator's decision: forced, so never refunded. */
  forceReceived(id: number, actor: Actor): Promise<TAdminWithdrawal> {
    return this.step(id, actor, 'forceReceived', async (tx) =>
      takeWithdrawalStep(tx, id, 'forceReceived', {
        forcedReceived: true,
        confirmedAt: new Date(),
        decidedBy: actor.operatorId,
      }),
    );
  }

  /**
   * The auto-receipt job: paid withdrawals past their deadline become received (forced).
   * One process at a time (transaction advisory lock); answers the ids it moved.
   */
  async autoReceipt(now: Date = new Date()): Promise<number[]> {
    const { from, to } = WITHDRAWAL_TRANSITIONS.autoReceive;
    const moved = await this.db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(${AUTO_RECEIPT_LOCK}) AS locked`,
      );
      if (!lock?.locked) return [];
      // The step's guarded update over every due row at once: a member's confirmation or report
      // racing it wins the row or loses it whole.
      const rows = await tx
        .update(withdrawals)
        .set({ status: to, forcedReceived: true, confirmedAt: now, updatedAt: now })
        .where(and(eq(withdrawals.status, from), lte(withdrawals.confirmDeadline, now)))
        .returning({ id: withdrawals.id, accountId: withdrawals.accountId });
      for (const { id } of rows) {
        await recordAudit(tx, SYSTEM_ACTOR, {
          action: 'withdrawal.auto_received',
          targetType: 'withdrawal',
          targetId: String(id),
          before: { status: from },
          after: { status: to, forcedReceived: true },
        });
      }
      return rows;
    });
    for (const row of moved) {
      await this.notify(row.accountId, {
        type: 'withdrawal.status',
        withdrawalId: row.id,
        status: to,
      });
    }
    return moved.map((m) => m.id);
  }

  /**
   * Runs one step in a transaction, audits it, tells the member's pages once it is committed,
   * and answers the fresh view.
   */
  private async step(
    id: number,
    actor: Actor,
    step: TWithdrawalStep,
    body: (tx: Tx) => Promise<WithdrawalRow>,
  ): Promise<TAdminWithdrawal> {
    const after = await this.db.transaction(async (tx) => {
      // Locked first, so the audit's "before" is exactly what the guarded update replaced.
      const [before] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, id))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', 'Withdrawal not found');
      const changed = await body(tx);
      await recordAudit(tx, actor, {
        action: AUDIT_ACTIONS[step],
        targetType: 'withdrawal',
        targetId: String(id),
        before: auditable(before),
        after: auditable(changed),
      });
      return changed;
    });
    await this.notify(after.accountId, {
      type: 'withdrawal.status',
      withdrawalId: id,
      status: after.status,
    });
    return this.get(id);
  }

  private async setTransfers(
    tx: Tx,
    id: number,
    set: Partial<Pick<WithdrawalRow, 'refundTransferId' | 'settleTransferId'>>,
  ): Promise<WithdrawalRow> {
    const [row] = await tx.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
    return row!;
  }

  private async load(id: number): Promise<WithdrawalRow> {
    const [row] = await this.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'Withdrawal not found');
    return row;
  }

  /** Ledger accounts are found before the transaction (PGlite has one connection). */
  private async accountsOf(row: WithdrawalRow) {
    const [main, transit, payout] = [
      await this.ledger.walletOf(row.accountId, 'main', row.currency),
      await this.ledger.systemAccount('withdrawal_transit', row.currency),
      await this.ledger.systemAccount(PAYOUT_PURPOSE, row.currency),
    ];
    return { main: main.id, transit: transit.id, payout: payout.id };
  }
}

/** The audit log's action per operator step (names kept from before the table). */
const AUDIT_ACTIONS: Record<TWithdrawalStep, string> = {
  approve: 'withdrawal.approve',
  reject: 'withdrawal.reject',
  cancelPayout: 'withdrawal.cancel_payout',
  pay: 'withdrawal.pay',
  repay: 'withdrawal.repay',
  forceReceived: 'withdrawal.force_received',
  confirmReceived: 'withdrawal.confirm_received',
  reportNotReceived: 'withdrawal.report_not_received',
  autoReceive: 'withdrawal.auto_received',
};

const SYSTEM_ACTOR: Actor = { operatorId: null, username: null, ip: null, requestId: null };

const operatorActor = (actor: Actor) => `operator:${actor.operatorId ?? 'unknown'}`;

/** The row as the audit log keeps it: no image bytes. */
function auditable(row: WithdrawalRow): Record<string, unknown> {
  const { proofImage, ...rest } = row;
  return { ...rest, hasProof: proofImage !== null };
}
