import {
  API,
  WALLET_API,
  ZDownlineTransferRequest,
  ZDownlineTransferResult,
  ZErrorResponse,
  ZMemberTransferResult,
  ZPublicState,
  ZUplineTransferInfo,
  ZUplineTransferRequest,
  ZWalletBalance,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountRow } from '../../identity/accounts/index.js';
import type { WalletBalanceService } from './wallet-balance.service.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import type { MemberTransfersService } from './member-transfers.service.js';

/**
 * The member's unread message count for the header. A port: content sits above the cashier, so
 * app.ts lists its messages service under `messages` and the cashier never imports it.
 */
export interface UnreadMessages {
  unreadCount(reader: Pick<AccountRow, 'id' | 'type' | 'createdAt'>): Promise<number>;
}

/**
 * The member's VIP level for the header (public state). A port: engagement/vip sits above the
 * cashier, so app.ts wires its read-only level reader under `vipBadge`.
 */
export interface VipBadge {
  levelOf(accountId: number): Promise<{ level: number; label: string | null }>;
}

/** What these routes use. */
/**
 * The header's availablePromoCount (issue 26): engagement's promotions answer it through this
 * port (engagement sits above the cashier; `app.ts` wires it).
 */
export interface AvailablePromotions {
  availableCount(account: AccountRow): Promise<number>;
}

export interface WalletRoutesDeps {
  promotionCount: AvailablePromotions;
  messages: UnreadMessages;
  vipBadge: VipBadge;
  memberTransfers: MemberTransfersService;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
  walletBalances: WalletBalanceService;
}

const security = [{ playerBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const transferErrors = {
  ...errors,
  404: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};
/** Payment-password guesses are slow (argon2) and limited per client. */
const transferRateLimit = { max: 30, timeWindow: 60_000 };

/** Header balance, merchant wallet and transfers between members of one tree. */
export function walletRoutes(deps: WalletRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);

    app.get(
      WALLET_API.balance,
      {
        preHandler: guard,
        schema: {
          operationId: 'getBalance',
          tags: ['wallet'],
          security,
          summary: 'Header balance: main wallet (play money for trial accounts), bonus and total',
          response: { 200: ZWalletBalance, ...errors },
        },
      },
      async (request) => deps.walletBalances.balanceOf(currentPlayer(request).account),
    );

    app.get(
      WALLET_API.uplineTransferInfo,
      {
        preHandler: guard,
        schema: {
          operationId: 'getUplineTransferInfo',
          tags: ['wallet'],
          security,
          summary: 'Limits, the upline and whether a payment password is set (transferUpline)',
          response: { 200: ZUplineTransferInfo, ...errors },
        },
      },
      async (request) => deps.memberTransfers.uplineInfo(currentPlayer(request).account),
    );

    app.post(
      WALLET_API.uplineTransfers,
      {
        preHandler: guard,
        config: { rateLimit: transferRateLimit },
        schema: {
          operationId: 'transferUpline',
          tags: ['wallet'],
          security,
          summary: 'Pay the direct upline agent (payment password; one transfer per requestId)',
          body: ZUplineTransferRequest,
          response: { 200: ZMemberTransferResult, ...transferErrors },
        },
      },
      async (request) =>
        deps.memberTransfers.transferUpline(currentPlayer(request).account, request.body),
    );

    app.post(
      WALLET_API.downlineTransfers,
      {
        preHandler: guard,
        config: { rateLimit: transferRateLimit },
        schema: {
          operationId: 'transferDownline',
          tags: ['wallet'],
          security,
          summary:
            "Agent: pay someone in the downline, or ask to take money back ('up': the member confirms, unless the operator allows direct pulls)",
          body: ZDownlineTransferRequest,
          response: { 200: ZDownlineTransferResult, ...transferErrors },
        },
      },
      async (request) =>
        deps.memberTransfers.transferDownline(currentPlayer(request).account, request.body, {
          ip: request.ip,
        }),
    );
    app.get(
      API.member.publicState,
      {
        preHandler: guard,
        schema: {
          operationId: 'getPublicState',
          tags: ['member'],
          security,
          summary: 'Header figures: balance, currency symbol, VIP, promotions, unread messages',
          response: { 200: ZPublicState, ...errors },
        },
      },
      async (request) => {
        const { account } = currentPlayer(request);
        const [policy, modules, wallet, unreadMessage, availablePromoCount, vip] =
          await Promise.all([
            deps.settings.get('accountPolicy'),
            deps.settings.get('modules'),
            deps.walletBalances.balanceOf(account),
            // Trial accounts have no messages: 0.
            deps.messages.unreadCount(account),
            deps.promotionCount.availableCount(account),
            // Level 0 (none, or VIP switched off): no label and no rank.
            deps.vipBadge.levelOf(account.id),
          ]);
        return {
          // The header wallet from the ledger: main, or play money for trial accounts.
          balance: wallet.balance,
          currencySymbol: policy.currencySymbol,
          hasVip: Boolean(modules.enabled.vip),
          vipLabelName: vip.level > 0 ? vip.label : null,
          vipRankLevel: vip.level > 0 ? vip.level : null,
          availablePromoCount,
          unreadMessage,
        };
      },
    );
  };
}
