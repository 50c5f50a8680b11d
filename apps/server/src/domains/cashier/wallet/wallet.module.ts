import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService, PaymentPasswords } from '../../identity/accounts/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MoneyGate } from '../money-gate/index.js';
import type { DownlinePullsService } from '../downline-pulls/index.js';
import { BalancePusher } from './balance-pusher.js';
import { MemberTransfersService } from './member-transfers.service.js';
import { WalletBalanceService } from './wallet-balance.service.js';
import {
  walletRoutes,
  type AvailablePromotions,
  type UnreadMessages,
  type VipBadge,
} from './wallet.routes.js';

export interface WalletNeeds extends Pick<Core, 'clock' | 'db'> {
  accounts: AccountsService;
  /** Pulls ('up' downline transfers) wait for the member's consent. */
  downlinePulls: DownlinePullsService;
  ledger: LedgerService;
  /** Issue 24: an agent's transfer to an excluded member is refused. */
  moneyGate: MoneyGate;
  live: LiveHub;
  /** The header's unread message count (public state): content's messages service. */
  messages: UnreadMessages;
  /** The header's availablePromoCount: engagement's promotions (issue 26), wired in `app.ts`. */
  promotionCount: AvailablePromotions;
  /** Issue 26: the member's VIP level in the public state (engagement/vip's reader). */
  vipBadge: VipBadge;
  paymentPasswords: PaymentPasswords;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
}

export interface WalletProvides {
  /** Wallet balances read from the ledger (header balance, public state). */
  walletBalances: WalletBalanceService;
  /** Transfers between members of one agent tree. */
  memberTransfers: MemberTransfersService;
  /** Pushes the balance to the member's open pages after every ledger change. */
  balancePusher: BalancePusher;
}

/** The member's wallet: balances, member transfers, live balance pushes. */
export const walletModule = defineModule<WalletNeeds, WalletProvides>({
  name: 'wallet',
  services: (deps) => {
    const { db, settings, ledger, accounts, paymentPasswords, live, downlinePulls } = deps;
    const walletBalances = new WalletBalanceService(db, settings);
    return {
      walletBalances,
      memberTransfers: new MemberTransfersService(
        ledger,
        settings,
        accounts,
        paymentPasswords,
        downlinePulls,
        { db, clock: deps.clock, moneyGate: deps.moneyGate },
      ),
      balancePusher: new BalancePusher(db, ledger, walletBalances, live),
    };
  },
  routes: (deps) => [walletRoutes(deps)],
  start: ({ live, walletBalances, balancePusher }) => {
    // A new socket gets the current figure at once, so the page never shows a stale balance.
    live.greet(async (member) => ({
      type: 'balance',
      ...(await walletBalances.balanceOf(member)),
    }));
    balancePusher.start();
  },
  stop: ({ balancePusher }) => balancePusher.stop(),
});
