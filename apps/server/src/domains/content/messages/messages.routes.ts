import {
  MESSAGES_API,
  ZErrorResponse,
  ZIdParams,
  ZMyMessage,
  ZMyMessagePage,
  ZMyMessagesQuery,
  ZUnreadMessageCount,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import { refuseTrial } from '../../identity/accounts/index.js';
import type { MessagesService } from './messages.service.js';

/** What the member's message routes use. */
export interface MessagesRoutesDeps {
  playerAuth: PlayerAuthenticator;
  messages: MessagesService;
}

const security = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** The member centre's messageV2: list, read, delete, read all, unread count. */
export function messagesRoutes(deps: MessagesRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    // Trial accounts have no messages (spec §6): their count is 0, the rest is refused.
    const member = (request: Parameters<typeof currentPlayer>[0]) => {
      const { account } = currentPlayer(request);
      refuseTrial(account);
      return account;
    };

    app.get(
      MESSAGES_API.unreadCount,
      {
        preHandler: guard,
        schema: {
          operationId: 'getMyUnreadMessageCount',
          tags: ['messages'],
          security,
          summary: 'How many platform messages the member has not opened',
          response: { 200: ZUnreadMessageCount, ...errors },
        },
      },
      async (request) => ({
        unread: await deps.messages.unreadCount(currentPlayer(request).account),
      }),
    );

    app.get(
      MESSAGES_API.mine,
      {
        preHandler: guard,
        schema: {
          operationId: 'listMyMessages',
          tags: ['messages'],
          security,
          summary: 'The member’s platform messages, newest first (pages of 9)',
          querystring: ZMyMessagesQuery,
          response: { 200: ZMyMessagePage, ...errors },
        },
      },
      async (request) =>
        deps.messages.listMine(member(request), request.query.page, request.query.pageSize),
    );

    app.post(
      MESSAGES_API.readAll,
      {
        preHandler: guard,
        schema: {
          operationId: 'markAllMyMessagesRead',
          tags: ['messages'],
          security,
          summary: 'Marks every message read',
          response: { 200: ZUnreadMessageCount, ...errors },
        },
      },
      async (request) => ({ unread: await deps.messages.readAll(member(request)) }),
    );

    app.post(
      MESSAGES_API.read,
      {
        preHandler: guard,
        schema: {
          operationId: 'readMyMessage',
          tags: ['messages'],
          security,
          summary: 'Opens a message and marks it read',
          params: ZIdParams,
          response: { 200: ZMyMessage, ...errors },
        },
      },
      async (request) => deps.messages.read(member(request), request.params.id),
    );

    app.delete(
      MESSAGES_API.one,
      {
        preHandler: guard,
        schema: {
          operationId: 'deleteMyMessage',
          tags: ['messages'],
          security,
          summary: 'Deletes the member’s copy of a message; answers the unread count',
          params: ZIdParams,
          response: { 200: ZUnreadMessageCount, ...errors },
        },
      },
      async (request) => ({
        unread: await deps.messages.remove(member(request), request.params.id),
      }),
    );
  };
}
