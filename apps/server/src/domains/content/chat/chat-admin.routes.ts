import {
  CHAT_API,
  CHAT_LIMITS,
  roleHasPermission,
  ZAdminChatList,
  ZAdminChatQuery,
  ZAdminChatThread,
  ZCannedReply,
  ZCannedReplyInput,
  ZChatConversation,
  ZChatHandoverRequest,
  ZChatMessage,
  ZChatMessagesQuery,
  ZChatOperator,
  ZChatReadRequest,
  ZChatSettings,
  ZErrorResponse,
  ZOperatorIdParams,
  ZSendChatMessage,
} from '@lw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit-log.js';
import {
  actorOf,
  currentAdmin,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import { acceptChatImages, uploadedChatImage } from './chat-images.js';
import type { ChatInboxService } from './chat-inbox.service.js';
import { chatImageResponse, sendChatImage } from './chat-player.routes.js';
import type { ChatService } from './chat.service.js';

export interface ChatAdminRoutesDeps {
  db: Database;
  chat: ChatService;
  chatInbox: ChatInboxService;
  adminAuth: OperatorAuthenticator;
}

const tags = ['admin-chat'];
const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
};
const params = ZOperatorIdParams;

function operatorOf(request: FastifyRequest) {
  const { operator } = currentAdmin(request);
  return { id: operator.id, displayName: operator.displayName };
}

/** The back office's live-chat inbox (chat.answer), canned replies and the visitor switch. */
export function chatAdminRoutes(deps: ChatAdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptChatImages(app);
    const answer = requireAdmin(deps.adminAuth, 'chat.answer');
    const { chat, chatInbox } = deps;

    app.get(
      CHAT_API.admin.conversations,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminListChats',
          summary: 'Inbox tabs (waiting, mine, open, closed) and the history search',
          tags,
          security,
          querystring: ZAdminChatQuery,
          response: { 200: ZAdminChatList, ...errors },
        },
      },
      async (request) => chatInbox.list(request.query, operatorOf(request).id),
    );

    app.get(
      CHAT_API.admin.conversation,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminGetChat',
          summary: 'A chat with its messages (internal notes included) and the player',
          tags,
          security,
          params,
          querystring: ZChatMessagesQuery,
          response: { 200: ZAdminChatThread, ...errors },
        },
      },
      async (request) => {
        const thread = await chat.threadForOperator(request.params.id, request.query);
        const role = currentAdmin(request).operator.role;
        const player = await chatInbox.playerInfo(
          thread.conversation.member?.id ?? null,
          roleHasPermission(role, 'members.read'),
        );
        return { ...thread, player };
      },
    );

    app.post(
      CHAT_API.admin.messages,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminSendChatMessage',
          summary: 'A reply in a chat assigned to the operator',
          tags,
          security,
          params,
          body: ZSendChatMessage,
          response: { 201: ZChatMessage, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await chat.sendFromOperator(operatorOf(request), request.params.id, request.body.body),
          ),
    );

    app.post(
      CHAT_API.admin.images,
      {
        preHandler: answer,
        bodyLimit: CHAT_LIMITS.imageMaxBytes,
        schema: {
          operationId: 'adminSendChatImage',
          summary: 'An image reply (PNG, JPEG or WebP bytes, at most 2 MB)',
          tags,
          security,
          params,
          response: { 201: ZChatMessage, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await chat.imageFromOperator(
              operatorOf(request),
              request.params.id,
              uploadedChatImage(request),
            ),
          ),
    );

    app.post(
      CHAT_API.admin.read,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminMarkChatRead',
          summary: 'The operators have read up to this message',
          tags,
          security,
          params,
          body: ZChatReadRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await chat.readByOperator(request.params.id, request.body.lastReadId);
        return reply.status(204).send();
      },
    );

    app.post(
      CHAT_API.admin.assign,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminTakeChat',
          summary: 'Take a waiting chat',
          tags,
          security,
          params,
          response: { 200: ZChatConversation, ...errors },
        },
      },
      async (request) => chat.assign(operatorOf(request), request.params.id),
    );

    app.post(
      CHAT_API.admin.handover,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminHandOverChat',
          summary: 'Hand an open chat to another operator with a note',
          tags,
          security,
          params,
          body: ZChatHandoverRequest,
          response: { 200: ZChatConversation, ...errors },
        },
      },
      async (request) => {
        const to = await chatInbox.chatOperator(request.body.operatorId);
        return chat.handover(operatorOf(request), request.params.id, to, request.body.note);
      },
    );

    app.post(
      CHAT_API.admin.close,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminCloseChat',
          summary: 'Close a chat',
          tags,
          security,
          params,
          response: { 200: ZChatConversation, ...errors },
        },
      },
      async (request) => chat.closeByOperator(operatorOf(request), request.params.id),
    );

    app.get(
      CHAT_API.admin.image,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminGetChatImage',
          summary: 'An image sent in a chat',
          tags,
          security,
          params,
          response: {
            200: chatImageResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
            404: ZErrorResponse,
          },
        },
      },
      async (request, reply) =>
        sendChatImage(reply, await chat.imageFor('operator', request.params.id)),
    );

    app.get(
      CHAT_API.admin.operators,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminListChatOperators',
          summary: 'Operators who answer chats (hand-over targets)',
          tags,
          security,
          response: { 200: z.array(ZChatOperator), ...errors },
        },
      },
      async () => chatInbox.chatOperators(),
    );

    app.get(
      CHAT_API.admin.canned,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminListCannedReplies',
          summary: 'Canned replies',
          tags,
          security,
          response: { 200: z.array(ZCannedReply), ...errors },
        },
      },
      async () => chatInbox.listCanned(),
    );

    app.post(
      CHAT_API.admin.canned,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminCreateCannedReply',
          summary: 'Add a canned reply',
          tags,
          security,
          body: ZCannedReplyInput,
          response: { 201: ZCannedReply, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await chatInbox.createCanned(request.body)),
    );

    app.put(
      CHAT_API.admin.cannedOne,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminUpdateCannedReply',
          summary: 'Change a canned reply',
          tags,
          security,
          params,
          body: ZCannedReplyInput,
          response: { 200: ZCannedReply, ...errors },
        },
      },
      async (request) => chatInbox.updateCanned(request.params.id, request.body),
    );

    app.delete(
      CHAT_API.admin.cannedOne,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminDeleteCannedReply',
          summary: 'Remove a canned reply',
          tags,
          security,
          params,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await chatInbox.deleteCanned(request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      CHAT_API.admin.settings,
      {
        preHandler: answer,
        schema: {
          operationId: 'adminGetChatSettings',
          summary: 'Live chat settings',
          tags,
          security,
          response: { 200: ZChatSettings, ...errors },
        },
      },
      async () => ({ visitorChat: await chat.visitorChatAllowed() }),
    );

    app.put(
      CHAT_API.admin.settings,
      {
        preHandler: requireAdmin(deps.adminAuth, 'content.manage'),
        schema: {
          operationId: 'adminSetChatSettings',
          summary: 'Allow or refuse chat for visitors who are not signed in',
          tags,
          security,
          body: ZChatSettings,
          response: { 200: ZChatSettings, ...errors },
        },
      },
      async (request) => {
        const before = { visitorChat: await chat.visitorChatAllowed() };
        await chat.setVisitorChat(request.body.visitorChat);
        await recordAudit(deps.db, actorOf(request), {
          action: 'chat.settings.update',
          targetType: 'chat-settings',
          before,
          after: request.body,
        });
        return request.body;
      },
    );
  };
}
