import type { ZMyWithdrawalQuery } from '@lw/contracts';
import type { z } from 'zod';
import type {
  TCreateWithdrawalRequest,
  TMyWithdrawal,
  TMyWithdrawalPage,
  TNotReceivedRequest,
  TWithdrawInfo,
} from '@lw/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { withdrawals } from '../../../db/schema/index.js';
import type { PaymentPasswords } from '../../identity/accounts/index.js';
import { startOfDay, systemClock, type Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LiveNotifier } from '../../../platform/live-notifier.js';
import type { AccountRow } from '../../identity/accounts/index.js';
import type { BankAccountsService } from '../payout-accounts/index.js';
import { assertRealMoneyAccount } from '../payout-accounts/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { decodeProofImage } from './proof-image.js';
import {
  KYC_WITHDRAWAL_LEVEL,
  refuseWithoutKyc,
  todayUsage,
  turnoverRemaining,
  type KycLevels,
  type TurnoverSince,
} from './withdrawal-limits.js';
import { withdrawalKeys, withdrawalReference } from './withdrawal-ledger.js';
import { takeWithdrawalStep, type WithdrawalRow } from './withdrawal-transition.js';
import {
  presentMyWithdrawal,
  selectWithdrawalViews,
  withdrawalViewById,
} from './withdrawal-views.js';

/** The bonus wallet's withdrawal rule (cashier/bonus-wallet; a no-op where none is wired). */
export interface BonusOnWithdrawal {
  forfeitOnWithdrawal(tx: Database, accountId: number, currency: string): Promise<void>;
}
const noBonusForfeit: BonusOnWithdrawal = { forfeitOnWithdrawal: async () => {} };

/** The member's side of withdrawals (spec §2 withdraw, §3 withdrawal receipt, §4 paid out). */
export class WithdrawalsService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly ledger: LedgerService,
    private readonly paymentPasswords: PaymentPasswords,
    /** Members' payout accounts: a withdrawal goes to one of them. */
    private readonly bankAccounts: BankAccountsService,
    /** The member's turnover since a time, which the products count (wired in app.ts). */
    private readonly turnoverSince: TurnoverSince,
    /** Tells the member's open pages a status changed. */
    private readonly notify: LiveNotifier,
    /** "Today" of the daily limits: midnight to midnight in cashier.timeZone on this clock. */
    /** KYC levels: a withdrawal above cashier.kycWithdrawal's amount needs level 1. */
    private readonly kyc: KycLevels,
    private readonly clock: Clock = systemClock,
    /** Issue 26: a withdrawal request forfeits an active bonus whose terms say so. */
    private readonly bonusOnWithdrawal: BonusOnWithdrawal = noBonusForfeit,
  ) {}

  /** Limits, today's usage and the turnover left, for the withdraw page. */
  async info(account: AccountRow): Promise<TWithdrawInfo> {
    assertRealMoneyAccount(account);
    const cashier = await this.settings.get('cashier');
    const main = await this.ledger.walletOf(account.id, 'main', cashier.currency);
    const [balance, usage, turnover, bankAccounts] = [
      await this.ledger.balanceOf(main.id),
      await todayUsage(this.db, account.id, startOfDay(this.clock.now(), cashier.timeZone)),
      await turnoverRemaining(this.db, account.id, this.turnoverSince),
      await this.bankAccounts.list(account.id),
    ];
    const w = cashier.withdrawal;
    const kyc = cashier.kycWithdrawal;
    const kycNeededAbove =
      kyc.enabled && (await this.kyc.levelOf(account.id)) < KYC_WITHDRAWAL_LEVEL
        ? kyc.aboveAmount
        : null;
    return {
      currency: cashier.currency,
      balance,
      minAmount: w.minAmount,
      maxAmount: w.maxAmount,
      dailyCount: w.dailyCount,
      dailyAmount: w.dailyAmount,
      usedCountToday: usage.count,
      usedAmountToday: usage.amount,
      turnoverRemaining: turnover,
      hasPaymentPassword: account.paymentPasswordHash !== null,
      hasRealName: Boolean(account.realName?.trim()),
      bankAccounts,
      kycNeededAbove,
    };
  }

  /**
   * Requests a withdrawal: the row and the hold (main -> withdrawals in transit) in one
   * transaction. The member's row lock serialises a member's requests, so the daily limits
   * cannot be raced; the ledger refuses an overdraw. The same requestId answers the first result.
   */
  async request(account: AccountRow, input: TCreateWithdrawalRequest): Promise<TMyWithdrawal> {
    assertRealMoneyAccount(account);
    await this.paymentPasswords.check(account, input.paymentPassword);
    const cashier = await this.settings.get('cashier');
    const limits = cashier.withdrawal;
    if (input.amount < limits.minAmount || input.amount > limits.maxAmount) {
      throw new AppError('WITHDRAWAL_AMOUNT_OUT_OF_RANGE', 'Amount outside the allowed range', {
        min: limits.minAmount,
        max: limits.maxAmount,
      });
    }
    // Ledger accounts are found or created outside the transaction (PGlite has one connection).
    const main = await this.ledger.walletOf(account.id, 'main', cashier.currency);
    const transit = await this.ledger.systemAccount('withdrawal_transit', cashier.currency);

    const id = await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM accounts WHERE id = ${account.id} FOR NO KEY UPDATE`);
      const earlier = await findByRequestId(tx, account.id, input.requestId);
      if (earlier) {
        if (earlier.amount !== input.amount || earlier.bankAccountId !== input.bankAccountId) {
          throw new AppError('IDEMPOTENCY_CONFLICT', 'requestId already used for another request');
        }
        return earlier.id;
      }
      await this.bankAccounts.findActive(account.id, input.bankAccountId, tx);
      await refuseWithoutKyc(this.kyc, tx, account.id, input.amount, cashier.kycWithdrawal);
      // The time is read under the member's lock, so the row below is written at the same day.
      const now = this.clock.now();
      const usage = await todayUsage(tx, account.id, startOfDay(now, cashier.timeZone));
      if (limits.dailyCount > 0 && usage.count >= limits.dailyCount) {
        throw new AppError('WITHDRAWAL_DAILY_COUNT_EXCEEDED', 'Daily withdrawal count reached', {
          limit: limits.dailyCount,
          used: usage.count,
        });
      }
      if (limits.dailyAmount > 0 && usage.amount + input.amount > limits.dailyAmount) {
        throw new AppError('WITHDRAWAL_DAILY_AMOUNT_EXCEEDED', 'Daily withdrawal amount reached', {
          limit: limits.dailyAmount,
          used: usage.amount,
          available: Math.max(limits.dailyAmount - usage.amount, 0),
        });
      }
      const remaining = await turnoverRemaining(tx, account.id, this.turnoverSince);
      if (remaining > 0) {
        throw new AppError('TURNOVER_NOT_MET', 'Turnover requirement not met', { remaining });
      }
      // The withdraw page warned: the bonus ends with the request (and stays if it fails).
      await this.bonusOnWithdrawal.forfeitOnWithdrawal(tx, account.id, cashier.currency);
      const [row] = await tx
        .insert(withdrawals)
        .values({
          accountId: account.id,
          bankAccountId: input.bankAccountId,
          amount: input.amount,
          currency: cashier.currency,
          createdAt: now,
        })
        .returning({ id: withdrawals.id });
      const withdrawalId = row!.id;
      const hold = await this.ledger.postTransfer(
        {
          idempotencyKey: withdrawalKeys.hold(withdrawalId),
          reason: 'withdrawal',
          reference: withdrawalReference(withdrawalId),
          legs: [
            { accountId: main.id, amount: -input.amount },
            { accountId: transit.id, amount: input.amount },
          ],
          actor: `account:${account.id}`,
          metadata: { requestId: input.requestId },
        },
        { tx },
      );
      await tx
        .update(withdrawals)
        .set({ requestTransferId: hold.transferId })
        .where(eq(withdrawals.id, withdrawalId));
      return withdrawalId;
    });
    return presentMyWithdrawal((await withdrawalViewById(this.db, id))!);
  }

  /** The member's own withdrawals, newest first. */
  async listMine(
    accountId: number,
    query: z.output<typeof ZMyWithdrawalQuery>,
  ): Promise<TMyWithdrawalPage> {
    const { page, pageSize } = query;
    const where = and(
      eq(withdrawals.accountId, accountId),
      query.status ? eq(withdrawals.status, query.status) : undefined,
    );
    const [views, [{ total } = { total: 0 }]] = [
      await selectWithdrawalViews(this.db, where, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      await this.db.select({ total: count() }).from(withdrawals).where(where),
    ];
    return { items: views.map(presentMyWithdrawal), total, page, pageSize };
  }

  /** The member confirms the money arrived: paid -> received. */
  async confirmReceived(accountId: number, id: number): Promise<TMyWithdrawal> {
    await this.memberStep(accountId, id, 'confirmReceived', { confirmedAt: new Date() });
    return presentMyWithdrawal((await withdrawalViewById(this.db, id))!);
  }

  /** The member says the money did not arrive, with a proof image: paid -> not_received. */
  async reportNotReceived(
    accountId: number,
    id: number,
    input: TNotReceivedRequest,
  ): Promise<TMyWithdrawal> {
    const image = decodeProofImage(input.proofImage);
    await this.memberStep(accountId, id, 'reportNotReceived', {
      proofImage: image.bytes,
      proofMime: image.mime,
      reason: input.note ?? null,
    });
    return presentMyWithdrawal((await withdrawalViewById(this.db, id))!);
  }

  /** A member's step on their own withdrawal (another's is NOT_FOUND), told to their pages. */
  private async memberStep(
    accountId: number,
    id: number,
    step: 'confirmReceived' | 'reportNotReceived',
    set: Partial<WithdrawalRow>,
  ): Promise<void> {
    const row = await takeWithdrawalStep(this.db, id, step, set, accountId);
    await this.notify(accountId, {
      type: 'withdrawal.status',
      withdrawalId: id,
      status: row.status,
    });
  }
}

/** The withdrawal a member made with this requestId (kept in the hold transfer's metadata). */
async function findByRequestId(
  db: Database,
  accountId: number,
  requestId: string,
): Promise<{ id: number; amount: number; bankAccountId: number } | undefined> {
  const [row] = await queryRows<{ id: string; amount: string; bank_account_id: string }>(
    db,
    sql`SELECT w.id::text AS id, w.amount::text AS amount, w.bank_account_id::text AS bank_account_id
          FROM withdrawals w JOIN ledger_transfers t ON t.id = w.request_transfer_id
         WHERE w.account_id = ${accountId} AND t.metadata ->> 'requestId' = ${requestId}`,
  );
  return row
    ? { id: Number(row.id), amount: Number(row.amount), bankAccountId: Number(row.bank_account_id) }
    : undefined;
}
