import {
  FEEDBACK_API,
  ZAdminFeedback,
  ZAdminFeedbackPage,
  ZAdminFeedbackQuery,
  ZErrorResponse,
  ZFeedbackConfig,
  ZFeedbackReplyRequest,
  ZFeedbackRequest,
  ZFeedbackSettings,
  ZIdParams,
  ZMyFeedback,
  ZMyFeedbackList,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import type { FeedbackService } from './feedback.service.js';

/** What these routes use. */
export interface FeedbackRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  feedback: FeedbackService;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

/** Members: the form's rules, sending feedback (spec §7 PUT feedback) and their own list. */
export function feedbackRoutes(deps: FeedbackRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const member = { tags: ['member'], security: [{ playerBearer: [] }] };

    app.get(
      FEEDBACK_API.config,
      {
        schema: {
          operationId: 'getFeedbackConfig',
          summary: 'Question types and word bounds of the feedback form',
          tags: ['content'],
          security: [],
          response: { 200: ZFeedbackConfig },
        },
      },
      async () => deps.feedback.config(),
    );

    app.get(
      FEEDBACK_API.mine,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'listMyFeedback',
          summary: "The member's feedback with the operator's replies",
          response: { 200: ZMyFeedbackList, ...errors },
        },
      },
      async (request) => ({
        items: await deps.feedback.listMine(currentPlayer(request).account.id),
      }),
    );

    app.put(
      FEEDBACK_API.mine,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'submitFeedback',
          summary: 'Send feedback (question type, content within the word bounds, contact)',
          body: ZFeedbackRequest,
          response: { 201: ZMyFeedback, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await deps.feedback.submit(currentPlayer(request).account, request.body)),
    );
  };
}

/** Back office: the feedback inbox and its rules (`feedback.answer`). */
export function feedbackAdminRoutes(deps: FeedbackRoutesDeps): FastifyPluginAsyncZod {
  const service = deps.feedback;
  return async (app) => {
    const answer = requireAdmin(deps.adminAuth, 'feedback.answer');
    const base = { tags: ['admin'], security: [{ adminBearer: [] }] };

    app.get(
      FEEDBACK_API.admin.list,
      {
        preHandler: answer,
        schema: {
          ...base,
          operationId: 'listFeedback',
          summary: 'Feedback by status, question type, day and member',
          querystring: ZAdminFeedbackQuery,
          response: { 200: ZAdminFeedbackPage, ...errors },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      FEEDBACK_API.admin.settings,
      {
        preHandler: answer,
        schema: {
          ...base,
          operationId: 'getFeedbackSettings',
          summary: 'Word bounds, question types and the daily limit',
          response: { 200: ZFeedbackSettings, ...errors },
        },
      },
      async () => service.settings(),
    );

    app.put(
      FEEDBACK_API.admin.settings,
      {
        preHandler: answer,
        schema: {
          ...base,
          operationId: 'updateFeedbackSettings',
          summary: 'Change the feedback rules',
          body: ZFeedbackSettings,
          response: { 200: ZFeedbackSettings, ...errors },
        },
      },
      async (request) => service.updateSettings(request.body, actorOf(request)),
    );

    app.get(
      FEEDBACK_API.admin.itemPattern,
      {
        preHandler: answer,
        schema: {
          ...base,
          operationId: 'getFeedback',
          summary: 'One feedback',
          params: ZIdParams,
          response: { 200: ZAdminFeedback, ...errors },
        },
      },
      async (request) => service.get(request.params.id),
    );

    app.post(
      FEEDBACK_API.admin.replyPattern,
      {
        preHandler: answer,
        schema: {
          ...base,
          operationId: 'replyFeedback',
          summary: 'Answer a feedback (plain text); the member sees it at once',
          params: ZIdParams,
          body: ZFeedbackReplyRequest,
          response: { 200: ZAdminFeedback, ...errors },
        },
      },
      async (request) => service.reply(request.params.id, request.body.reply, actorOf(request)),
    );

    app.post(
      FEEDBACK_API.admin.closePattern,
      {
        preHandler: answer,
        schema: {
          ...base,
          operationId: 'closeFeedback',
          summary: 'Close a feedback',
          params: ZIdParams,
          response: { 200: ZAdminFeedback, ...errors },
        },
      },
      async (request) => service.close(request.params.id, actorOf(request)),
    );
  };
}
