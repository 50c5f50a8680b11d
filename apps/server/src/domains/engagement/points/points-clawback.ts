import { errorMessages } from '@lw/contracts';
import { eq, isNull, and } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { pointsAwards } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import { pointsWalletsOf } from './points-wallets.js';

/**
 * Takes back the points of a reversed deposit (a chargeback or a reversal the operator records:
 * the cashier has no reversal step or event yet, so the back office calls this). At most what the
 * wallet holds is taken (a member wallet never goes negative); the rest is the shortfall, shown
 * to the operator. Once per deposit: the award row's `clawed_back_at` is set by a guarded update,
 * and a second call answers the first result.
 */
export class PointsClawback {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  async clawback(depositId: number, reason: string, actor: Actor) {
    const [award] = await this.db
      .select()
      .from(pointsAwards)
      .where(eq(pointsAwards.depositId, depositId));
    if (!award)
      throw new AppError('DEPOSIT_POINTS_NOT_FOUND', errorMessages.DEPOSIT_POINTS_NOT_FOUND.en);
    if (award.clawedBackAt) return result(award, true);
    const wallets = await pointsWalletsOf(this.ledger, award.accountId);
    // Read before the transaction (the ledger's own read); a spend racing in between makes the
    // transfer refuse (INSUFFICIENT_FUNDS, 409) and nothing is taken: the operator tries again.
    const balance = await this.ledger.balanceOf(wallets.points);
    const take = Math.min(award.points, balance);
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(pointsAwards)
        .set({ clawedBack: take, clawbackReason: reason, clawedBackAt: this.clock.now() })
        .where(and(eq(pointsAwards.depositId, depositId), isNull(pointsAwards.clawedBackAt)))
        .returning();
      if (!claimed) {
        const [first] = await tx
          .select()
          .from(pointsAwards)
          .where(eq(pointsAwards.depositId, depositId));
        return result(first!, true);
      }
      if (take > 0) {
        const posted = await this.ledger.postTransfer(
          {
            idempotencyKey: `points:clawback:${depositId}`,
            reason: 'points_clawback',
            reference: `deposit:${depositId}`,
            legs: [
              { accountId: wallets.points, amount: -take },
              { accountId: wallets.issue, amount: take },
            ],
            actor: actor.operatorId !== null ? `operator:${actor.operatorId}` : 'system',
            metadata: { reason },
          },
          { tx },
        );
        await tx
          .update(pointsAwards)
          .set({ clawbackTransferId: posted.transferId })
          .where(eq(pointsAwards.depositId, depositId));
      }
      await recordAudit(tx, actor, {
        action: 'points.clawback',
        targetType: 'deposit',
        targetId: String(depositId),
        after: { earned: award.points, clawedBack: take, reason },
      });
      return result(claimed, false);
    });
  }
}

function result(award: typeof pointsAwards.$inferSelect, replayed: boolean) {
  const clawedBack = award.clawedBack ?? 0;
  return {
    depositId: award.depositId,
    earned: award.points,
    clawedBack,
    shortfall: award.points - clawedBack,
    replayed,
  };
}
