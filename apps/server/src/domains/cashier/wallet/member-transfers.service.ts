import {
  errorMessages,
  isAgentType,
  type TDownlineTransferRequest,
  type TDownlineTransferResult,
  type TMemberTransferResult,
  type TUplineTransferInfo,
  type TUplineTransferRequest,
} from '@lw/contracts';
import { refuseTrial } from '../../identity/accounts/index.js';
import type { PaymentPasswords } from '../../identity/accounts/index.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow } from '../../identity/accounts/index.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import { isStrictlyUnder } from '../../identity/accounts/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import { restrictionError, type MoneyGate } from '../money-gate/index.js';
import type { PostedTransfer, TLedgerReason } from '../ledger/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { DownlinePullsService, PullCaller } from '../downline-pulls/index.js';

/**
 * Money between members of one agent tree: a member to its direct upline (transferUpline) and an
 * agent to or from anyone in its downline. Main wallet to main wallet, one ledger transfer keyed
 * by the client's requestId, so a retried or doubled click moves the money once.
 */
export class MemberTransfersService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly accounts: AccountsService,
    private readonly paymentPasswords: PaymentPasswords,
    private readonly pulls: DownlinePullsService,
    /** Issue 24: responsible gaming refuses an agent's transfer to an excluded member. */
    private readonly gate: { db: Database; clock: Clock; moneyGate: MoneyGate } | null = null,
  ) {}

  /** What the transferUpline page shows before the member types an amount. */
  async uplineInfo(session: AccountRow): Promise<TUplineTransferInfo> {
    const [cashier, account] = await Promise.all([
      this.settings.get('cashier'),
      this.fresh(session.id),
    ]);
    const upline = await this.uplineOf(account);
    return {
      enabled: cashier.transferUpline.enabled,
      minAmount: cashier.transferUpline.minAmount,
      maxAmount: cashier.transferUpline.maxAmount,
      currency: cashier.currency,
      upline: upline ? { account: upline.username, nickname: upline.nickname } : null,
      hasPaymentPassword: account.paymentPasswordHash !== null,
    };
  }

  /** A member (or agent) pays its direct upline agent. */
  async transferUpline(
    session: AccountRow,
    input: TUplineTransferRequest,
  ): Promise<TMemberTransferResult> {
    refuseTrial(session);
    const cashier = await this.settings.get('cashier');
    const rules = cashier.transferUpline;
    if (!rules.enabled) throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    if (input.amount < rules.minAmount || input.amount > rules.maxAmount) {
      throw new AppError(
        'TRANSFER_AMOUNT_OUT_OF_RANGE',
        errorMessages.TRANSFER_AMOUNT_OUT_OF_RANGE.en,
        {
          minAmount: rules.minAmount,
          maxAmount: rules.maxAmount,
        },
      );
    }
    const account = await this.fresh(session.id);
    await this.paymentPasswords.check(account, input.paymentPassword);
    const upline = await this.uplineOf(account);
    if (!upline) throw new AppError('NO_UPLINE', errorMessages.NO_UPLINE.en);
    refuseUnavailable(upline);
    return this.move({
      key: `upline:${account.id}:${input.requestId.toLowerCase()}`,
      reason: 'upline_transfer',
      from: account,
      to: upline,
      caller: account,
      amount: input.amount,
      currency: cashier.currency,
      requestId: input.requestId,
    });
  }

  /**
   * An agent pays someone in its downline ('down') or takes money back from them ('up').
   * Spec §6 names "transfer to a downline or upline" for agents; taking money back from a
   * downline is not in the spec's wording but is what issue 4 asks for ("and back up"). The
   * agent's payment password alone never moves a member's money (issue 22 item 4): a pull is a
   * request the member confirms (downline-pulls), unless the operator allows direct pulls.
   */
  async transferDownline(
    session: AccountRow,
    input: TDownlineTransferRequest,
    caller: PullCaller,
  ): Promise<TDownlineTransferResult> {
    refuseTrial(session);
    if (!isAgentType(session.type)) {
      throw new AppError('NOT_AN_AGENT', errorMessages.NOT_AN_AGENT.en);
    }
    const { currency } = await this.settings.get('cashier');
    const agent = await this.fresh(session.id);
    await this.paymentPasswords.check(agent, input.paymentPassword);
    const target = await this.accounts.findByUsername(input.downlineUsername);
    // One answer for "no such account" and "not yours": no probing of other agents' teams.
    if (!target || !isStrictlyUnder(target.path, agent.path)) {
      throw new AppError('NOT_IN_DOWNLINE', errorMessages.NOT_IN_DOWNLINE.en);
    }
    refuseTrial(target);
    refuseUnavailable(target);
    if (input.direction === 'up') return this.pulls.pull(agent, target, input, caller);
    const paid = await this.move({
      key: `downline:${agent.id}:${input.requestId.toLowerCase()}`,
      reason: 'downline_transfer',
      from: agent,
      to: target,
      caller: agent,
      amount: input.amount,
      currency,
      requestId: input.requestId,
    });
    return { outcome: 'transferred', ...paid, pull: null };
  }

  private async move(m: {
    key: string;
    reason: TLedgerReason;
    from: AccountRow;
    to: AccountRow;
    caller: AccountRow;
    amount: number;
    currency: string;
    requestId: string;
  }): Promise<TMemberTransferResult> {
    const [fromWallet, toWallet, callerWallet] = await Promise.all([
      this.ledger.walletOf(m.from.id, 'main', m.currency),
      this.ledger.walletOf(m.to.id, 'main', m.currency),
      this.ledger.walletOf(m.caller.id, 'main', m.currency),
    ]);
    const post = (tx?: Database) =>
      this.ledger.postTransfer(
        {
          idempotencyKey: m.key,
          reason: m.reason,
          reference: `${m.from.username}>${m.to.username}`,
          legs: [
            { accountId: fromWallet.id, amount: -m.amount },
            { accountId: toWallet.id, amount: m.amount },
          ],
          actor: `account:${m.caller.id}`,
          metadata: { requestId: m.requestId.toLowerCase() },
        },
        tx ? { tx } : undefined,
      );
    const gate = m.reason === 'downline_transfer' ? this.gate : null;
    const posted: PostedTransfer = !gate
      ? await post()
      : await gate.db.transaction(async (tx) => {
          // prettier-ignore
          const refusal = await gate.moneyGate.admit(tx, { accountId: m.to.id, path: 'agent_credit', amount: m.amount, currency: m.currency, at: gate.clock.now(), key: m.key });
          if (refusal) throw restrictionError(refusal);
          return post(tx);
        });
    const mine = posted.entries.find((e) => e.accountId === callerWallet.id)!;
    return {
      transferId: posted.transferId,
      amount: m.amount,
      currency: m.currency,
      balance: mine.balanceAfter,
      createdAt: posted.createdAt.toISOString(),
    };
  }

  /** The session's row may be minutes old; payment password and path are read fresh. */
  private async fresh(accountId: number): Promise<AccountRow> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new AppError('UNAUTHORIZED', 'Account no longer exists');
    return account;
  }

  /** The direct upline, unless it is the house root (nobody signs in as the house). */
  private async uplineOf(account: AccountRow): Promise<AccountRow | null> {
    if (account.uplineId === null) return null;
    const upline = await this.accounts.findById(account.uplineId);
    if (!upline || upline.uplineId === null || !isAgentType(upline.type)) return null;
    return upline;
  }
}

/**
 * Money never reaches, nor is taken from, an account an operator disabled or locked: its owner
 * could not act on it, and such an account is often under investigation. (A temporary lock after
 * failed sign-ins does not count: anyone could cause it by guessing.)
 */
function refuseUnavailable(account: AccountRow): void {
  if (account.status !== 'active') {
    throw new AppError('ACCOUNT_UNAVAILABLE', errorMessages.ACCOUNT_UNAVAILABLE.en);
  }
}
