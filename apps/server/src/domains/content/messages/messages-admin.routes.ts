import {
  MESSAGES_API,
  ZAudiencePreview,
  ZErrorResponse,
  ZMessageAudience,
  ZSendMessageRequest,
  ZSentMessage,
  ZSentMessagePage,
  ZSentMessagesQuery,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import type { MessagesService } from './messages.service.js';

/** What the back office's message routes use. */
export interface MessagesAdminRoutesDeps {
  adminAuth: OperatorAuthenticator;
  messages: MessagesService;
}

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Back office "Player messages": send, preview the audience, list what was sent. */
export function messagesAdminRoutes(deps: MessagesAdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const send = requireAdmin(deps.adminAuth, 'player-messages.send');

    app.get(
      MESSAGES_API.admin.messages,
      {
        preHandler: send,
        schema: {
          operationId: 'listSentMessages',
          tags: ['admin'],
          security,
          summary: 'Sent platform messages, newest first, with recipients and read counts',
          querystring: ZSentMessagesQuery,
          response: { 200: ZSentMessagePage, ...errors },
        },
      },
      async (request) => deps.messages.listSent(request.query.page, request.query.pageSize),
    );

    app.post(
      MESSAGES_API.admin.messages,
      {
        preHandler: send,
        schema: {
          operationId: 'sendMessage',
          tags: ['admin'],
          security,
          summary: 'Sends a platform message to a member, a segment or everyone (audited)',
          body: ZSendMessageRequest,
          response: { 201: ZSentMessage, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.messages.send(request.body, actorOf(request))),
    );

    app.post(
      MESSAGES_API.admin.preview,
      {
        preHandler: send,
        schema: {
          operationId: 'previewMessageAudience',
          tags: ['admin'],
          security,
          summary: 'How many accounts an audience reaches now',
          body: ZMessageAudience,
          response: { 200: ZAudiencePreview, ...errors },
        },
      },
      async (request) => ({ recipients: await deps.messages.countAudience(request.body) }),
    );
  };
}
