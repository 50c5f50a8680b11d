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
  ZLoginHistory,
  ZMoveUplineRequest,
  ZPasswordResetResult,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import { accountDetail, searchAccounts } from './account-queries.js';
import { presentSummary } from './account-presenter.js';

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Back office: members and agents. */
export function adminAccountsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const read = requireAdmin(ctx.adminAuth, 'members.read');
    const manage = requireAdmin(ctx.adminAuth, 'members.manage');
    const summaryOf = async (id: number) => {
      const row = await ctx.accounts.findById(id);
      const up = row?.uplineId ? await ctx.accounts.findById(row.uplineId) : null;
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
      async (request) => searchAccounts(ctx.db, request.query),
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
      async (request) => accountDetail(ctx.db, request.params.id),
    );

    app.get(
      API.admin.accountLoginHistoryPattern,
      {
        preHandler: read,
        schema: {
          operationId: 'getAccountLoginHistory',
          summary: "An account's recent sign-ins",
          tags: ['admin'],
          security,
          params: ZIdParams,
          response: { 200: ZLoginHistory, ...errors },
        },
      },
      async (request) => ({ items: await ctx.playerAuth.loginHistory(request.params.id, 100) }),
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
        const { account, initialPassword } = await ctx.accounts.createAgent(
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
        await ctx.accounts.moveUpline(request.params.id, request.body.uplineId, actorOf(request));
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
        await ctx.accounts.setStatus(
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
        temporaryPassword: await ctx.accounts.resetPassword(request.params.id, actorOf(request)),
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
        await ctx.accounts.endSessions(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
