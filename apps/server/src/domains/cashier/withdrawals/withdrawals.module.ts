import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import { liveNotifier } from '../../../platform/live-notifier.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { PaymentPasswords } from '../../identity/accounts/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { BankAccountsService } from '../payout-accounts/index.js';
import { adminWithdrawalsRoutes } from './admin-withdrawals.routes.js';
import { WithdrawalOperationsService } from './withdrawal-operations.service.js';
import type { KycLevels, TurnoverSince } from './withdrawal-limits.js';
import { withdrawalsRoutes } from './withdrawals.routes.js';
import { WithdrawalsService, type BonusOnWithdrawal } from './withdrawals.service.js';

export interface WithdrawalsNeeds extends Pick<Core, 'clock' | 'config' | 'db' | 'log'> {
  adminAuth: OperatorAuthenticator;
  ledger: LedgerService;
  /** Each status change is told to the member's open pages (`withdrawal.status`). */
  live: LiveHub;
  paymentPasswords: PaymentPasswords;
  payoutAccounts: BankAccountsService;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
  /** Valid bets the products settled for a member since a time (wired in app.ts). */
  turnoverSince: TurnoverSince;
  /** The member's KYC level (identity/kyc), for the cashier.kycWithdrawal gate. */
  kyc: KycLevels;
  /** Issue 26: the bonus wallet forfeits an active bonus on a request when its terms say so. */
  bonusWallet: BonusOnWithdrawal;
}

export interface WithdrawalsProvides {
  /** Members' withdrawals (request, records, receipt). */
  withdrawals: WithdrawalsService;
  /** The operator's withdrawal lifecycle and the auto-receipt job. */
  withdrawalOperations: WithdrawalOperationsService;
}

/** Withdrawals: members' requests and receipts, the operator's lifecycle, auto-receipt. */
export const withdrawalsModule = defineModule<WithdrawalsNeeds, WithdrawalsProvides>({
  name: 'withdrawals',
  services: ({
    db,
    settings,
    ledger,
    paymentPasswords,
    payoutAccounts,
    turnoverSince,
    kyc,
    clock,
    live,
    log,
    bonusWallet,
  }) => {
    const notify = liveNotifier(live, log);
    return {
      withdrawals: new WithdrawalsService(
        db,
        settings,
        ledger,
        paymentPasswords,
        payoutAccounts,
        turnoverSince,
        notify,
        kyc,
        clock,
        bonusWallet,
      ),
      withdrawalOperations: new WithdrawalOperationsService(db, settings, ledger, notify),
    };
  },
  routes: (deps) => [withdrawalsRoutes(deps), adminWithdrawalsRoutes(deps)],
  jobs: ({ withdrawalOperations }) => [
    {
      // Paid withdrawals past their deadline become received. Several processes may run it: its
      // advisory lock lets one of them work per tick, and its update is guarded anyway.
      name: 'withdrawal-auto-receipt',
      intervalMs: 60_000,
      run: async (log) => {
        const moved = await withdrawalOperations.autoReceipt();
        if (moved.length > 0) log.info({ withdrawals: moved }, 'withdrawals auto-received');
      },
    },
  ],
});
