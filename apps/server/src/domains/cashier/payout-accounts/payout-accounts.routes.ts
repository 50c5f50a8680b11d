import {
  THAI_BANK_CODES,
  THAI_BANK_NAMES,
  WITHDRAWAL_API,
  ZAddBankAccountRequest,
  ZErrorResponse,
  ZIdParams,
  ZMemberBankAccount,
  ZThaiBank,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { requestMeta } from '../../../platform/request-meta.js';
import type { BankAccountsService } from './payout-accounts.service.js';

/** What these routes use. */
export interface PayoutAccountsRoutesDeps {
  payoutAccounts: BankAccountsService;
  playerAuth: PlayerAuthenticator;
}

const security = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** The Thai banks members may withdraw to, and the member's own bank accounts. */
export function bankAccountsRoutes(deps: PayoutAccountsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);

    app.get(
      WITHDRAWAL_API.member.banks,
      {
        schema: {
          operationId: 'listThaiBanks',
          summary: 'The banks a payout account can be at',
          security: [],
          tags: ['member'],
          response: { 200: z.array(ZThaiBank) },
        },
      },
      async () => THAI_BANK_CODES.map((code) => ({ code, name: THAI_BANK_NAMES[code] })),
    );

    app.get(
      WITHDRAWAL_API.member.bankAccounts,
      {
        preHandler: guard,
        schema: {
          operationId: 'listBankAccounts',
          summary: "The signed-in player's payout bank accounts",
          tags: ['member'],
          security,
          response: { 200: z.array(ZMemberBankAccount), ...errors },
        },
      },
      async (request) => deps.payoutAccounts.list(currentPlayer(request).account.id),
    );

    app.post(
      WITHDRAWAL_API.member.bankAccounts,
      {
        preHandler: guard,
        schema: {
          operationId: 'addBankAccount',
          tags: ['member'],
          security,
          summary: 'Binds a bank account; the payee name must be the real name',
          body: ZAddBankAccountRequest,
          response: { 201: ZMemberBankAccount, ...errors },
        },
      },
      async (request, reply) => {
        const added = await deps.payoutAccounts.add(
          currentPlayer(request).account,
          request.body,
          requestMeta(request),
        );
        return reply.status(201).send(added);
      },
    );

    app.post(
      WITHDRAWAL_API.member.bankAccountDefault,
      {
        preHandler: guard,
        schema: {
          operationId: 'setDefaultBankAccount',
          summary: 'Make a payout bank account the default',
          tags: ['member'],
          security,
          params: ZIdParams,
          response: { 200: ZMemberBankAccount, ...errors },
        },
      },
      async (request) =>
        deps.payoutAccounts.setDefault(currentPlayer(request).account.id, request.params.id),
    );

    app.delete(
      WITHDRAWAL_API.member.bankAccount,
      {
        preHandler: guard,
        schema: {
          operationId: 'removeBankAccount',
          summary: 'Remove a payout bank account',
          tags: ['member'],
          security,
          params: ZIdParams,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.payoutAccounts.remove(currentPlayer(request).account.id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
