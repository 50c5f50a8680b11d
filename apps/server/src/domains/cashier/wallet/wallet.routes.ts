import {
  WALLET_API,
  ZDownlineTransferRequest,
  ZErrorResponse,
  ZMemberTransferResult,
  ZMerchantWallet,
  ZUplineTransferInfo,
  ZUplineTransferRequest,
  ZWalletBalance,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { MemberTransfersService } from './member-transfers.service.js';

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
export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const transfers = new MemberTransfersService(
    ctx.ledger,
    ctx.settings,
    ctx.accounts,
    ctx.paymentPasswords,
  );
  return async (app) => {
    const guard = requirePlayer(ctx.playerAuth);

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
      async (request) => ctx.walletBalances.balanceOf(currentPlayer(request).account),
    );

    app.get(
      WALLET_API.merchantWallet,
      {
        preHandler: guard,
        schema: {
          operationId: 'getMerchantWallet',
          tags: ['wallet'],
          security,
          summary: 'Single wallet, or the transfer-mode vendor wallets with their balances',
          response: { 200: ZMerchantWallet, ...errors },
        },
      },
      async (request) => ctx.vendorTransfers.merchantWallet(currentPlayer(request).account),
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
      async (request) => transfers.uplineInfo(currentPlayer(request).account),
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
      async (request) => transfers.transferUpline(currentPlayer(request).account, request.body),
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
          summary: "Agent: pay someone in the downline, or take money back from them ('up')",
          body: ZDownlineTransferRequest,
          response: { 200: ZMemberTransferResult, ...transferErrors },
        },
      },
      async (request) => transfers.transferDownline(currentPlayer(request).account, request.body),
    );
  };
}
