import { errorMessages, type TPointsRedemption } from '@lw/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, pointsRedemptions, pointsRewards } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import { presentRedemption } from './points-presenter.js';
import { pointsWalletsOf } from './points-wallets.js';

/**
 * The operator's decision on a reward redemption In Process: approve, or reject with the points
 * refunded in full ("store refund mode", key `points:refund:<id>`) and the stock given back. One
 * guarded update from `in_process`: of racing decisions one wins, the others answer
 * REDEMPTION_ALREADY_DECIDED and change nothing.
 */
export class RedemptionDecisions {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  async decide(
    id: number,
    step: 'approve' | 'reject',
    remark: string | undefined,
    actor: Actor,
  ): Promise<TPointsRedemption> {
    const [found] = await this.db
      .select()
      .from(pointsRedemptions)
      .where(eq(pointsRedemptions.id, id));
    if (!found || found.type !== 'reward') {
      throw new AppError('REDEMPTION_NOT_FOUND', errorMessages.REDEMPTION_NOT_FOUND.en);
    }
    const wallets = await pointsWalletsOf(this.ledger, found.accountId);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(pointsRedemptions)
        .set({
          status: step === 'approve' ? 'approved' : 'rejected',
          remark: remark ?? null,
          decidedBy: actor.operatorId,
          decidedAt: this.clock.now(),
        })
        .where(and(eq(pointsRedemptions.id, id), eq(pointsRedemptions.status, 'in_process')))
        .returning();
      if (!row) {
        throw new AppError(
          'REDEMPTION_ALREADY_DECIDED',
          errorMessages.REDEMPTION_ALREADY_DECIDED.en,
          {
            status: found.status,
          },
        );
      }
      if (step === 'reject') await this.refund(tx, row, wallets);
      await recordAudit(tx, actor, {
        action: `points-redemption.${step}`,
        targetType: 'points_redemption',
        targetId: String(id),
        before: { status: 'in_process' },
        after: { status: row.status, remark: row.remark },
      });
      const [reward] = row.rewardId
        ? await tx
            .select({ name: pointsRewards.name })
            .from(pointsRewards)
            .where(eq(pointsRewards.id, row.rewardId))
        : [];
      const [member] = await tx
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.id, row.accountId));
      const [done] = await tx.select().from(pointsRedemptions).where(eq(pointsRedemptions.id, id));
      return presentRedemption(done!, reward?.name ?? null, member?.username ?? '');
    });
  }

  private async refund(
    tx: Database,
    row: typeof pointsRedemptions.$inferSelect,
    wallets: { points: number; issue: number },
  ): Promise<void> {
    const posted = await this.ledger.postTransfer(
      {
        idempotencyKey: `points:refund:${row.id}`,
        reason: 'points_refund',
        reference: row.reference,
        legs: [
          { accountId: wallets.issue, amount: -row.points },
          { accountId: wallets.points, amount: row.points },
        ],
        actor: row.decidedBy !== null ? `operator:${row.decidedBy}` : 'system',
      },
      { tx },
    );
    await tx
      .update(pointsRedemptions)
      .set({ refundTransferId: posted.transferId })
      .where(eq(pointsRedemptions.id, row.id));
    if (row.rewardId !== null) {
      await tx
        .update(pointsRewards)
        .set({ stock: sql`${pointsRewards.stock} + 1` })
        .where(and(eq(pointsRewards.id, row.rewardId), sql`${pointsRewards.stock} IS NOT NULL`));
    }
  }
}
