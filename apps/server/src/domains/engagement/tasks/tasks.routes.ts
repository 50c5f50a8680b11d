import {
  ENGAGEMENT_API,
  ZActiveRequest,
  ZCreateEngagementTask,
  ZEngagementTask,
  ZErrorResponse,
  ZIdParams,
  ZReward,
  ZSignInResult,
  ZSignInRewards,
  ZSignInRewardsView,
  ZTaskBoard,
} from '@lw/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import { ZNoBody } from '../../../platform/openapi-responses.js';
import type { Tasks } from './tasks.service.js';

export interface TasksRoutesDeps {
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
  tasks: Tasks;
}

const member = { tags: ['engagement'], security: [{ playerBearer: [] }] };
const admin = { tags: ['admin'], security: [{ adminBearer: [] }] };
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The sign-in calendar and daily tasks: the member's board and actions; the back office's rules. */
export function tasksRoutes(deps: TasksRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const { tasks } = deps;
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const manage = requireAdmin(deps.adminAuth, 'cashier.manage');

    app.get(
      ENGAGEMENT_API.member.tasks,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'getTasks',
          summary: "Today's tasks with the member's progress, and the sign-in calendar",
          response: { 200: ZTaskBoard, ...errors },
        },
      },
      async (request) => tasks.board(currentPlayer(request).account.id),
    );

    app.post(
      ENGAGEMENT_API.member.collectTask,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'collectTaskReward',
          summary: "Posts a completed task's reward of today into the reward centre (once a day)",
          params: ZIdParams,
          response: { 200: ZReward, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
        },
      },
      async (request) => tasks.collect(currentPlayer(request).account.id, request.params.id),
    );

    app.post(
      ENGAGEMENT_API.member.signIn,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'signIn',
          summary: "Today's check-in of the sign-in calendar (once per business day)",
          response: { 200: ZSignInResult, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => tasks.signIn(currentPlayer(request).account.id),
    );

    app.get(
      ENGAGEMENT_API.admin.tasks,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'listEngagementTasks',
          summary: 'Daily tasks',
          response: { 200: z.array(ZEngagementTask), ...errors },
        },
      },
      async () => tasks.listTasks(),
    );

    app.post(
      ENGAGEMENT_API.admin.tasks,
      {
        preHandler: manage,
        schema: {
          ...admin,
          operationId: 'createEngagementTask',
          summary: 'Creates a daily task',
          body: ZCreateEngagementTask,
          response: { 201: ZEngagementTask, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await tasks.createTask(request.body, actorOf(request))),
    );

    app.post(
      ENGAGEMENT_API.admin.taskActive,
      {
        preHandler: manage,
        schema: {
          ...admin,
          operationId: 'setEngagementTaskActive',
          summary: 'Turns a daily task on or off',
          params: ZIdParams,
          body: ZActiveRequest,
          response: { 204: ZNoBody, ...errors },
        },
      },
      async (request, reply) => {
        await tasks.setTaskActive(request.params.id, request.body.active, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      ENGAGEMENT_API.admin.signInRewards,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'getSignInRewards',
          summary: "The sign-in calendar's reward per streak day",
          response: { 200: ZSignInRewardsView, ...errors },
        },
      },
      async () => ({ amounts: await tasks.signInAmounts() }),
    );

    app.put(
      ENGAGEMENT_API.admin.signInRewards,
      {
        preHandler: manage,
        schema: {
          ...admin,
          operationId: 'setSignInRewards',
          summary: "Sets the sign-in calendar's reward per streak day (the last repeats)",
          body: ZSignInRewards,
          response: { 200: ZSignInRewards, ...errors },
        },
      },
      async (request) => {
        await tasks.setSignInAmounts(request.body.amounts, actorOf(request));
        return { amounts: await tasks.signInAmounts() };
      },
    );
  };
}
