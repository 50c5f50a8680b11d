import {
  WITHDRAWAL_API,
  ZErrorResponse,
  ZIdParams,
  ZMemberLedgerPage,
  ZMemberLedgerQuery,
  ZMemberWallets,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import { memberLedgerEntries, memberWallets } from './member-wallets.queries.js';

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Back office: a member's wallets and ledger entries (read only). */
export function memberWalletsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const read = requireAdmin(ctx.adminAuth, 'cashier.read');

    app.get(
      WITHDRAWAL_API.admin.memberWallets,
      {
        preHandler: read,
        schema: {
          operationId: 'getMemberWallets',
          summary: "A member's wallets and balances",
          tags: ['admin'],
          security,
          params: ZIdParams,
          response: { 200: ZMemberWallets, ...errors },
        },
      },
      async (request) => memberWallets(ctx.db, request.params.id),
    );

    app.get(
      WITHDRAWAL_API.admin.memberLedgerEntries,
      {
        preHandler: read,
        schema: {
          operationId: 'listMemberLedgerEntries',
          summary: "A member's ledger entries",
          tags: ['admin'],
          security,
          params: ZIdParams,
          querystring: ZMemberLedgerQuery,
          response: { 200: ZMemberLedgerPage, ...errors },
        },
      },
      async (request) => memberLedgerEntries(ctx.db, request.params.id, request.query),
    );
  };
}
