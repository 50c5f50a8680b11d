import {
  API,
  ZAccountDetail,
  ZAccountPage,
  ZAccountSearchQuery,
  ZAccountStatusRequest,
  ZAccountSummary,
  ZCreateAgentRequest,
  ZCreatedAccount,
  ZErrorResponse,
  ZIdParams,
  ZMoveUplineRequest,
  ZPasswordResetResult,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { Database } from '../../../db/client.js';
import type { AccountsService } from './accounts.service.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import { accountDetail, searchAccounts } from './account-queries.js';
import { presentSummary } from './account-presenter.js';

/** What these routes use. */
export interface AdminAccountsRoutesDeps {
  accounts: AccountsService;
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

/** Back office: members and agents. */
export function adminAccountsRoutes(deps: AdminAccountsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'members.read');
    const manage = requireAdmin(deps.adminAuth, 'members.manage');
    const summaryOf = async (id: number) => {
      const row = await deps.accounts.findById(id);
      const up = row?.uplineId ? await deps.accounts.findById(row.uplineId) : null;
      return presentSummary(row!, up?.username ?? null);
    };

    app.get(
      API.admin.accounts,
      {
        preHandler: read,
        schema: {
          operationId: 'searchAccounts',
          summary: 'Search members and agents',
          tags: ['admin'],
          security,
          querystring: ZAccountSearchQuery,
          response: { 200: ZAccountPage, ...errors },
        },
      },
      async (request) => searchAccounts(deps.db, request.query),
    );

    app.get(
      API.admin.accountPattern,
      {
        preHandler: read,
        schema: {
          operationId: 'getAccount',
          summary: 'One member or agent account in detail',
          tags: ['admin'],
          security,
          params: ZIdParams,
          response: { 200: ZAccountDetail, ...errors },
        },
      },
      async (request) => accountDetail(deps.db, request.params.id),
    );

    app.post(
      API.admin.agents,
      {
        preHandler: manage,
        schema: {
          operationId: 'createAgent',
          summary: 'Create an agent account',
          tags: ['admin'],
          security,
          body: ZCreateAgentRequest,
          response: { 201: ZCreatedAccount, ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const { account, initialPassword } = await deps.accounts.createAgent(
          request.body,
          actorOf(request),
        );
        return reply.status(201).send({ account: await summaryOf(account.id), initialPassword });
      },
    );

    app.post(
      API.admin.accountUplinePattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'moveAccountUpline',
          summary: 'Move an account under another agent',
          tags: ['admin'],
          security,
          params: ZIdParams,
          body: ZMoveUplineRequest,
          response: { 200: ZAccountSummary, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => {
        await deps.accounts.moveUpline(request.params.id, request.body.uplineId, actorOf(request));
        return summaryOf(request.params.id);
      },
    );

    app.post(
      API.admin.accountStatusPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'setAccountStatus',
          summary: "Change an account's status",
          tags: ['admin'],
          security,
          params: ZIdParams,
          body: ZAccountStatusRequest,
          response: { 200: ZAccountSummary, ...errors },
        },
      },
      async (request) => {
        await deps.accounts.setStatus(
          request.params.id,
          request.body.status,
          request.body.reason,
          actorOf(request),
        );
        return summaryOf(request.params.id);
      },
    );

    app.post(
      API.admin.accountPasswordResetPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'resetAccountPassword',
          summary: "Reset an account's password to a generated one",
          tags: ['admin'],
          security,
          params: ZIdParams,
          response: { 200: ZPasswordResetResult, ...errors },
        },
      },
      async (request) => ({
        temporaryPassword: await deps.accounts.resetPassword(request.params.id, actorOf(request)),
      }),
    );

    app.post(
      API.admin.accountSessionsPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'endAccountSessions',
          summary: "End all of an account's sessions",
          tags: ['admin'],
          security,
          params: ZIdParams,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.accounts.endSessions(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
