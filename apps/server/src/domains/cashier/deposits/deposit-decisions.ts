import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { deposits, turnoverRequirements } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { LedgerService } from '../ledger/index.js';
import type { SettingsService } from '../../backoffice/settings/index.js';
import type { DepositRow } from './deposit-presenter.js';

/** Who decides: an operator (audited with their name) or a gateway callback. */
export interface Decider {
  actor: Actor;
  /** deposits.decided_by: the operator, or null for a gateway. */
  operatorId: number | null;
  /** The ledger's actor string: 'operator:<id>' or 'gateway:<id>'. */
  ledgerActor: string;
}

/**
 * Approving and rejecting deposits. The status change is guarded (`WHERE status = 'pending'`),
 * so of any number of concurrent deciders exactly one wins; the credit, the turnover
 * requirement and the audit entry commit in the same transaction as the status change.
 */
export class DepositDecisions {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
  ) {}

  /** pending -> approved, crediting the member's main wallet once. CONFLICT unless pending. */
  async approve(depositId: number, decider: Decider): Promise<DepositRow> {
    const current = await this.load(depositId);
    assertPending(current);
    // Ledger accounts and settings are read before the transaction: PGlite has one connection.
    const [wallet, transit, cashier] = await Promise.all([
      this.ledger.walletOf(current.accountId, 'main', current.currency),
      this.ledger.systemAccount('deposit_transit', current.currency),
      this.settings.get('cashier'),
    ]);
    const percent = cashier.withdrawal.depositTurnoverPercent;

    return this.db.transaction(async (tx) => {
      const [won] = await tx
        .update(deposits)
        .set({
          status: 'approved',
          decidedAt: sql`now()`,
          decidedBy: decider.operatorId,
          updatedAt: sql`now()`,
        })
        .where(and(eq(deposits.id, depositId), eq(deposits.status, 'pending')))
        .returning();
      if (!won) throw notPending(depositId);
      const posted = await this.ledger.postTransfer(
        {
          idempotencyKey: `deposit:${depositId}:credit`,
          reason: 'deposit',
          reference: `deposit:${depositId}`,
          legs: [
            { accountId: transit.id, amount: -won.amount },
            { accountId: wallet.id, amount: won.amount },
          ],
          actor: decider.ledgerActor,
          metadata: { referenceCode: won.referenceCode },
        },
        { tx },
      );
      const [approved] = await tx
        .update(deposits)
        .set({ ledgerTransferId: posted.transferId })
        .where(eq(deposits.id, depositId))
        .returning();
      if (percent > 0) {
        await tx.insert(turnoverRequirements).values({
          accountId: won.accountId,
          source: 'deposit',
          sourceId: depositId,
          required: turnoverFor(won.amount, percent),
        });
      }
      await recordAudit(tx, decider.actor, {
        action: 'deposit.approve',
        targetType: 'deposit',
        targetId: String(depositId),
        before: { status: 'pending' },
        after: {
          status: 'approved',
          amount: won.amount,
          currency: won.currency,
          accountId: won.accountId,
          ledgerTransferId: posted.transferId,
        },
      });
      return approved!;
    });
  }

  /** pending -> rejected with a reason; nothing moves. CONFLICT unless pending. */
  async reject(depositId: number, reason: string, decider: Decider): Promise<DepositRow> {
    assertPending(await this.load(depositId));
    return this.db.transaction(async (tx) => {
      const [rejected] = await tx
        .update(deposits)
        .set({
          status: 'rejected',
          reason,
          decidedAt: sql`now()`,
          decidedBy: decider.operatorId,
          updatedAt: sql`now()`,
        })
        .where(and(eq(deposits.id, depositId), eq(deposits.status, 'pending')))
        .returning();
      if (!rejected) throw notPending(depositId);
      await recordAudit(tx, decider.actor, {
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: String(depositId),
        before: { status: 'pending' },
        after: { status: 'rejected', reason, amount: rejected.amount },
      });
      return rejected;
    });
  }

  private async load(depositId: number): Promise<DepositRow> {
    const [row] = await this.db.select().from(deposits).where(eq(deposits.id, depositId));
    if (!row) throw new AppError('NOT_FOUND', `Deposit ${depositId} does not exist`);
    return row;
  }
}

/** required = amount × percent / 100, rounded down, in exact integer arithmetic. */
export function turnoverFor(amount: number, percent: number): number {
  const required = (BigInt(amount) * BigInt(percent)) / 100n;
  return required > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(required);
}

function assertPending(row: DepositRow): void {
  if (row.status !== 'pending') throw notPending(row.id, row.status);
}

function notPending(id: number, status?: string): AppError {
  return new AppError('CONFLICT', `Deposit ${id} is no longer pending`, status ? { status } : {});
}
