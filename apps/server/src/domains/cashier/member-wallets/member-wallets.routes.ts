import {
  WITHDRAWAL_API,
  ZErrorResponse,
  ZIdParams,
  ZMemberLedgerPage,
  ZMemberLedgerQuery,
  ZMemberWallets,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { Database } from '../../../db/client.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import { memberLedgerEntries, memberWallets } from './member-wallets.queries.js';

/** What these routes use. */
export interface MemberWalletsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  db: Database;
}

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Back office: a member's wallets and ledger entries (read only). */
export function memberWalletsRoutes(deps: MemberWalletsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'cashier.read');

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
      async (request) => memberWallets(deps.db, request.params.id),
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
      async (request) => memberLedgerEntries(deps.db, request.params.id, request.query),
    );
  };
}
