import { conversionOf, ZBonusTerms, type TBonusEndReason } from '@lw/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { bonuses } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { AppError } from '../../../platform/errors.js';
import type { LedgerService, TransferRequest } from '../ledger/index.js';
import type { MoneyGate } from '../money-gate/index.js';
import { standingRefusal } from '../member-standing/index.js';
import type { BonusRow } from './bonus-view.js';

export interface BonusMoneyDeps {
  ledger: LedgerService;
  gate: MoneyGate;
  clock: Clock;
}

const HOUR_MS = 3_600_000;

/**
 * The member's bonus wallet balance in `currency` (0 when the wallet does not exist yet); `lock`
 * holds the wallet for the caller's transaction (an ending decides its amounts on it).
 */
export async function bonusBalance(
  tx: Database,
  accountId: number,
  currency: string,
  lock = false,
): Promise<number> {
  const rows = await queryRows<{ balance: unknown }>(
    tx,
    sql`SELECT balance FROM ledger_accounts
         WHERE owner_type = 'account' AND owner_id = ${accountId} AND purpose = 'bonus'
           AND vendor = '' AND currency = ${currency}
         ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return Number(rows[0]?.balance ?? 0);
}

/**
 * Ends an active bonus (the caller holds `lockMemberBonuses`): `completed` converts
 * min(balance, maxConversion) of the bonus wallet to the main wallet and forfeits the rest;
 * `forfeited` and `expired` send the whole balance back to the house `promotion` account. Both
 * are ledger transfers keyed by the bonus, in the caller's transaction; the row update is
 * guarded by status, so a second ending finds nothing (null). The next queued bonus activates.
 */
export async function endBonus(
  tx: Database,
  deps: BonusMoneyDeps,
  bonusId: number,
  status: 'completed' | 'forfeited' | 'expired',
  reason: TBonusEndReason,
): Promise<BonusRow | null> {
  const [row] = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, bonusId), eq(bonuses.status, 'active')))
    .for('update');
  if (!row) return null;
  const accounts = deps.ledger.accountsIn(tx);
  const wallet = await accounts.walletOf(row.accountId, 'bonus', row.currency);
  const balance = await bonusBalance(tx, row.accountId, row.currency, true);
  const terms = ZBonusTerms.parse(row.terms);
  const converted = status === 'completed' ? conversionOf(terms, row.amount, balance) : 0;
  const forfeited = balance - converted;
  const transfers: TransferRequest[] = [];
  const reference = `bonus:${row.id}`;
  if (converted > 0) {
    const main = await accounts.walletOf(row.accountId, 'main', row.currency);
    transfers.push({
      idempotencyKey: `bonus:${row.id}:convert`,
      reason: 'bonus_release',
      reference,
      legs: [
        { accountId: wallet.id, amount: -converted },
        { accountId: main.id, amount: converted },
      ],
    });
  }
  if (forfeited > 0) {
    const house = await accounts.systemAccount('promotion', row.currency);
    transfers.push({
      idempotencyKey: `bonus:${row.id}:forfeit`,
      reason: 'bonus_forfeit',
      reference,
      legs: [
        { accountId: wallet.id, amount: -forfeited },
        { accountId: house.id, amount: forfeited },
      ],
      metadata: { status, reason },
    });
  }
  if (transfers.length > 0) await deps.ledger.postLinkedTransfers(transfers, { tx });
  const [ended] = await tx
    .update(bonuses)
    .set({
      status,
      endReason: reason,
      endedAt: deps.clock.now(),
      convertedAmount: converted,
      forfeitedAmount: forfeited,
      version: sql`${bonuses.version} + 1`,
    })
    .where(eq(bonuses.id, row.id))
    .returning();
  await activateNext(tx, deps, row.accountId, row.currency);
  return ended!;
}

/**
 * Activates the member's oldest queued bonus in `currency` when none is active (the caller holds
 * the lock): its money arrives from `promotion` and its wagering clock starts now. A member who
 * may receive no bonus now (an exclusion, a lock) has the queued bonuses forfeited instead, with
 * nothing moved (a queued bonus never held money).
 */
export async function activateNext(
  tx: Database,
  deps: BonusMoneyDeps,
  accountId: number,
  currency: string,
): Promise<BonusRow | null> {
  for (;;) {
    const [next] = await tx
      .select()
      .from(bonuses)
      .where(
        and(
          eq(bonuses.accountId, accountId),
          eq(bonuses.currency, currency),
          eq(bonuses.status, 'queued'),
        ),
      )
      .orderBy(asc(bonuses.id))
      .limit(1)
      .for('update');
    if (!next) return null;
    const now = deps.clock.now();
    const refused = await refusal(tx, deps, next, now);
    if (refused) {
      await tx
        .update(bonuses)
        .set({
          status: 'forfeited',
          endReason: 'restricted',
          endedAt: now,
          version: sql`${bonuses.version} + 1`,
        })
        .where(eq(bonuses.id, next.id));
      continue;
    }
    return activate(tx, deps, next, now);
  }
}

/** Moves a bonus's money in and starts its wagering window (status active). */
export async function activate(
  tx: Database,
  deps: BonusMoneyDeps,
  row: BonusRow,
  now: Date,
): Promise<BonusRow> {
  const terms = ZBonusTerms.parse(row.terms);
  const accounts = deps.ledger.accountsIn(tx);
  const wallet = await accounts.walletOf(row.accountId, 'bonus', row.currency);
  const house = await accounts.systemAccount('promotion', row.currency);
  await deps.ledger.postTransfer(
    {
      idempotencyKey: `bonus:${row.id}:grant`,
      reason: 'bonus_grant',
      reference: `bonus:${row.id}`,
      legs: [
        { accountId: house.id, amount: -row.amount },
        { accountId: wallet.id, amount: row.amount },
      ],
      metadata: { source: `${row.sourceKind}:${row.sourceId}` },
    },
    { tx },
  );
  const [active] = await tx
    .update(bonuses)
    .set({
      status: 'active',
      activatedAt: now,
      wagerEndsAt: new Date(now.getTime() + terms.wagerWindowHours * HOUR_MS),
      version: sql`${bonuses.version} + 1`,
    })
    .where(eq(bonuses.id, row.id))
    .returning();
  // Nothing to wager (a multiple of 0): it converts at once.
  if (active!.requirement === 0) {
    return (await endBonus(tx, deps, active!.id, 'completed', 'requirement_met')) ?? active!;
  }
  return active!;
}

function refusal(
  tx: Database,
  deps: BonusMoneyDeps,
  row: BonusRow,
  at: Date,
): Promise<AppError | null> {
  return standingRefusal(tx, deps.gate, {
    accountId: row.accountId,
    amount: row.amount,
    currency: row.currency,
    at,
    key: `bonus:${row.id}:activate`,
  });
}
