import { POINTS_CURRENCY } from '../../cashier/ledger/index.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { Clock } from '../../../platform/clock.js';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { pointsAwards } from '../../../db/schema/index.js';
import type { StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';
import { standingRefusal } from '../../cashier/member-standing/index.js';
import { loadPointsConfig } from './points-config.js';
import { pointsForDeposit, tierOf } from './points-rules.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const POINTS_EARN_CONSUMER = 'engagement.points-earn';

interface Approved {
  depositId: number;
  accountId: number;
  amount: number;
  currency: string;
}

/**
 * Points on approved deposits: one `points_awards` row per deposit (keyed by it: a replayed or
 * duplicated `deposit.approved` earns nothing more) and its ledger transfer from `points_issue`
 * to the member's points wallet (key `points:earn:<deposit>`), in the batch's transaction, so
 * the award and the position commit together. A member whose standing refuses rewards (excluded,
 * locked, …) at that moment earns 0 (the row says why).
 */
export function pointsEarnConsumer(deps: {
  ledger: LedgerService;
  moneyGate: MoneyGate;
  clock: Clock;
}): EventConsumer {
  return {
    name: POINTS_EARN_CONSUMER,
    types: ['deposit.approved'],
    handle: async (tx, events: readonly StoredEvent[]) => {
      const config = await loadPointsConfig(tx);
      for (const event of events) await earn(tx, deps, config, event.payload as Approved);
    },
  };
}

async function earn(
  tx: Database,
  deps: { ledger: LedgerService; moneyGate: MoneyGate; clock: Clock },
  config: Awaited<ReturnType<typeof loadPointsConfig>>,
  deposit: Approved,
): Promise<void> {
  const tier = tierOf(config, deposit.amount);
  let points = pointsForDeposit(config, deposit.amount);
  const refused =
    points > 0
      ? await standingRefusal(tx, deps.moneyGate, {
          accountId: deposit.accountId,
          amount: deposit.amount,
          currency: deposit.currency,
          at: deps.clock.now(),
          key: `points:earn:${deposit.depositId}`,
        })
      : null;
  if (refused) points = 0;
  const [award] = await tx
    .insert(pointsAwards)
    .values({
      depositId: deposit.depositId,
      accountId: deposit.accountId,
      depositAmount: deposit.amount,
      currency: deposit.currency,
      points,
      ratioPoints: tier?.ratioPoints ?? 0,
      ratioAmount: tier?.ratioAmount ?? 0,
      note: refused ? refused.code : tier ? null : 'no tier',
    })
    .onConflictDoNothing()
    .returning({ depositId: pointsAwards.depositId });
  if (!award || points === 0) return;
  const accounts = deps.ledger.accountsIn(tx);
  const [issue, wallet] = await Promise.all([
    accounts.systemAccount('points_issue', POINTS_CURRENCY),
    accounts.walletOf(deposit.accountId, 'points', POINTS_CURRENCY),
  ]);
  const posted = await deps.ledger.postTransfer(
    {
      idempotencyKey: `points:earn:${deposit.depositId}`,
      reason: 'points_earn',
      reference: `deposit:${deposit.depositId}`,
      legs: [
        { accountId: issue.id, amount: -points },
        { accountId: wallet.id, amount: points },
      ],
      actor: 'system',
      metadata: { depositAmount: deposit.amount, currency: deposit.currency },
    },
    { tx },
  );
  await tx
    .update(pointsAwards)
    .set({ ledgerTransferId: posted.transferId })
    .where(eq(pointsAwards.depositId, deposit.depositId));
}
