import { DEPOSIT_TRANSITIONS, percentOf, type TDepositStep } from '@lw/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { deposits, turnoverRequirements } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { publish } from '../../../platform/events/publish.js';
import type { LiveNotifier } from '../../../platform/live-notifier.js';
import type { LedgerService } from '../ledger/index.js';
import type { Clock } from '../../../platform/clock.js';
import { restrictionError, type MoneyGate } from '../money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
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
 * Approving and rejecting deposits, steps of `DEPOSIT_TRANSITIONS`. The status change is one
 * guarded update (`WHERE status = from`), so of any number of concurrent deciders exactly one
 * wins and every other gets DEPOSIT_ALREADY_DECIDED with the current status; the credit, the
 * turnover requirement, the audit entry and the `deposit.approved` event commit in the same
 * transaction as the status change.
 * Once committed, the member's open pages hear the new status (`deposit.status`).
 */
export class DepositDecisions {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly notify: LiveNotifier,
    private readonly rg: { moneyGate: MoneyGate; clock: Clock },
  ) {}

  /** pending -> approved, crediting the member's main wallet once. */
  async approve(depositId: number, decider: Decider): Promise<DepositRow> {
    const current = await this.load(depositId);
    assertAt(current, 'approve');
    // Ledger accounts and settings are read before the transaction: PGlite has one connection.
    const [wallet, transit, cashier] = await Promise.all([
      this.ledger.walletOf(current.accountId, 'main', current.currency),
      this.ledger.systemAccount('deposit_transit', current.currency),
      this.settings.get('cashier'),
    ]);
    const percent = cashier.withdrawal.depositTurnoverPercent;

    const decided = await this.db.transaction(async (tx) => {
      const [won] = await tx
        .update(deposits)
        .set({
          status: DEPOSIT_TRANSITIONS.approve.to,
          decidedAt: sql`now()`,
          decidedBy: decider.operatorId,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(deposits.id, depositId), eq(deposits.status, DEPOSIT_TRANSITIONS.approve.from)),
        )
        .returning();
      if (!won) throw await this.alreadyDecided(tx, depositId, 'approve');
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
      // After the wallet's lock (the wager core's order); a refusal rolls the credit back.
      const refusal = await this.rg.moneyGate.admit(tx, {
        accountId: won.accountId,
        path: 'deposit',
        amount: won.amount,
        currency: won.currency,
        at: this.rg.clock.now(),
        key: `deposit:${depositId}:credit`,
      });
      if (refusal) throw restrictionError(refusal);
      const [approved] = await tx
        .update(deposits)
        .set({ ledgerTransferId: posted.transferId })
        .where(eq(deposits.id, depositId))
        .returning();
      await publish(tx, {
        type: 'deposit.approved',
        key: `account:${won.accountId}`,
        payload: {
          depositId,
          accountId: won.accountId,
          amount: won.amount,
          currency: won.currency,
          ledgerTransferId: posted.transferId,
          operatorId: decider.operatorId,
        },
      });
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
    await this.told(decided);
    return decided;
  }

  /** pending -> rejected with a reason; nothing moves. */
  async reject(depositId: number, reason: string, decider: Decider): Promise<DepositRow> {
    assertAt(await this.load(depositId), 'reject');
    const decided = await this.db.transaction(async (tx) => {
      const [rejected] = await tx
        .update(deposits)
        .set({
          status: DEPOSIT_TRANSITIONS.reject.to,
          reason,
          decidedAt: sql`now()`,
          decidedBy: decider.operatorId,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(deposits.id, depositId), eq(deposits.status, DEPOSIT_TRANSITIONS.reject.from)),
        )
        .returning();
      if (!rejected) throw await this.alreadyDecided(tx, depositId, 'reject');
      await recordAudit(tx, decider.actor, {
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: String(depositId),
        before: { status: 'pending' },
        after: { status: 'rejected', reason, amount: rejected.amount },
      });
      return rejected;
    });
    await this.told(decided);
    return decided;
  }

  /** The member's open pages hear the decision, after its commit. */
  private told(row: DepositRow): Promise<void> {
    return this.notify(row.accountId, {
      type: 'deposit.status',
      depositId: row.id,
      status: row.status,
    });
  }

  /** Why the guarded update changed nothing: gone, or decided by someone else first. */
  private async alreadyDecided(tx: Tx, depositId: number, step: TDepositStep): Promise<AppError> {
    const [row] = await tx
      .select({ status: deposits.status })
      .from(deposits)
      .where(eq(deposits.id, depositId));
    if (!row) return new AppError('NOT_FOUND', `Deposit ${depositId} does not exist`);
    return alreadyDecided(depositId, step, row.status);
  }

  private async load(depositId: number): Promise<DepositRow> {
    const [row] = await this.db.select().from(deposits).where(eq(deposits.id, depositId));
    if (!row) throw new AppError('NOT_FOUND', `Deposit ${depositId} does not exist`);
    return row;
  }
}

/**
 * required = percent % of the amount, rounded down (never more than the rate asks), exact; in
 * bigint, as up to 10,000 % of a large deposit passes the safe range, where it is capped.
 */
export function turnoverFor(amount: number, percent: number): number {
  const required = percentOf(BigInt(amount), percent, 'floor');
  return required > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(required);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Refuses early (before the ledger accounts are looked up) a step the record is not at. */
function assertAt(row: DepositRow, step: TDepositStep): void {
  if (row.status !== DEPOSIT_TRANSITIONS[step].from) {
    throw alreadyDecided(row.id, step, row.status);
  }
}

function alreadyDecided(id: number, step: TDepositStep, status: string): AppError {
  const expected = DEPOSIT_TRANSITIONS[step].from;
  return new AppError('DEPOSIT_ALREADY_DECIDED', `Deposit ${id} is ${status}, not ${expected}`, {
    status,
    step,
    expected,
  });
}
