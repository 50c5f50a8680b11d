import { WITHDRAWAL_TRANSITIONS, type TWithdrawalStep } from '@lw/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { withdrawals } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Takes one step of the withdrawal state machine (`WITHDRAWAL_TRANSITIONS`): one guarded update
 * `SET status = to WHERE id = ? AND status = from`. Of racing steps on the same status exactly
 * one changes the row; every other one finds it moved on and gets WITHDRAWAL_ALREADY_DECIDED
 * with the current status, in a transaction that then rolls back whatever it did.
 * `owner` restricts a member's step to their own withdrawal (another's is NOT_FOUND).
 */
export async function takeWithdrawalStep(
  tx: Tx | Database,
  id: number,
  step: TWithdrawalStep,
  set: Partial<WithdrawalRow>,
  owner?: number,
): Promise<WithdrawalRow> {
  const { from, to } = WITHDRAWAL_TRANSITIONS[step];
  const [row] = await tx
    .update(withdrawals)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(identify(id, owner), eq(withdrawals.status, from)))
    .returning();
  if (row) return row;
  const [current] = await tx
    .select({ status: withdrawals.status, forced: withdrawals.forcedReceived })
    .from(withdrawals)
    .where(identify(id, owner));
  if (!current) throw new AppError('NOT_FOUND', 'Withdrawal not found');
  throw new AppError(
    'WITHDRAWAL_ALREADY_DECIDED',
    `The withdrawal is ${current.status}; ${step} needs ${from}`,
    { status: current.status, forcedReceived: current.forced, step, expected: from },
  );
}

function identify(id: number, owner: number | undefined): SQL | undefined {
  return and(
    eq(withdrawals.id, id),
    owner === undefined ? undefined : eq(withdrawals.accountId, owner),
  );
}
