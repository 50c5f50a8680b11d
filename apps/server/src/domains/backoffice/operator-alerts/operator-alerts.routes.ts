import {
  ADMIN_ALERTS_API,
  ZErrorResponse,
  ZIdParams,
  ZOperatorAlert,
  ZOperatorAlertList,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import type { OperatorAlertsService } from './operator-alerts.service.js';

export interface OperatorAlertsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  operatorAlerts: OperatorAlertsService;
}

const security = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The alert list of the back office's top bar. */
export function operatorAlertsRoutes(deps: OperatorAlertsRoutesDeps): FastifyPluginAsyncZod {
  const read = requireAdmin(deps.adminAuth, 'settings.read');
  return async (app) => {
    app.get(
      ADMIN_ALERTS_API.list,
      {
        preHandler: read,
        schema: {
          operationId: 'listOperatorAlerts',
          tags: ['admin'],
          security,
          summary: 'The newest operator alerts and how many are not acknowledged',
          response: { 200: ZOperatorAlertList, ...errors },
        },
      },
      async () => deps.operatorAlerts.list(),
    );

    app.post(
      ADMIN_ALERTS_API.acknowledgePattern,
      {
        preHandler: read,
        schema: {
          operationId: 'acknowledgeOperatorAlert',
          tags: ['admin'],
          security,
          summary: 'Marks an alert as seen (audited); idempotent',
          params: ZIdParams,
          response: { 200: ZOperatorAlert, 404: ZErrorResponse, ...errors },
        },
      },
      async (request) => deps.operatorAlerts.acknowledge(request.params.id, actorOf(request)),
    );
  };
}
