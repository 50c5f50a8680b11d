import {
  API,
  ZErrorResponse,
  ZOutboxPage,
  ZOutboxQuery,
  ZSendTestMessageRequest,
  ZSendTestMessageResult,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { Database } from '../../../db/client.js';
import type { MessagingService } from './messaging.service.js';
import { recordAudit } from '../../../platform/audit-log.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';

/** What these routes use. */
export interface MessagingRoutesDeps {
  adminAuth: OperatorAuthenticator;
  db: Database;
  messaging: MessagingService;
}

const security = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The outbox of sent messages and the operators' test send. */
export function messagingRoutes(deps: MessagingRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.admin.outbox,
      {
        preHandler: requireAdmin(deps.adminAuth, 'messages.read'),
        schema: {
          operationId: 'listOutbox',
          tags: ['admin'],
          security,
          summary: 'E-mails and SMS sent (every provider), newest first',
          querystring: ZOutboxQuery,
          response: { 200: ZOutboxPage, ...errors },
        },
      },
      async (request) => deps.messaging.list(request.query),
    );

    app.post(
      API.admin.messagingTest,
      {
        preHandler: requireAdmin(deps.adminAuth, 'settings.system.write'),
        schema: {
          operationId: 'sendTestMessage',
          tags: ['admin'],
          security,
          summary: 'Sends a test e-mail or SMS with the saved settings; answers the outcome',
          body: ZSendTestMessageRequest,
          response: { 200: ZSendTestMessageResult, ...errors },
        },
      },
      async (request) => {
        const { channel, to } = request.body;
        const result = await deps.messaging.sendTest(channel, to);
        await recordAudit(deps.db, actorOf(request), {
          action: 'messaging.test',
          targetType: 'settings',
          targetId: channel,
          after: { to, status: result.status },
        });
        return result;
      },
    );
  };
}
