import {
  CHAT_IMAGE_TYPES,
  CHAT_API,
  CHAT_LIMITS,
  CHAT_VISITOR_HEADER,
  ZChatConfig,
  ZChatConversation,
  ZChatMessage,
  ZChatMessagesQuery,
  ZChatRatingRequest,
  ZChatReadRequest,
  ZChatThread,
  ZChatVisitor,
  ZErrorResponse,
  ZOperatorIdParams,
  ZSendChatMessage,
} from '@lw/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { bytesResponse } from '../../../platform/openapi-responses.js';
import { acceptChatImages, uploadedChatImage } from './chat-images.js';
import { resolveParty, type PartyResolverDeps } from './chat-party.js';
import { resolvedPerRequest } from '../../../platform/guards/authenticate-first.js';
import type { ChatService } from './chat.service.js';

export interface ChatPlayerRoutesDeps extends PartyResolverDeps {
  chat: ChatService;
}

const tags = ['chat'];
const security = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  429: ZErrorResponse,
};
const headers = z.object({ [CHAT_VISITOR_HEADER]: z.string().max(200).optional() });

/** Sends a stored chat image privately (never cached by shared caches, never sniffed). */
export function sendChatImage(
  reply: FastifyReply,
  image: { bytes: Buffer; contentType: string } | null,
) {
  if (!image) throw new AppError('NOT_FOUND', 'No such image');
  return reply
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .type(image.contentType)
    .send(image.bytes);
}

/** What a route answering through `sendChatImage` declares for its 200. */
export const chatImageResponse = bytesResponse(CHAT_IMAGE_TYPES, 'The image bytes');

/** The player's chat: members with their session, visitors with a signed chat id. */
export function chatPlayerRoutes(deps: ChatPlayerRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptChatImages(app);
    // Resolved by the route's guard before the body is read, then read again by the handler.
    const chatParty = resolvedPerRequest((request) => resolveParty(deps, request));
    const party = chatParty.of;

    app.get(
      CHAT_API.config,
      {
        schema: {
          operationId: 'getChatConfig',
          summary: 'Whether visitors may chat without signing in',
          tags,
          security: [],
          response: { 200: ZChatConfig },
        },
      },
      async () => ({ visitorChat: await deps.chat.visitorChatAllowed() }),
    );

    app.post(
      CHAT_API.visitor,
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          operationId: 'createChatVisitor',
          summary: 'A signed anonymous chat id for a visitor (when visitor chat is allowed)',
          tags,
          security: [],
          response: { 201: ZChatVisitor, ...errors },
        },
      },
      async (_request, reply) => {
        if (!(await deps.chat.visitorChatAllowed())) {
          throw new AppError('FEATURE_DISABLED', 'Visitor chat is off; sign in to chat');
        }
        return reply.status(201).send({ chatId: await deps.visitorIds.mint() });
      },
    );

    app.get(
      CHAT_API.conversations,
      {
        preHandler: chatParty.guard,
        schema: {
          operationId: 'listChatConversations',
          summary: "The player's chats, newest first",
          tags,
          security,
          headers,
          response: { 200: z.array(ZChatConversation), ...errors },
        },
      },
      async (request) => deps.chat.listFor(await party(request)),
    );

    app.post(
      CHAT_API.conversations,
      {
        preHandler: chatParty.guard,
        schema: {
          operationId: 'openChatConversation',
          summary: "The player's open chat, or a new one waiting for an operator",
          tags,
          security,
          headers,
          response: { 200: ZChatConversation, ...errors },
        },
      },
      async (request) => deps.chat.open(await party(request)),
    );

    app.get(
      CHAT_API.messages,
      {
        preHandler: chatParty.guard,
        schema: {
          operationId: 'getChatThread',
          summary: 'One of the player’s chats with its messages (oldest first)',
          tags,
          security,
          headers,
          params: ZOperatorIdParams,
          querystring: ZChatMessagesQuery,
          response: { 200: ZChatThread, ...errors },
        },
      },
      async (request) =>
        deps.chat.threadFor(await party(request), request.params.id, request.query),
    );

    app.post(
      CHAT_API.messages,
      {
        preHandler: chatParty.guard,
        schema: {
          operationId: 'sendChatMessage',
          summary: 'A text message to customer service',
          tags,
          security,
          headers,
          params: ZOperatorIdParams,
          body: ZSendChatMessage,
          response: { 201: ZChatMessage, ...errors },
        },
      },
      async (request, reply) => {
        const sent = await deps.chat.sendFromPlayer(
          await party(request),
          request.params.id,
          request.body.body,
        );
        return reply.status(201).send(sent);
      },
    );

    app.post(
      CHAT_API.images,
      {
        bodyLimit: CHAT_LIMITS.imageMaxBytes,
        preHandler: chatParty.guard,
        schema: {
          operationId: 'sendChatImage',
          summary: 'An image (PNG, JPEG or WebP bytes, at most 2 MB) to customer service',
          tags,
          security,
          headers,
          params: ZOperatorIdParams,
          response: { 201: ZChatMessage, ...errors },
        },
      },
      async (request, reply) => {
        const who = await party(request);
        const sent = await deps.chat.imageFromPlayer(
          who,
          request.params.id,
          uploadedChatImage(request),
        );
        return reply.status(201).send(sent);
      },
    );

    app.post(
      CHAT_API.read,
      {
        preHandler: chatParty.guard,
        schema: {
          operationId: 'markChatRead',
          summary: 'The player has read up to this message',
          tags,
          security,
          headers,
          params: ZOperatorIdParams,
          body: ZChatReadRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.chat.readByPlayer(
          await party(request),
          request.params.id,
          request.body.lastReadId,
        );
        return reply.status(204).send();
      },
    );

    app.post(
      CHAT_API.close,
      {
        preHandler: chatParty.guard,
        schema: {
          operationId: 'closeChatByPlayer',
          summary: 'The player ends the chat',
          tags,
          security,
          headers,
          params: ZOperatorIdParams,
          response: { 200: ZChatConversation, ...errors },
        },
      },
      async (request) => deps.chat.closeByPlayer(await party(request), request.params.id),
    );

    app.post(
      CHAT_API.rating,
      {
        preHandler: chatParty.guard,
        schema: {
          operationId: 'rateChat',
          summary: 'The player rates a closed chat (1-5, once) with an optional comment',
          tags,
          security,
          headers,
          params: ZOperatorIdParams,
          body: ZChatRatingRequest,
          response: { 200: ZChatConversation, ...errors },
        },
      },
      async (request) =>
        deps.chat.rate(
          await party(request),
          request.params.id,
          request.body.rating,
          request.body.comment,
        ),
    );

    app.get(
      CHAT_API.image,
      {
        preHandler: chatParty.guard,
        schema: {
          operationId: 'getChatImage',
          summary: 'An image of one of the player’s chats (nobody else’s)',
          tags,
          security,
          headers,
          params: ZOperatorIdParams,
          response: { 200: chatImageResponse, 401: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request, reply) =>
        sendChatImage(reply, await deps.chat.imageFor(await party(request), request.params.id)),
    );
  };
}
